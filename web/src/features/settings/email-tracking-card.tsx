import type { TEmailTracking } from '@regulars/contracts';
import { MailOpen } from 'lucide-react';
import { useSetEmailTracking } from '../../api/settings.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { settingsRefusal } from './settings-refusals.ts';

/** The spec's email open tracking switch, with what it does and what it cannot promise. */
export function EmailTrackingCard({ tracking, canEdit }: { tracking: TEmailTracking; canEdit: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const save = useSetEmailTracking();
  const toggle = (enabled: boolean) =>
    save.mutate(enabled, {
      onSuccess: () => toast.success(t('settings.tracking.updated')),
      onError: (error) => toast.error(t('settings.tracking.failed'), { description: settingsRefusal(words, error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailOpen className="size-4 text-brand-600" aria-hidden />
          {t('settings.tracking.title')}
        </CardTitle>
        <CardDescription>{t('settings.tracking.description')}</CardDescription>
      </CardHeader>
      <div className="flex items-start justify-between gap-6 px-6 py-5">
        <div className="min-w-0">
          <p id="email-tracking-label" className="text-sm font-medium text-gray-900">
            {t('settings.tracking.label')}
          </p>
          <p id="email-tracking-hint" className="mt-1 text-sm text-gray-500">
            {t('settings.tracking.hint')}
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
