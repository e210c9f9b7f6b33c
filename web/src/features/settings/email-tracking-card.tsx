import { SETTINGS_MESSAGES, type TEmailTracking } from '@regulars/contracts';
import { MailOpen } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { useSetEmailTracking } from '../../api/settings.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toaster.tsx';

/** The spec's email open tracking switch, with what it does and what it cannot promise. */
export function EmailTrackingCard({ tracking, canEdit }: { tracking: TEmailTracking; canEdit: boolean }) {
  const save = useSetEmailTracking();
  const toggle = (enabled: boolean) =>
    save.mutate(enabled, {
      onSuccess: () => toast.success(SETTINGS_MESSAGES.trackingUpdated),
      onError: (error) => toast.error(SETTINGS_MESSAGES.trackingFailed, { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailOpen className="size-4 text-brand-600" aria-hidden />
          Email tracking
        </CardTitle>
        <CardDescription>See which customers open the emails you send them.</CardDescription>
      </CardHeader>
      <div className="flex items-start justify-between gap-6 px-6 py-5">
        <div className="min-w-0">
          <p id="email-tracking-label" className="text-sm font-medium text-gray-900">
            Track email opens
          </p>
          <p id="email-tracking-hint" className="mt-1 text-sm text-gray-500">
            Adds an invisible 1×1 image to each email. When a customer opens it, the message shows as “Opened” in
            Communication History and counts toward your open rate. Some mail apps open every message automatically, so
            treat the numbers as a guide.
          </p>
        </div>
        <ToggleSwitch
          id="email-tracking"
          checked={tracking.enabled}
          disabled={!canEdit || save.isPending}
          onChange={toggle}
          aria-labelledby="email-tracking-label"
          aria-describedby="email-tracking-hint"
        />
      </div>
    </Card>
  );
}
