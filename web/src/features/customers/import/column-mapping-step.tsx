import {
  balanceColumnLabel,
  IMPORT_COLUMN_LABELS,
  IMPORT_COLUMNS,
  IMPORT_CONSENT_COLUMNS,
  IMPORT_FULL_NAME,
  IMPORT_FULL_NAME_LABEL,
  IMPORT_HISTORY_COLUMNS,
  IMPORT_HISTORY_LABELS,
  recognisedExport,
  type TBalanceMapping,
  type TBalanceProgram,
  type TColumnMapping,
  type THistoryColumn,
  type TImportColumn,
} from '@regulars/contracts';
import { BadgeCheck, TriangleAlert } from 'lucide-react';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TParsedCsv } from './csv.ts';
import { consentColumnOf, type TConsentFrom } from './import-consent.ts';
import { ImportConsentSection } from './import-consent-section.tsx';

export const NOT_IN_FILE = 'Not in this file';

type TMappingRow = {
  id: string;
  label: string;
  header: string | null;
  choose: (header: string) => void;
  /** What the column is used for, when its name does not say it all. */
  note?: string;
};

/**
 * Each of our columns with a choice of the file's columns, the ones recognised from the headers chosen; then, for each
 * active points program or stamp card, the column holding the balance a customer brings, and the customer's lifetime
 * points and visits in the old program (all optional); then how the customers agreed to marketing.
 */
export function ColumnMappingStep({
  csv,
  mapping,
  programs,
  balanceMapping,
  onChange,
  consentFrom,
  showConsentErrors,
  onConsentFromChange,
}: {
  csv: TParsedCsv;
  mapping: TColumnMapping;
  programs: TBalanceProgram[];
  balanceMapping: TBalanceMapping;
  onChange: (mapping: TColumnMapping, balanceMapping: TBalanceMapping) => void;
  consentFrom: TConsentFrom;
  showConsentErrors: boolean;
  onConsentFromChange: (consentFrom: TConsentFrom) => void;
}) {
  // A file column feeds one of ours: choosing it in one place takes it from wherever it was.
  const release = (header: string) => {
    const next = { ...mapping };
    for (const c of [...IMPORT_COLUMNS, IMPORT_FULL_NAME, ...IMPORT_HISTORY_COLUMNS, ...IMPORT_CONSENT_COLUMNS])
      if (header !== '' && next[c] === header) next[c] = null;
    const balances = { ...balanceMapping };
    for (const id of Object.keys(balances)) if (header !== '' && balances[id] === header) balances[id] = null;
    return { next, balances };
  };
  const columnRow = (column: TImportColumn | typeof IMPORT_FULL_NAME | THistoryColumn, label: string): TMappingRow => ({
    id: `import-map-${column}`,
    label,
    header: mapping[column],
    choose: (header) => {
      const { next, balances } = release(header);
      onChange({ ...next, [column]: header === '' ? null : header }, balances);
    },
  });
  const contactRows = IMPORT_COLUMNS.map((column) => columnRow(column, IMPORT_COLUMN_LABELS[column]));
  // A file with one name column: it fills first and last name, split at the first space.
  contactRows.splice(2, 0, {
    ...columnRow(IMPORT_FULL_NAME, IMPORT_FULL_NAME_LABEL),
    note: 'Split into first and last name for rows that have neither',
  });
  const historyRows = IMPORT_HISTORY_COLUMNS.map((column) => columnRow(column, IMPORT_HISTORY_LABELS[column]));
  const source = recognisedExport(csv.headers);
  const balanceRows: TMappingRow[] = programs.map((program) => ({
    id: `import-balance-${program.id}`,
    label: balanceColumnLabel(program),
    header: balanceMapping[program.id] ?? null,
    choose: (header) => {
      const { next, balances } = release(header);
      onChange(next, { ...balances, [program.id]: header === '' ? null : header });
    },
  }));
  return (
    <>
      <p className="text-sm text-gray-600">
        Match the columns of your file to ours. Columns we recognised are already chosen.
      </p>
      {source && (
        <p className="flex items-start gap-2 text-sm text-brand-700" data-testid="import-recognised-export">
          <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          Recognised a {source} export: its columns are matched below.
        </p>
      )}
      <MappingList label="Column mapping" rows={contactRows} csv={csv} />
      <section aria-labelledby="import-balances-title" className="space-y-2">
        <div>
          <h3 id="import-balances-title" className="text-sm font-semibold text-gray-900">
            Balances from your old program (optional)
          </h3>
          <p className="mt-0.5 text-xs text-gray-500">
            {balanceRows.length > 0 &&
              'Points and stamps come in as an opening balance: customers can spend them at once, they count in what you owe, and they are not counted as points issued or visits in Analytics. '}
            Lifetime points and visits show on new customers' profiles and cards.
          </p>
        </div>
        <MappingList label="Balance columns" rows={[...balanceRows, ...historyRows]} csv={csv} />
      </section>
      <ImportConsentSection
        csv={csv}
        mapping={mapping}
        consentFrom={consentFrom}
        showErrors={showConsentErrors}
        onChange={(channel, choice, header) => {
          if (header !== undefined) {
            const { next, balances } = release(header ?? '');
            onChange({ ...next, [consentColumnOf(channel)]: header }, balances);
          }
          onConsentFromChange({ ...consentFrom, [channel]: choice });
        }}
      />
    </>
  );
}

function MappingList({ label, rows, csv }: { label: string; rows: TMappingRow[]; csv: TParsedCsv }) {
  const first = csv.records[0] ?? {};
  return (
    <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label={label}>
      {rows.map((row) => {
        const sample = row.header === null ? '' : (first[row.header] ?? '').trim();
        return (
          <li key={row.id} className="grid gap-1.5 px-3 py-3 sm:grid-cols-[11rem_1fr] sm:items-start sm:gap-4">
            <Label htmlFor={row.id} className="sm:pt-2.5">
              {row.label}
            </Label>
            <div className="min-w-0">
              <select
                id={row.id}
                className={cn(fieldClasses, 'h-10 pr-8')}
                value={row.header ?? ''}
                onChange={(e) => row.choose(e.target.value)}
              >
                <option value="">{NOT_IN_FILE}</option>
                {csv.headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </select>
              {(row.header !== null || !row.note) && (
                <p className="mt-1 truncate text-xs text-gray-500">
                  {row.header === null ? 'Left empty for every customer' : `First row: ${sample || '(empty)'}`}
                </p>
              )}
              {row.note && <p className="mt-1 text-xs text-gray-500">{row.note}</p>}
            </div>
          </li>
        );
      })}
    </ul>
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
