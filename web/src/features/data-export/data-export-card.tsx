import { DATA_EXPORT_MESSAGES, type TDataExport } from '@regulars/contracts';
import { Database, Download, FileArchive, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useDataExports, useStartDataExport } from '../../api/data-exports.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { formatZonedDateTime } from '../../lib/format-date.ts';
import { formatFileSize, formatPercent } from '../../lib/format-number.ts';

const WHAT =
  'A ZIP of spreadsheet files (CSV): customers, consents, programs, the ledger, rewards, the messages log, campaigns and their results, QR codes and locations, with a README describing every column.';

/** The bar while a job builds the export: the page asks for its progress every moment and the bar follows. */
function Building({ current }: { current: TDataExport }) {
  return (
    <div className="space-y-3" data-testid="data-export-running">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-medium text-gray-900">
          {current.status === 'queued' ? 'Starting your export…' : 'Building your export…'}
        </p>
        <span className="text-gray-500 tabular-nums">{formatPercent(current.progress)}</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={current.progress}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all duration-500"
          style={{ width: `${Math.max(current.progress, 3)}%` }}
        />
      </div>
      <p className="text-sm text-gray-500">You can leave this page: we'll email you the link when it's ready.</p>
    </div>
  );
}

function Ready({ current, onAgain, starting }: { current: TDataExport; onAgain: () => void; starting: boolean }) {
  const zone = useBusinessTimeZone();
  return (
    <div className="space-y-4" data-testid="data-export-ready">
      <div className="flex items-start gap-3 rounded-lg border border-gray-200 bg-gray-50 px-4 py-3">
        <FileArchive className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium text-gray-900">{current.fileName}</p>
          <p className="text-gray-500">
            {formatFileSize(current.byteSize ?? 0)} · Link valid until {formatZonedDateTime(current.expiresAt, zone)}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a
          href={current.downloadPath ?? undefined}
          download={current.fileName ?? undefined}
          className={buttonClasses({ className: 'w-full sm:w-auto' })}
        >
          <Download className="size-4" aria-hidden />
          Download
        </a>
        <Button variant="secondary" className="w-full sm:w-auto" loading={starting} onClick={onAgain}>
          {starting ? 'Starting…' : 'Export again'}
        </Button>
      </div>
    </div>
  );
}

/** /settings → Data: the team admin exports all of the business's data as a ZIP of CSV files. */
export function DataExportCard() {
  const exports = useDataExports();
  const start = useStartDataExport();
  const current = exports.data?.exports[0];

  const begin = () =>
    start.mutate(undefined, {
      onError: (error) => toast.error('The export could not be started', { description: errorMessage(error) }),
    });

  let body: ReactNode;
  if (exports.isPending) {
    body = (
      <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading your exports">
        <div className="h-4 w-2/3 animate-pulse rounded bg-gray-100" />
        <div className="h-10 w-40 animate-pulse rounded-lg bg-gray-100" />
      </div>
    );
  } else if (exports.isError) {
    body = (
      <p className="text-sm text-gray-600">
        Your exports could not be loaded.{' '}
        <button type="button" className="font-medium text-brand-600 hover:underline" onClick={() => exports.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (!exports.data?.canExport) {
    body = (
      <p className="flex items-start gap-2 text-sm text-gray-600" data-testid="data-export-admin-only">
        <Lock className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
        {DATA_EXPORT_MESSAGES.adminOnly} Ask them for a copy if you need one.
      </p>
    );
  } else if (current?.status === 'queued' || current?.status === 'running') {
    body = <Building current={current} />;
  } else if (current?.status === 'ready') {
    body = <Ready current={current} onAgain={begin} starting={start.isPending} />;
  } else {
    body = (
      <div className="space-y-4">
        {current?.status === 'failed' ? (
          <Alert title="The last export did not finish" data-testid="data-export-failed">
            {current.error ?? DATA_EXPORT_MESSAGES.failed}
          </Alert>
        ) : (
          <p className="text-sm text-gray-500" data-testid="data-export-empty">
            No export yet. It takes a minute or less for most businesses; the download link works for 24 hours.
          </p>
        )}
        <Button className="w-full sm:w-auto" loading={start.isPending} onClick={begin}>
          <Database className="size-4" aria-hidden />
          {start.isPending ? 'Starting…' : current?.status === 'failed' ? 'Try again' : 'Export all data'}
        </Button>
      </div>
    );
  }

  return (
    <Card id="data" className="scroll-mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="size-4 text-brand-600" aria-hidden />
          Data
        </CardTitle>
        <CardDescription>Take a copy of everything your business keeps on Regulars.</CardDescription>
      </CardHeader>
      <SettingsGroup title="Export all data" description={WHAT}>
        {body}
      </SettingsGroup>
    </Card>
  );
}
