import type { TTillProvider } from '@regulars/contracts';
import { useState } from 'react';
import { useDisconnectTill } from '../../api/tills.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { tillRefusal } from './till-refusals.ts';
import { tillWords } from './till-words.ts';

/**
 * "Disconnect Square" (or Shopify), asked once more: sales stop earning, and reconnecting means the till's consent
 * page again.
 */
export function TillDisconnect({ provider }: { provider: TTillProvider }) {
  const words = useAppWords();
  const { t } = words;
  const { name, disconnectWarning, disconnected, disconnectFailed } = tillWords(words, provider);
  const disconnect = useDisconnectTill(provider);
  const [confirming, setConfirming] = useState(false);

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(disconnected);
      },
      onError: (error) =>
        toast.error(
          t('integrations.failedWith', {
            what: disconnectFailed,
            reason: tillRefusal(words, error, 'integrations.somethingWrong'),
          }),
        ),
    });

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        {t('integrations.tills.disconnect', { name })}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('integrations.tills.disconnectTitle', { name })}
        message={disconnectWarning}
        confirmLabel={t('integrations.tills.disconnect', { name })}
        busyLabel={t('integrations.disconnecting')}
        cancelLabel={t('integrations.cancel')}
        busy={disconnect.isPending}
        onConfirm={onDisconnect}
      />
    </>
  );
}
