import type { TSmsOptOut } from '@regulars/contracts';
import { useBusinessCountry } from '../../../api/business-country.ts';
import { useRemoveSmsOptOut } from '../../../api/sms-opt-outs.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { displayPhone } from '../../../lib/display-phone.ts';
import { settingsRefusal } from '../settings-refusals.ts';

/** Takes a number staff added by mistake off the list, once confirmed; SMS consent stays off until a customer gives it. */
export function RemoveOptOutDialog({ optOut, onClose }: { optOut: TSmsOptOut | null; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const remove = useRemoveSmsOptOut();
  const country = useBusinessCountry();
  const phone = optOut ? displayPhone(optOut.phone, country) : '';
  return (
    <ConfirmDialog
      open={optOut !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('settings.optOuts.removeQuestion', { phone })}
      message={t('settings.optOuts.removeText')}
      confirmLabel={t('settings.remove')}
      busyLabel={t('settings.optOuts.removing')}
      cancelLabel={t('settings.cancel')}
      busy={remove.isPending}
      onConfirm={() =>
        optOut &&
        remove.mutate(optOut.id, {
          onSuccess: () => {
            toast.success(t('settings.optOuts.removed'));
            onClose();
          },
          onError: (caught) => {
            toast.error(t('settings.optOuts.removeFailed'), { description: settingsRefusal(words, caught) });
            onClose();
          },
        })
      }
    />
  );
}
