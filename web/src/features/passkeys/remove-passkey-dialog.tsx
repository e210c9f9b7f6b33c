import type { TPasskey } from '@regulars/contracts';
import { useRemovePasskey } from '../../api/passkeys.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { wordsAround } from '../../lib/words-around.tsx';
import { passkeyRefusal } from './passkey-refusals.ts';

/** Removing a passkey, asked once more: it stops signing in at once, and cannot be put back. */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: TPasskey | null; onClose: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const remove = useRemovePasskey({
    onSuccess: () => {
      toast.success(t('settings.passkeys.removed'));
      close();
    },
  });
  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={passkey !== null}
      onOpenChange={(open) => !open && close()}
      title={t('settings.passkeys.removeDialog.title')}
      message={wordsAround((values) => t('settings.passkeys.removeDialog.text', values), {
        name: <strong className="font-medium text-gray-900">{passkey?.name}</strong>,
      })}
      confirmLabel={t('settings.passkeys.removeDialog.confirm')}
      busyLabel={t('settings.passkeys.removeDialog.removing')}
      cancelLabel={t('settings.cancel')}
      busy={remove.isPending}
      onConfirm={() => passkey && remove.mutate(passkey.id)}
      problem={
        remove.isError ? (
          <Alert tone="error">{passkeyRefusal(words, remove.error, 'settings.passkeys.refusal.removeFailed')}</Alert>
        ) : undefined
      }
    />
  );
}
