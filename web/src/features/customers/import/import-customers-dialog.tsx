import {
  hasContactColumn,
  IMPORT_COLUMNS,
  IMPORT_CONSENT_CHANNELS,
  IMPORT_HISTORY_COLUMNS,
  IMPORT_PREVIEW_ROWS,
  type TAppMessageKey,
  type TBalanceProgram,
} from '@regulars/contracts';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { SidewaysScroll } from '../../../components/ui/sideways-scroll.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCountIn } from '../../../lib/format-number.ts';
import { ColumnMappingStep, NoContactColumnWarning } from './column-mapping-step.tsx';
import { downloadText } from './csv.ts';
import { consentSummary, importConsent } from './import-consent.ts';
import { balanceLabel, CONSENT_LABELS, FIELD_LABELS, PREVIEW_HEADERS } from './import-labels.ts';
import { importProblemIn } from './import-problems.ts';
import { ResultsStep } from './import-results-step.tsx';
import { UpdateExistingOption } from './update-existing-option.tsx';
import { useBalancePrograms } from './use-balance-programs.ts';
import { type TImportStep, useCsvImport } from './use-csv-import.ts';

const STEPS: { key: TImportStep; label: TAppMessageKey }[] = [
  { key: 'upload', label: 'customers.import.step.upload' },
  { key: 'mapping', label: 'customers.import.step.mapping' },
  { key: 'preview', label: 'customers.import.step.preview' },
  { key: 'validating', label: 'customers.import.step.validating' },
  { key: 'importing', label: 'customers.import.step.importing' },
  { key: 'results', label: 'customers.import.step.results' },
];

const SAMPLE = 'first_name,last_name,email,phone,birthday\r\nJane,Doe,jane@example.com,(555) 123-4567,1990-04-15\r\n';

