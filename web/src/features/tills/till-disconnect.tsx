import type { TTillProvider } from '@regulars/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useDisconnectTill } from '../../api/tills.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { tillWords } from './till-words.ts';

/**
 * "Disconnect Square" (or Shopify), asked once more: sales stop earning, and reconnecting means the till's consent
 * page again.
 */
export function TillDisconnect({ provider }: { provider: TTillProvider }) {
  const { name, disconnect: what, messages } = tillWords(provider);
  const disconnect = useDisconnectTill(provider);
  const [confirming, setConfirming] = useState(false);

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(messages.disconnected);
      },
      onError: (error) => toast.error(`${messages.disconnectFailed}: ${errorMessage(error)}`),
    });

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        {`Disconnect ${name}`}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${name}?`}
        message={`${what} Points and stamps already earned stay with your customers.`}
        confirmLabel={`Disconnect ${name}`}
        busyLabel="Disconnecting..."
        busy={disconnect.isPending}
        onConfirm={onDisconnect}
      />
    </>
  );
}
