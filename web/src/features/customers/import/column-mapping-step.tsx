import {
  IMPORT_COLUMNS,
  IMPORT_CONSENT_COLUMNS,
  IMPORT_FULL_NAME,
  IMPORT_HISTORY_COLUMNS,
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
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TParsedCsv } from './csv.ts';
import { consentColumnOf, type TConsentFrom } from './import-consent.ts';
import { ImportConsentSection } from './import-consent-section.tsx';
import { balanceLabel, exportSourceIn, FIELD_LABELS } from './import-labels.ts';

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
  const words = useAppWords();
  const { t } = words;
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
  const contactRows = IMPORT_COLUMNS.map((column) => columnRow(column, t(FIELD_LABELS[column])));
  // A file with one name column: it fills first and last name, split at the first space.
  contactRows.splice(2, 0, {
    ...columnRow(IMPORT_FULL_NAME, t(FIELD_LABELS[IMPORT_FULL_NAME])),
    note: t('customers.import.mapping.fullNameNote'),
  });
  const historyRows = IMPORT_HISTORY_COLUMNS.map((column) => columnRow(column, t(FIELD_LABELS[column])));
  const source = recognisedExport(csv.headers);
  const balanceRows: TMappingRow[] = programs.map((program) => ({
    id: `import-balance-${program.id}`,
    label: balanceLabel(words, program),
    header: balanceMapping[program.id] ?? null,
    choose: (header) => {
      const { next, balances } = release(header);
      onChange(next, { ...balances, [program.id]: header === '' ? null : header });
    },
  }));
  return (
    <>
      <p className="text-sm text-gray-600">{t('customers.import.mapping.intro')}</p>
      {source && (
        <p className="flex items-start gap-2 text-sm text-brand-700" data-testid="import-recognised-export">
          <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('customers.import.mapping.recognised', { source: exportSourceIn(words, source) })}
        </p>
      )}
      <MappingList label={t('customers.import.mapping.label')} rows={contactRows} csv={csv} />
      <section aria-labelledby="import-balances-title" className="space-y-2">
        <div>
          <h3 id="import-balances-title" className="text-sm font-semibold text-gray-900">
            {t('customers.import.mapping.balances')}
          </h3>
          <p className="mt-0.5 text-xs text-gray-500">
            {balanceRows.length > 0 && `${t('customers.import.mapping.balancesText')} `}
            {t('customers.import.mapping.historyText')}
          </p>
        </div>
        <MappingList
          label={t('customers.import.mapping.balanceColumns')}
          rows={[...balanceRows, ...historyRows]}
          csv={csv}
        />
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
  const { t } = useAppWords();
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
                <option value="">{t('customers.import.mapping.notInFile')}</option>
                {csv.headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </select>
              {(row.header !== null || !row.note) && (
                <p className="mt-1 truncate text-xs text-gray-500">
                  {row.header === null
                    ? t('customers.import.mapping.leftEmpty')
                    : t('customers.import.mapping.firstRow', {
                        sample: sample || t('customers.import.mapping.emptyCell'),
                      })}
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
  const { t } = useAppWords();
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('customers.import.noContact.title')}</p>
        <p className="mt-0.5">
          {t('customers.import.noContact.text', { problem: t('customers.import.problem.emailOrPhone') })}{' '}
          <button type="button" className="font-semibold underline" onClick={onChangeColumns}>
            {t('customers.import.noContact.choose')}
          </button>
        </p>
      </div>
    </div>
  );
}
