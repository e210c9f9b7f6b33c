import { IMPORT_UNDO_HOURS, type TImportBatch } from '@regulars/contracts';
import { History, Undo2 } from 'lucide-react';
import { useState } from 'react';
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
import { refusalIn } from '../../../lib/app-refusal.ts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { isPast } from '../../../lib/dates.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatCountIn } from '../../../lib/format-number.ts';
import { useNow } from '../../../lib/use-now.ts';
import { GENERAL_KNOWN } from '../customers-refusals.ts';
import { type TUndoTarget, UndoImportDialog } from './undo-import-dialog.tsx';

/** The imports of the last 30 days, each with what it did and, for 24 hours, a way to undo it. */
export function ImportHistoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const words = useAppWords();
  const { t, locale } = words;
  const history = useImportHistory(open);
  const [undoing, setUndoing] = useState<TUndoTarget | null>(null);
  // An Undo that has run out turns into 'Can no longer be undone' while the history stays open.
  const now = useNow(open, 60_000);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('customers.importHistory')}</DialogTitle>
          <DialogDescription>
            {t('customers.history.description', { hours: formatCountIn(IMPORT_UNDO_HOURS, locale) })}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {history.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner className="size-6 text-gray-400" label={t('customers.history.loading')} />
            </div>
          ) : history.isError ? (
            <Alert tone="error">{refusalIn(words, history.error, GENERAL_KNOWN, 'customers.history.loadFailed')}</Alert>
          ) : history.data.length === 0 ? (
            <EmptyState icon={History} title={t('customers.history.empty')} className="py-10" />
          ) : (
            <ul className="-my-3 divide-y divide-gray-100" aria-label={t('customers.history.list')}>
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
  const { t, locale } = useAppWords();
  const zone = useBusinessTimeZone();
  const undoable = batch.undoneAt === null && !isPast(batch.undoUntil, now);
  return (
    <li className="flex items-center justify-between gap-4 py-3" data-testid="import-batch">
      <div className="min-w-0 space-y-0.5">
        <p className="text-sm font-medium text-gray-900">{formatDateTime(batch.createdAt, zone, locale)}</p>
        <p className="text-sm text-gray-600">
          {t('customers.history.counts', {
            added: formatCountIn(batch.added, locale),
            updated: formatCountIn(batch.updated, locale),
          })}
        </p>
        {batch.createdBy && (
          <p className="truncate text-xs text-gray-500">{t('customers.history.by', { name: batch.createdBy })}</p>
        )}
        {batch.undoneAt ? (
          <Badge tone="neutral" className="mt-1">
            {t('customers.history.undone', { date: formatDateTime(batch.undoneAt, zone, locale) })}
          </Badge>
        ) : (
          !undoable && <p className="text-xs text-gray-500">{t('customers.history.expired')}</p>
        )}
      </div>
      {undoable && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onUndo({ id: batch.id, added: batch.added, updated: batch.updated })}
        >
          <Undo2 className="size-4" aria-hidden />
          {t('customers.history.undo')}
        </Button>
      )}
    </li>
  );
}
