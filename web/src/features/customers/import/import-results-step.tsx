import { FAILED_ROWS_FILE_NAME, type TImportUndoResponse } from '@regulars/contracts';
import { CircleCheck, Download, RefreshCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCountIn } from '../../../lib/format-number.ts';
import { downloadText, failedRowsCsv } from './csv.ts';
import { importProblemIn } from './import-problems.ts';
import { UndoImportSection } from './undo-import-section.tsx';
import type { useCsvImport } from './use-csv-import.ts';

/** Failed rows shown in the list; the CSV holds them all. */
const LISTED = 200;

function Tile(props: { testId: string; count: number; label: string; icon: ReactNode; className: string }) {
  const { locale } = useAppWords();
  return (
    <div className={cn('min-w-0 rounded-lg border p-3 sm:p-4', props.className)}>
      {props.icon}
      <p className="mt-2 text-2xl font-semibold tabular-nums" data-testid={props.testId}>
        {formatCountIn(props.count, locale)}
      </p>
      <p className="text-sm">{props.label}</p>
    </div>
  );
}

/** What went in, what was updated and what did not, each failed row with its reason, failed_imports.csv, and undo. */
export function ResultsStep({ wizard }: { wizard: ReturnType<typeof useCsvImport> }) {
  const words = useAppWords();
  const { t, locale } = words;
  const { imported, updated, updateExisting, importId, failed, error, planLimit, balanceMapping } = wizard.state;
  // Once undone, the import added nothing that stands: only the undo's own line says what happened.
  const [undone, setUndone] = useState<TImportUndoResponse | null>(null);
  const broughtBalances = imported > 0 && Object.values(balanceMapping).some(Boolean) && !undone;
  // The file says each row's problem in the user's language too.
  const download = () =>
    downloadText(
      FAILED_ROWS_FILE_NAME,
      failedRowsCsv(failed.map((r) => ({ ...r, error: importProblemIn(words, r.error) }))),
    );
  return (
    <>
      {error && <Alert tone="error">{importProblemIn(words, error, 'customers.import.problem.failed')}</Alert>}
      {planLimit && (
        <Alert tone="info">
          {t('customers.import.results.overLimit')}{' '}
          <Link to="/subscription" className="font-semibold underline">
            {t('customers.import.upgradePlan')}
          </Link>
        </Alert>
      )}
      {!undone && (
        <div className={cn('grid gap-3', updateExisting ? 'grid-cols-3' : 'grid-cols-2')}>
          <Tile
            testId="import-imported"
            count={imported}
            label={t('customers.import.results.imported', { count: imported })}
            icon={<CircleCheck className="size-5 text-emerald-600" aria-hidden />}
            className="border-emerald-200 bg-emerald-50 text-emerald-900"
          />
          {updateExisting && (
            <Tile
              testId="import-updated"
              count={updated}
              label={t('customers.import.results.updated', { count: updated })}
              icon={<RefreshCw className={cn('size-5', updated ? 'text-sky-600' : 'text-gray-300')} aria-hidden />}
              className={updated ? 'border-sky-200 bg-sky-50 text-sky-900' : 'border-gray-200 text-gray-900'}
            />
          )}
          <Tile
            testId="import-failed"
            count={failed.length}
            label={t('customers.import.results.failed', { count: failed.length })}
            icon={
              <TriangleAlert className={cn('size-5', failed.length ? 'text-red-600' : 'text-gray-300')} aria-hidden />
            }
            className={failed.length ? 'border-red-200 bg-red-50 text-gray-900' : 'border-gray-200 text-gray-900'}
          />
        </div>
      )}
      {broughtBalances && (
        <p className="text-sm text-gray-600" data-testid="import-balances-note">
          {t('customers.import.results.balancesNote')}
        </p>
      )}
      {importId && imported + updated > 0 && (
        <UndoImportSection target={{ id: importId, added: imported, updated }} undone={undone} onUndone={setUndone} />
      )}
      {failed.length > 0 && (
        <>
          <div className="max-h-56 overflow-y-auto rounded-lg border border-gray-200">
            <ul className="divide-y divide-gray-100 text-sm" aria-label={t('customers.import.results.rowErrors')}>
              {failed.slice(0, LISTED).map((r) => (
                <li key={r.rowNumber} className="flex gap-3 px-3 py-2">
                  <span className="w-16 shrink-0 text-gray-500">
                    {t('customers.import.results.row', { number: r.rowNumber })}
                  </span>
                  <span className="text-red-700">{importProblemIn(words, r.error)}</span>
                </li>
              ))}
            </ul>
          </div>
          {failed.length > LISTED && (
            <p className="text-xs text-gray-500">
              {t('customers.import.results.showing', {
                shown: formatCountIn(LISTED, locale),
                total: formatCountIn(failed.length, locale),
              })}
            </p>
          )}
          <Button variant="secondary" onClick={download}>
            <Download className="size-4" aria-hidden />
            {t('customers.import.results.download')}
          </Button>
        </>
      )}
    </>
  );
}
