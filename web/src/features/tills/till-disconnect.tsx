import { TILL_MESSAGES } from '@regulars/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useDisconnectSquare } from '../../api/tills.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';

/** "Disconnect Square", asked once more: sales stop earning, and reconnecting means Square's consent page again. */
export function TillDisconnect() {
  const disconnect = useDisconnectSquare();
  const [confirming, setConfirming] = useState(false);

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(TILL_MESSAGES.disconnected);
      },
      onError: (error) => toast.error(`${TILL_MESSAGES.disconnectFailed}: ${errorMessage(error)}`),
    });

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        Disconnect Square
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Square?"
        message="Regulars gives up its access at Square and sales at your till stop earning by themselves. Points and stamps already earned stay with your customers."
        confirmLabel="Disconnect Square"
        busyLabel="Disconnecting..."
        busy={disconnect.isPending}
        onConfirm={onDisconnect}
      />
    </>
  );
}
