import { STATUS_MESSAGES, type TStatusProgram } from '@regulars/contracts';
import { errorMessage } from '../../api/client.ts';
import { useSaveStatusProgram } from '../../api/status-tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { holdersText } from './status-tier-words.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; program: TStatusProgram };

/** Turning tiers off is saving an empty table, asked once more: every customer loses their tier. */
export function TurnOffTiersDialog({ open, onOpenChange, program }: Props) {
  const save = useSaveStatusProgram();
  const holders = program.tiers.reduce((sum, tier) => sum + tier.customers, 0);

  function turnOff() {
    const { basis, window, windowMonths, graceDays } = program;
    save.mutate(
      { basis, window, windowMonths, graceDays, tiers: [] },
      {
        onSuccess: () => {
          toast.success(STATUS_MESSAGES.saved, { description: 'Tiers are off.' });
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) save.reset();
        onOpenChange(next);
      }}
      title="Turn off status tiers?"
      message={`${holders > 0 ? `${holdersText(holders)} ${holders === 1 ? 'loses' : 'lose'} their tier. ` : ''}No one earns a tier's extra points from now on; points already earned stay.`}
      confirmLabel="Turn off tiers"
      busyLabel="Turning off..."
      busy={save.isPending}
      onConfirm={turnOff}
      problem={
        save.isError && (
          <Alert tone="error" title={STATUS_MESSAGES.saveFailed}>
            {errorMessage(save.error)}
          </Alert>
        )
      }
    />
  );
}
