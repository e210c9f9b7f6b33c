import type { TCustomDomain } from '@regulars/contracts';
import { useState } from 'react';
import { useRemoveCustomDomain } from '../../api/custom-domain.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { settingsRefusal } from './settings-refusals.ts';

/**
 * "Remove domain", asked once more: a verified domain's links and QR codes go back to the platform's address, and what
 * was printed or sent with the domain on it may stop working.
 */
export function CustomDomainRemove({ domain }: { domain: TCustomDomain }) {
  const words = useAppWords();
  const { t } = words;
  const remove = useRemoveCustomDomain();
  const [confirming, setConfirming] = useState(false);
  const verified = domain.status === 'verified';

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t(verified ? 'settings.domain.removed' : 'settings.domain.removedPending'));
      },
      onError: (error) =>
        toast.error(t('settings.domain.removeFailed'), {
          description: settingsRefusal(words, error, 'settings.somethingWrong'),
        }),
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        {t('settings.domain.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.domain.removeTitle', { hostname: domain.hostname })}
        message={
          verified
            ? t('settings.domain.removeVerified', { hostname: domain.hostname })
            : t('settings.domain.removePending')
        }
        confirmLabel={t('settings.domain.remove')}
        busyLabel={t('settings.domain.removing')}
        cancelLabel={t('settings.cancel')}
        busy={remove.isPending}
        onConfirm={onRemove}
      />
    </>
  );
}
