import type { TImportUndoResponse } from '@regulars/contracts';
import { useUndoImport } from '../../../api/customers.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { undoRefusal } from './import-problems.ts';
import { undoImportSummary } from './undo-import-summary.ts';

/** The import about to be undone: its id and what it did. */
export type TUndoTarget = { id: string; added: number; updated: number };

/**
 * Asks before undoing an import (from the wizard's results or the history), then undoes it and says what changed. The
 * undo is one transaction (all of it or nothing, about a second for 20,000 customers), so the button says how many it
 * is undoing instead of a progress bar that could only jump from nothing to all.
 */
export function UndoImportDialog({
  target,
  onClose,
  onUndone,
}: {
  target: TUndoTarget | null;
  onClose: () => void;
  onUndone?: (result: TImportUndoResponse) => void;
}) {
  const words = useAppWords();
  const { t } = words;
  const undo = useUndoImport();

  function close() {
    undo.reset();
    onClose();
  }

  function confirm() {
    if (!target) return;
    undo.mutate(target.id, {
      onSuccess: (result) => {
        toast.success(t('customers.undo.toast', { removed: result.removed, restored: result.restored }));
        onUndone?.(result);
        close();
      },
    });
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={t('customers.undo.title')}
      message={target && undoImportSummary(target, words)}
      confirmLabel={t('customers.undo.confirm')}
      busyLabel={t('customers.undo.busy', { count: target ? target.added + target.updated : 0 })}
      cancelLabel={t('customers.undo.cancel')}
      busy={undo.isPending}
      onConfirm={confirm}
      problem={undo.isError && <Alert tone="error">{undoRefusal(words, undo.error)}</Alert>}
    />
  );
}