export function ImportCustomersDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useAppWords();
  const programs = useBalancePrograms();
  const wizard = useCsvImport(programs);
  const { state } = wizard;
  const busy = state.step === 'validating' || state.step === 'importing';

  function close(next: boolean) {
    if (!next && busy) return;
    if (!next) wizard.reset();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl" hideClose={busy}>
        <DialogHeader>
          <DialogTitle>{t('customers.import.title')}</DialogTitle>
          <DialogDescription>{t('customers.import.description')}</DialogDescription>
          <StepIndicator step={state.step} />
        </DialogHeader>
        <DialogBody className="space-y-4">
          {state.step === 'upload' && <UploadStep wizard={wizard} />}
          {state.step === 'mapping' && state.csv && state.mapping && (
            <ColumnMappingStep
              csv={state.csv}
              mapping={state.mapping}
              programs={programs}
              balanceMapping={state.balanceMapping}
              onChange={wizard.setMapping}
              consentFrom={state.consentFrom}
              showConsentErrors={state.consentErrors}
              onConsentFromChange={wizard.setConsentFrom}
            />
          )}
          {state.step === 'preview' && <PreviewStep wizard={wizard} programs={programs} />}
          {state.step === 'validating' && (
            <div className="flex flex-col items-center gap-3 py-10 text-sm text-gray-600">
              <Spinner className="size-6" />
              {t('customers.import.validating', { count: state.rows.length })}
            </div>
          )}
          {state.step === 'importing' && <ImportingStep done={state.progress.done} total={state.progress.total} />}
          {state.step === 'results' && <ResultsStep wizard={wizard} />}
        </DialogBody>
        <DialogFooter>
          {state.step === 'mapping' && (
            <>
              <Button variant="secondary" onClick={wizard.back}>
                {t('customers.import.back')}
              </Button>
              <Button onClick={wizard.showPreview}>{t('customers.import.continue')}</Button>
            </>
          )}
          {state.step === 'preview' && (
            <>
              <Button variant="secondary" onClick={wizard.back}>
                {t('customers.import.back')}
              </Button>
              {state.limitOffer ? (
                state.limitOffer.room > 0 && (
                  <Button onClick={() => wizard.start(true)}>
                    {t('customers.import.fitOffer', { count: state.limitOffer.room })}
                  </Button>
                )
              ) : (
                <Button onClick={() => wizard.start()}>
                  {t('customers.import.start', { count: state.rows.length })}
                </Button>
              )}
            </>
          )}
          {(state.step === 'upload' || state.step === 'results') && (
            <Button variant={state.step === 'results' ? 'primary' : 'secondary'} onClick={() => close(false)}>
              {t(state.step === 'results' ? 'customers.import.done' : 'customers.import.cancel')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type TWizard = ReturnType<typeof useCsvImport>;

function StepIndicator({ step }: { step: TImportStep }) {
  const { t } = useAppWords();
  const current = STEPS.findIndex((s) => s.key === step);
  return (
    <ol className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs" aria-label={t('customers.import.steps')}>
      {STEPS.map((s, i) => (
        <li key={s.key} className="flex items-center gap-1.5" aria-current={i === current ? 'step' : undefined}>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 font-medium',
              i === current ? 'bg-brand-600 text-white' : i < current ? 'bg-brand-50 text-brand-700' : 'text-gray-500',
            )}
          >
            {t(s.label)}
          </span>
          {i < STEPS.length - 1 && <span className="text-gray-300">›</span>}
        </li>
      ))}
    </ol>
  );
}

function UploadStep({ wizard }: { wizard: TWizard }) {
  const words = useAppWords();
  const { t } = words;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { error, planLimit } = wizard.state;
  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void wizard.chooseFile(file);
  }
  return (
    <>
      {error && (
        <Alert tone="error">
          {importProblemIn(words, error, 'customers.import.problem.failed')}
          {planLimit && (
            <>
              {' '}
              <Link to="/subscription" className="font-semibold underline">
                {t('customers.import.upgradePlan')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-gray-300 hover:border-brand-400 hover:bg-gray-50',
        )}
      >
        <Upload className="size-8 text-gray-400" aria-hidden />
        <span className="text-sm font-semibold text-gray-900">{t('customers.import.choose')}</span>
        <span className="text-xs text-gray-500">{t('customers.import.fileHint')}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label={t('customers.import.file')}
        data-testid="csv-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void wizard.chooseFile(file);
        }}
      />
      <p className="text-xs text-gray-500">
        {t('customers.import.rules')}{' '}
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline"
          onClick={() => downloadText('customers_template.csv', SAMPLE)}
        >
          {t('customers.import.template')}
        </button>
      </p>
    </>
  );
}

function PreviewStep({ wizard, programs: all }: { wizard: TWizard; programs: TBalanceProgram[] }) {
  const words = useAppWords();
  const { t, locale } = words;
  const { rows, fileName, mapping, balanceMapping, limitOffer, error, consentFrom } = wizard.state;
  const consent = mapping && importConsent(consentFrom, mapping);
  const programs = all.filter((p) => balanceMapping[p.id]);
  const history = IMPORT_HISTORY_COLUMNS.filter((c) => mapping?.[c]);
  return (
    <>
      {mapping && !hasContactColumn(mapping) && <NoContactColumnWarning onChangeColumns={wizard.editMapping} />}
      {error && <Alert tone="error">{importProblemIn(words, error, 'customers.import.problem.failed')}</Alert>}
      {limitOffer && (
        <Alert tone="error">
          {importProblemIn(words, limitOffer.message, 'customers.import.problem.failed')}{' '}
          <Link to="/subscription" className="font-semibold underline">
            {t('customers.import.upgradePlan')}
          </Link>
          {limitOffer.room > 0 && (
            <p className="mt-1.5">{t('customers.import.roomLeft', { room: formatCountIn(limitOffer.room, locale) })}</p>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
        <FileSpreadsheet className="size-4 text-gray-400" aria-hidden />
        <span className="min-w-0 truncate font-medium">{fileName}</span>
        <span className="text-gray-500">
          ·{' '}
          {rows.length > IMPORT_PREVIEW_ROWS
            ? t('customers.import.rowsShowing', {
                count: rows.length,
                shown: formatCountIn(IMPORT_PREVIEW_ROWS, locale),
              })
            : t('customers.import.rows', { count: rows.length })}
        </span>
        <button
          type="button"
          className="ml-auto text-sm font-medium text-brand-600 hover:underline"
          onClick={wizard.editMapping}
        >
          {t('customers.import.changeColumns')}
        </button>
      </div>
      {/* A wide preview scrolls sideways, and says so while columns are hidden. */}
      <SidewaysScroll label={t('customers.import.rowsToImport')} className="rounded-lg border border-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-xs">
          <thead className="bg-gray-50 text-left text-gray-500">
            <tr>
              <th className="px-3 py-2 font-medium">{t('customers.import.row')}</th>
              {IMPORT_COLUMNS.map((c) => (
                <th key={c} className="px-3 py-2 font-medium">
                  {t(PREVIEW_HEADERS[c])}
                </th>
              ))}
              {programs.map((p) => (
                <th key={p.id} className="px-3 py-2 font-medium whitespace-nowrap">
                  {balanceLabel(words, p)}
                </th>
              ))}
              {history.map((c) => (
                <th key={c} className="px-3 py-2 font-medium whitespace-nowrap">
                  {t(FIELD_LABELS[c])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 text-gray-700">
            {rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => (
              <tr key={r.rowNumber}>
                <td className="px-3 py-2 text-gray-500">{r.rowNumber}</td>
                {IMPORT_COLUMNS.map((c) => (
                  <td key={c} className="max-w-40 truncate px-3 py-2">
                    {r[c]}
                  </td>
                ))}
                {programs.map((p) => (
                  <td key={p.id} className="px-3 py-2 tabular-nums">
                    {r.balances?.[p.id] ?? ''}
                  </td>
                ))}
                {history.map((c) => (
                  <td key={c} className="px-3 py-2 tabular-nums">
                    {r[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
      {consent && (
        <section aria-labelledby="import-consent-summary" data-testid="import-consent-summary">
          <h3 id="import-consent-summary" className="text-sm font-semibold text-gray-900">
            {t('customers.import.consent.title')}
          </h3>
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
            {IMPORT_CONSENT_CHANNELS.map((channel) => (
              <div key={channel} className="contents">
                <dt className="text-gray-500">{t(CONSENT_LABELS[channel])}</dt>
                <dd className="text-gray-900">{consentSummary(consent, channel, rows, words)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <UpdateExistingOption checked={wizard.state.updateExisting} onChange={wizard.setUpdateExisting} />
    </>
  );
}

function ImportingStep({ done, total }: { done: number; total: number }) {
  const { t, locale } = useAppWords();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="space-y-3 py-6">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-gray-900">{t('customers.import.importing')}</span>
        <span className="text-gray-500">
          {formatCountIn(done, locale)} / {formatCountIn(total, locale)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('customers.import.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-gray-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-gray-500">{t('customers.import.keepOpen')}</p>
    </div>
  );
}
