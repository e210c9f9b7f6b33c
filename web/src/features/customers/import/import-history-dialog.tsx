import { IMPORT_UNDO_HOURS, type TImportBatch } from '@regulars/contracts';
import { History, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useImportHistory } from '../../../api/customers.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isPast } from '../../../lib/dates.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { useNow } from '../../../lib/use-now.ts';
import { type TUndoTarget, UndoImportDialog } from './undo-import-dialog.tsx';

/** The imports of the last 30 days, each with what it did and, for 24 hours, a way to undo it. */
export function ImportHistoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const history = useImportHistory(open);
  const [undoing, setUndoing] = useState<TUndoTarget | null>(null);
  // An Undo that has run out turns into 'Can no longer be undone' while the history stays open.
  const now = useNow(open, 60_000);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Import history</DialogTitle>
          <DialogDescription>
            Imports of the last 30 days. Each can be undone for {IMPORT_UNDO_HOURS} hours.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {history.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner className="size-6 text-gray-400" label="Loading imports" />
            </div>
          ) : history.isError ? (
            <Alert tone="error">{errorMessage(history.error)}</Alert>
          ) : history.data.length === 0 ? (
            <EmptyState icon={History} title="No imports in the last 30 days." className="py-10" />
          ) : (
            <ul className="-my-3 divide-y divide-gray-100" aria-label="Imports">
              {history.data.map((batch) => (
                <ImportRow key={batch.id} batch={batch} now={now} onUndo={setUndoing} />
              ))}
            </ul>
          )}
        </DialogBody>
      </DialogContent>
      <UndoImportDialog target={undoing} onClose={() => setUndoing(null)} />
    </Dialog>
  );
}

function ImportRow({ batch, now, onUndo }: { batch: TImportBatch; now: number; onUndo: (t: TUndoTarget) => void }) {
  const zone = useBusinessTimeZone();
  const undoable = batch.undoneAt === null && !isPast(batch.undoUntil, now);
  return (
    <li className="flex items-center justify-between gap-4 py-3" data-testid="import-batch">
      <div className="min-w-0 space-y-0.5">
        <p className="text-sm font-medium text-gray-900">{formatDateTime(batch.createdAt, zone)}</p>
        <p className="text-sm text-gray-600">
          Added {formatCount(batch.added)} · Updated {formatCount(batch.updated)}
        </p>
        {batch.createdBy && <p className="truncate text-xs text-gray-500">By {batch.createdBy}</p>}
        {batch.undoneAt ? (
          <Badge tone="neutral" className="mt-1">
            Undone {formatDateTime(batch.undoneAt, zone)}
          </Badge>
        ) : (
          !undoable && <p className="text-xs text-gray-500">Can no longer be undone</p>
        )}
      </div>
      {undoable && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onUndo({ id: batch.id, added: batch.added, updated: batch.updated })}
        >
          <Undo2 className="size-4" aria-hidden />
          Undo
        </Button>
      )}
    </li>
  );
}
