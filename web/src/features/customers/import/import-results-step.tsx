import { FAILED_ROWS_FILE_NAME, type TImportUndoResponse } from '@regulars/contracts';
import { CircleCheck, Download, RefreshCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { downloadText, failedRowsCsv } from './csv.ts';
import { UndoImportSection } from './undo-import-section.tsx';
import type { useCsvImport } from './use-csv-import.ts';

function Tile(props: { testId: string; count: number; label: string; icon: ReactNode; className: string }) {
  return (
    <div className={cn('min-w-0 rounded-lg border p-3 sm:p-4', props.className)}>
      {props.icon}
      <p className="mt-2 text-2xl font-semibold tabular-nums" data-testid={props.testId}>
        {formatCount(props.count)}
      </p>
      <p className="text-sm">{props.label}</p>
    </div>
  );
}

/** What went in, what was updated and what did not, each failed row with its reason, failed_imports.csv, and undo. */
export function ResultsStep({ wizard }: { wizard: ReturnType<typeof useCsvImport> }) {
  const { imported, updated, updateExisting, importId, failed, error, planLimit, balanceMapping } = wizard.state;
  // Once undone, the import added nothing that stands: only the undo's own line says what happened.
  const [undone, setUndone] = useState<TImportUndoResponse | null>(null);
  const broughtBalances = imported > 0 && Object.values(balanceMapping).some(Boolean) && !undone;
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {planLimit && (
        <Alert tone="info">
          Rows after your plan's customer limit were not imported.{' '}
          <Link to="/subscription" className="font-semibold underline">
            Upgrade plan
          </Link>
        </Alert>
      )}
      {!undone && (
        <div className={cn('grid gap-3', updateExisting ? 'grid-cols-3' : 'grid-cols-2')}>
          <Tile
            testId="import-imported"
            count={imported}
            label="imported"
            icon={<CircleCheck className="size-5 text-emerald-600" aria-hidden />}
            className="border-emerald-200 bg-emerald-50 text-emerald-900"
          />
          {updateExisting && (
            <Tile
              testId="import-updated"
              count={updated}
              label="updated"
              icon={<RefreshCw className={cn('size-5', updated ? 'text-sky-600' : 'text-gray-300')} aria-hidden />}
              className={updated ? 'border-sky-200 bg-sky-50 text-sky-900' : 'border-gray-200 text-gray-900'}
            />
          )}
          <Tile
            testId="import-failed"
            count={failed.length}
            label="failed"
            icon={
              <TriangleAlert className={cn('size-5', failed.length ? 'text-red-600' : 'text-gray-300')} aria-hidden />
            }
            className={failed.length ? 'border-red-200 bg-red-50 text-gray-900' : 'border-gray-200 text-gray-900'}
          />
        </div>
      )}
      {broughtBalances && (
        <p className="text-sm text-gray-600" data-testid="import-balances-note">
          Opening balances are being added to the new customers: they show at the counter within a minute.
        </p>
      )}
      {importId && imported + updated > 0 && (
        <UndoImportSection target={{ id: importId, added: imported, updated }} undone={undone} onUndone={setUndone} />
      )}
      {failed.length > 0 && (
        <>
          <div className="max-h-56 overflow-y-auto rounded-lg border border-gray-200">
            <ul className="divide-y divide-gray-100 text-sm" aria-label="Row errors">
              {failed.slice(0, 200).map((r) => (
                <li key={r.rowNumber} className="flex gap-3 px-3 py-2">
                  <span className="w-16 shrink-0 text-gray-500">Row {r.rowNumber}</span>
                  <span className="text-red-700">{r.error}</span>
                </li>
              ))}
            </ul>
          </div>
          {failed.length > 200 && (
            <p className="text-xs text-gray-500">
              Showing 200 of {formatCount(failed.length)}; download them all below.
            </p>
          )}
          <Button variant="secondary" onClick={() => downloadText(FAILED_ROWS_FILE_NAME, failedRowsCsv(failed))}>
            <Download className="size-4" aria-hidden />
            Download Failed Rows CSV
          </Button>
        </>
      )}
    </>
  );
}
