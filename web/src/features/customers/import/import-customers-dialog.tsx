import {
  balanceColumnLabel,
  hasContactColumn,
  IMPORT_COLUMNS,
  IMPORT_CONSENT_CHANNELS,
  IMPORT_CONSENT_LABELS,
  IMPORT_HISTORY_COLUMNS,
  IMPORT_HISTORY_LABELS,
  IMPORT_PREVIEW_ROWS,
  importFitOffer,
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
import { cn } from '../../../lib/cn.ts';
import { formatCount, formatCountOf } from '../../../lib/format-number.ts';
import { ColumnMappingStep, NoContactColumnWarning } from './column-mapping-step.tsx';
import { downloadText } from './csv.ts';
import { consentSummary, importConsent } from './import-consent.ts';
import { ResultsStep } from './import-results-step.tsx';
import { UpdateExistingOption } from './update-existing-option.tsx';
import { useBalancePrograms } from './use-balance-programs.ts';
import { type TImportStep, useCsvImport } from './use-csv-import.ts';

const STEPS: { key: TImportStep; label: string }[] = [
  { key: 'upload', label: 'Upload' },
  { key: 'mapping', label: 'Columns' },
  { key: 'preview', label: 'Preview' },
  { key: 'validating', label: 'Validate' },
  { key: 'importing', label: 'Import' },
  { key: 'results', label: 'Results' },
];

const SAMPLE = 'first_name,last_name,email,phone,birthday\r\nJane,Doe,jane@example.com,(555) 123-4567,1990-04-15\r\n';

export function ImportCustomersDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
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
          <DialogTitle>Import Customers</DialogTitle>
          <DialogDescription>
            Upload a CSV of your customers: first name, last name, email, phone and birthday.
          </DialogDescription>
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
              Validating {formatCount(state.rows.length)} rows...
            </div>
          )}
          {state.step === 'importing' && <ImportingStep done={state.progress.done} total={state.progress.total} />}
          {state.step === 'results' && <ResultsStep wizard={wizard} />}
        </DialogBody>
        <DialogFooter>
          {state.step === 'mapping' && (
            <>
              <Button variant="secondary" onClick={wizard.back}>
                Back
              </Button>
              <Button onClick={wizard.showPreview}>Continue</Button>
            </>
          )}
          {state.step === 'preview' && (
            <>
              <Button variant="secondary" onClick={wizard.back}>
                Back
              </Button>
              {state.limitOffer ? (
                state.limitOffer.room > 0 && (
                  <Button onClick={() => wizard.start(true)}>{importFitOffer(state.limitOffer.room)}</Button>
                )
              ) : (
                <Button onClick={() => wizard.start()}>Import {formatCount(state.rows.length)} rows</Button>
              )}
            </>
          )}
          {(state.step === 'upload' || state.step === 'results') && (
            <Button variant={state.step === 'results' ? 'primary' : 'secondary'} onClick={() => close(false)}>
              {state.step === 'results' ? 'Done' : 'Cancel'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type TWizard = ReturnType<typeof useCsvImport>;

function StepIndicator({ step }: { step: TImportStep }) {
  const current = STEPS.findIndex((s) => s.key === step);
  return (
    <ol className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs" aria-label="Import steps">
      {STEPS.map((s, i) => (
        <li key={s.key} className="flex items-center gap-1.5" aria-current={i === current ? 'step' : undefined}>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 font-medium',
              i === current ? 'bg-brand-600 text-white' : i < current ? 'bg-brand-50 text-brand-700' : 'text-gray-500',
            )}
          >
            {s.label}
          </span>
          {i < STEPS.length - 1 && <span className="text-gray-300">›</span>}
        </li>
      ))}
    </ol>
  );
}

function UploadStep({ wizard }: { wizard: TWizard }) {
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
          {error}
          {planLimit && (
            <>
              {' '}
              <Link to="/subscription" className="font-semibold underline">
                Upgrade plan
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
        <span className="text-sm font-semibold text-gray-900">Choose a CSV file or drag it here</span>
        <span className="text-xs text-gray-500">.csv, less than 5MB</span>
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label="CSV file"
        data-testid="csv-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void wizard.chooseFile(file);
        }}
      />
      <p className="text-xs text-gray-500">
        Each row needs an email or a phone. Birthdays like 1990-04-15 or 15 Apr 1990.{' '}
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline"
          onClick={() => downloadText('customers_template.csv', SAMPLE)}
        >
          Download a template
        </button>
      </p>
    </>
  );
}

function PreviewStep({ wizard, programs: all }: { wizard: TWizard; programs: TBalanceProgram[] }) {
  const { rows, fileName, mapping, balanceMapping, limitOffer, error, consentFrom } = wizard.state;
  const consent = mapping && importConsent(consentFrom, mapping);
  const programs = all.filter((p) => balanceMapping[p.id]);
  const history = IMPORT_HISTORY_COLUMNS.filter((c) => mapping?.[c]);
  return (
    <>
      {mapping && !hasContactColumn(mapping) && <NoContactColumnWarning onChangeColumns={wizard.editMapping} />}
      {error && <Alert tone="error">{error}</Alert>}
      {limitOffer && (
        <Alert tone="error">
          {limitOffer.message}{' '}
          <Link to="/subscription" className="font-semibold underline">
            Upgrade plan
          </Link>
          {limitOffer.room > 0 && (
            <p className="mt-1.5">
              Your plan has room for {formatCount(limitOffer.room)} more: you can import the first{' '}
              {formatCount(limitOffer.room)} valid rows of the file now, and the rest are listed as not imported.
            </p>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
        <FileSpreadsheet className="size-4 text-gray-400" aria-hidden />
        <span className="min-w-0 truncate font-medium">{fileName}</span>
        <span className="text-gray-500">
          · {formatCountOf(rows.length, 'row')}
          {rows.length > IMPORT_PREVIEW_ROWS && `, showing the first ${IMPORT_PREVIEW_ROWS}`}
        </span>
        <button
          type="button"
          className="ml-auto text-sm font-medium text-brand-600 hover:underline"
          onClick={wizard.editMapping}
        >
          Change columns
        </button>
      </div>
      {/* A wide preview scrolls sideways, and says so while columns are hidden. */}
      <SidewaysScroll label="Rows to import" className="rounded-lg border border-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-xs">
          <thead className="bg-gray-50 text-left text-gray-500">
            <tr>
              <th className="px-3 py-2 font-medium">Row</th>
              {IMPORT_COLUMNS.map((c) => (
                <th key={c} className="px-3 py-2 font-medium">
                  {c}
                </th>
              ))}
              {programs.map((p) => (
                <th key={p.id} className="px-3 py-2 font-medium whitespace-nowrap">
                  {balanceColumnLabel(p)}
                </th>
              ))}
              {history.map((c) => (
                <th key={c} className="px-3 py-2 font-medium whitespace-nowrap">
                  {IMPORT_HISTORY_LABELS[c]}
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
            Marketing consent
          </h3>
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
            {IMPORT_CONSENT_CHANNELS.map((channel) => (
              <div key={channel} className="contents">
                <dt className="text-gray-500">{IMPORT_CONSENT_LABELS[channel]}</dt>
                <dd className="text-gray-900">{consentSummary(consent, channel, rows)}</dd>
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
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="space-y-3 py-6">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-gray-900">Importing customers...</span>
        <span className="text-gray-500">
          {formatCount(done)} / {formatCount(total)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
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
      <p className="text-xs text-gray-500">Keep this window open until the import finishes.</p>
    </div>
  );
}
