import { useState } from 'react';
import { useRemoveSso } from '../../api/single-sign-on.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { ssoRefusal } from './sso-refusals.ts';

/** "Turn off single sign-on", asked once more: the team signs in with passwords again and the settings are deleted. */
export function SingleSignOnRemove({ onRemoved }: { onRemoved: () => void }) {
  const words = useAppWords();
  const { t } = words;
  const remove = useRemoveSso();
  const [confirming, setConfirming] = useState(false);

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onRemoved();
        toast.success(t('company.sso.removed'));
      },
      onError: (error) =>
        toast.error(t('company.sso.removeFailed'), {
          description: ssoRefusal(words, error, 'company.somethingWrong'),
        }),
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        {t('company.sso.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('company.sso.removeTitle')}
        message={t('company.sso.removeMessage')}
        confirmLabel={t('company.sso.remove')}
        busyLabel={t('company.sso.removing')}
        cancelLabel={t('company.cancel')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={onRemove}
      />
    </>
  );
}
