import type { TStatusProgram } from '@regulars/contracts';
import { useSaveStatusProgram } from '../../api/status-tiers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { statusRefusal } from './status-tier-refusal.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; program: TStatusProgram };

/** Turning tiers off is saving an empty table, asked once more: every customer loses their tier. */
export function TurnOffTiersDialog({ open, onOpenChange, program }: Props) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveStatusProgram();
  const holders = program.tiers.reduce((sum, tier) => sum + tier.customers, 0);

  function turnOff() {
    const { basis, window, windowMonths, graceDays } = program;
    save.mutate(
      { basis, window, windowMonths, graceDays, tiers: [] },
      {
        onSuccess: () => {
          toast.success(t('growth.tiers.saved'), { description: t('growth.tiers.off') });
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
      title={t('growth.tiers.turnOffTitle')}
      message={
        holders > 0
          ? `${t('growth.tiers.turnOffLosers', { count: holders })} ${t('growth.tiers.turnOffMessage')}`
          : t('growth.tiers.turnOffMessage')
      }
      confirmLabel={t('growth.tiers.turnOff')}
      busyLabel={t('growth.tiers.turningOff')}
      cancelLabel={t('growth.cancel')}
      busy={save.isPending}
      onConfirm={turnOff}
      problem={
        save.isError && (
          <Alert tone="error" title={t('growth.tiers.refusal.saveFailed')}>
            {statusRefusal(words, save.error)}
          </Alert>
        )
      }
    />
  );
}
