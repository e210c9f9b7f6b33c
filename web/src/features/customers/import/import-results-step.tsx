import { FAILED_ROWS_FILE_NAME } from '@regulars/contracts';
import { CircleCheck, Download, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { downloadText, failedRowsCsv } from './csv.ts';
import type { useCsvImport } from './use-csv-import.ts';

/** What went in and what did not, each failed row with its reason, and failed_imports.csv. */
export function ResultsStep({ wizard }: { wizard: ReturnType<typeof useCsvImport> }) {
  const { imported, failed, error, planLimit } = wizard.state;
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
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <CircleCheck className="size-5 text-emerald-600" aria-hidden />
          <p className="mt-2 text-2xl font-semibold text-emerald-900" data-testid="import-imported">
            {formatCount(imported)}
          </p>
          <p className="text-sm text-emerald-800">imported</p>
        </div>
        <div className={cn('rounded-lg border p-4', failed.length ? 'border-red-200 bg-red-50' : 'border-gray-200')}>
          <TriangleAlert className={cn('size-5', failed.length ? 'text-red-600' : 'text-gray-300')} aria-hidden />
          <p className="mt-2 text-2xl font-semibold text-gray-900" data-testid="import-failed">
            {formatCount(failed.length)}
          </p>
          <p className="text-sm text-gray-600">failed</p>
        </div>
      </div>
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
