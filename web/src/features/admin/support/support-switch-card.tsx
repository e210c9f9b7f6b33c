import { SUPPORT_MESSAGES } from '@regulars/contracts';
import { LifeBuoy } from 'lucide-react';
import { errorMessage } from '../../../api/client.ts';
import { useSetSupportSwitch, useSupportSwitch } from '../../../api/support.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ToggleSwitch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toaster.tsx';

/** The install's switch: on, every business has Help and a tier may offer priority support; off, neither. */
export function SupportSwitchCard() {
  const current = useSupportSwitch();
  const set = useSetSupportSwitch();
  const enabled = set.isPending ? set.variables : current.data?.enabled;
  return (
    <Card className="px-4 py-5 sm:px-6">
      <div className="flex items-start gap-4">
        <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 sm:flex">
          <LifeBuoy className="size-5 text-brand-600" aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <Label id="support-switch-label" htmlFor="support-switch" className="text-base font-semibold text-gray-900">
            Support requests
          </Label>
          <p id="support-switch-hint" className="mt-1 text-sm text-gray-500">
            {enabled === false
              ? 'Off: no business sees Help, and no tier card offers priority support.'
              : 'On: every business can send a request from Help; they land in Support, priority plans first. Replies go by email.'}
          </p>
          {current.isError && <p className="mt-2 text-sm text-red-600">{errorMessage(current.error)}</p>}
        </div>
        {current.isPending ? (
          <Spinner className="size-5 text-brand-600" label="Loading the support switch" />
        ) : (
          <ToggleSwitch
            id="support-switch"
            aria-labelledby="support-switch-label"
            aria-describedby="support-switch-hint"
            checked={enabled ?? true}
            disabled={set.isPending || current.isError}
            onChange={(next) =>
              set.mutate(next, {
                onSuccess: () =>
                  toast.success(next ? 'Support requests switched on' : SUPPORT_MESSAGES.switchedOffNote),
                onError: (caught) => toast.error(errorMessage(caught)),
              })
            }
          />
        )}
      </div>
    </Card>
  );
}
