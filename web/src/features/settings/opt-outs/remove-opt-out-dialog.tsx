import { SMS_OPT_OUT_MESSAGES, type TSmsOptOut } from '@regulars/contracts';
import { useBusinessCountry } from '../../../api/business-country.ts';
import { errorMessage } from '../../../api/client.ts';
import { useRemoveSmsOptOut } from '../../../api/sms-opt-outs.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { displayPhone } from '../../../lib/display-phone.ts';

/** Takes a number staff added by mistake off the list, once confirmed; SMS consent stays off until a customer gives it. */
export function RemoveOptOutDialog({ optOut, onClose }: { optOut: TSmsOptOut | null; onClose: () => void }) {
  const remove = useRemoveSmsOptOut();
  const country = useBusinessCountry();
  const phone = optOut ? displayPhone(optOut.phone, country) : '';
  return (
    <ConfirmDialog
      open={optOut !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Remove ${phone}?`}
      message="Your texts can reach this number again. Customers with this number stay opted out of SMS until they agree to texts again."
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={remove.isPending}
      onConfirm={() =>
        optOut &&
        remove.mutate(optOut.id, {
          onSuccess: () => {
            toast.success(SMS_OPT_OUT_MESSAGES.removed);
            onClose();
          },
          onError: (caught) => {
            toast.error(SMS_OPT_OUT_MESSAGES.removeFailed, { description: errorMessage(caught) });
            onClose();
          },
        })
      }
    />
  );
}
