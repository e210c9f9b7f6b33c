import { IMPORT_COLUMN_LABELS, IMPORT_COLUMNS, type TColumnMapping, type TImportColumn } from '@regulars/contracts';
import { TriangleAlert } from 'lucide-react';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TParsedCsv } from './csv.ts';

export const NOT_IN_FILE = 'Not in this file';

/** Each of our columns with a choice of the file's columns; the ones recognised from the headers come chosen. */
export function ColumnMappingStep({
  csv,
  mapping,
  onChange,
}: {
  csv: TParsedCsv;
  mapping: TColumnMapping;
  onChange: (mapping: TColumnMapping) => void;
}) {
  const first = csv.records[0] ?? {};
  const choose = (column: TImportColumn, header: string) => {
    const next = { ...mapping, [column]: header === '' ? null : header };
    // A file column feeds one of ours: choosing it here takes it from wherever it was.
    for (const other of IMPORT_COLUMNS)
      if (other !== column && header !== '' && next[other] === header) next[other] = null;
    onChange(next);
  };
  return (
    <>
      <p className="text-sm text-gray-600">
        Match the columns of your file to ours. Columns we recognised are already chosen.
      </p>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="Column mapping">
        {IMPORT_COLUMNS.map((column) => {
          const id = `import-map-${column}`;
          const header = mapping[column];
          const sample = header === null ? '' : (first[header] ?? '').trim();
          return (
            <li key={column} className="grid gap-1.5 px-3 py-3 sm:grid-cols-[9rem_1fr] sm:items-start sm:gap-4">
              <Label htmlFor={id} className="sm:pt-2.5">
                {IMPORT_COLUMN_LABELS[column]}
              </Label>
              <div className="min-w-0">
                <select
                  id={id}
                  className={cn(fieldClasses, 'h-10 pr-8')}
                  value={header ?? ''}
                  onChange={(e) => choose(column, e.target.value)}
                >
                  <option value="">{NOT_IN_FILE}</option>
                  {csv.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
                <p className="mt-1 truncate text-xs text-gray-500">
                  {header === null ? 'Left empty for every customer' : `First row: ${sample || '(empty)'}`}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Shown at preview when no column holds an email or a phone: every row would fail. */
export function NoContactColumnWarning({ onChangeColumns }: { onChangeColumns: () => void }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">No email or phone column</p>
        <p className="mt-0.5">
          Each customer needs an email or a phone, so every row would fail with 'Either email or phone is required'.{' '}
          <button type="button" className="font-semibold underline" onClick={onChangeColumns}>
            Choose the columns
          </button>
        </p>
      </div>
    </div>
  );
}
