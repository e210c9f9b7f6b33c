import type { TAppMessageKey, TDataExport } from '@regulars/contracts';
import { Database, Download, FileArchive, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDataExports, useStartDataExport } from '../../api/data-exports.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatZonedDateTime } from '../../lib/format-date.ts';
import { fileSizeOf, formatDecimalIn, formatPercent } from '../../lib/format-number.ts';
import { dataExportMessageIn, dataExportRefusal } from './data-export-refusals.ts';

/** The catalogue's key for each unit of a file's size. */
const SIZE_UNITS = {
  bytes: 'settings.data.bytes',
  kilobytes: 'settings.data.kilobytes',
  megabytes: 'settings.data.megabytes',
  gigabytes: 'settings.data.gigabytes',
} as const satisfies Record<string, TAppMessageKey>;

/** '850 KB', '12.4 MB' ('12,4 Mo' in French): the ZIP's size. */
function fileSize(words: TAppWords, bytes: number): string {
  const { value, unit } = fileSizeOf(bytes);
  return words.t(SIZE_UNITS[unit], { size: formatDecimalIn(value, words.locale, 1) });
}

/** The bar while a job builds the export: the page asks for its progress every moment and the bar follows. */
function Building({ current }: { current: TDataExport }) {
  const { t, locale } = useAppWords();
  return (
    <div className="space-y-3" data-testid="data-export-running">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-medium text-gray-900">
          {current.status === 'queued' ? t('settings.data.queued') : t('settings.data.running')}
        </p>
        <span className="text-gray-500 tabular-nums">{formatPercent(current.progress, undefined, locale)}</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label={t('settings.data.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={current.progress}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all duration-500"
          style={{ width: `${Math.max(current.progress, 3)}%` }}
        />
      </div>
      <p className="text-sm text-gray-500">{t('settings.data.canLeave')}</p>
    </div>
  );
}

function Ready({ current, onAgain, starting }: { current: TDataExport; onAgain: () => void; starting: boolean }) {
  const words = useAppWords();
  const { t } = words;
  const zone = useBusinessTimeZone();
  return (
    <div className="space-y-4" data-testid="data-export-ready">
      <div className="flex items-start gap-3 rounded-lg border border-gray-200 bg-gray-50 px-4 py-3">
        <FileArchive className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium text-gray-900">{current.fileName}</p>
          <p className="text-gray-500">
            {t('settings.data.readyLine', {
              size: fileSize(words, current.byteSize ?? 0),
              date: formatZonedDateTime(current.expiresAt, zone, words.locale),
            })}
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
          {t('settings.data.download')}
        </a>
        <Button variant="secondary" className="w-full sm:w-auto" loading={starting} onClick={onAgain}>
          {starting ? t('settings.data.starting') : t('settings.data.again')}
        </Button>
      </div>
    </div>
  );
}

/** /settings → Data: the team admin exports all of the business's data as a ZIP of CSV files. */
export function DataExportCard() {
  const words = useAppWords();
  const { t } = words;
  const exports = useDataExports();
  const start = useStartDataExport();
  const current = exports.data?.exports[0];

  const begin = () =>
    start.mutate(undefined, {
      onError: (error) => toast.error(t('settings.data.startFailed'), { description: dataExportRefusal(words, error) }),
    });

  let body: ReactNode;
  if (exports.isPending) {
    body = (
      <div className="space-y-2" role="status" aria-busy="true" aria-label={t('settings.data.loading')}>
        <div className="h-4 w-2/3 animate-pulse rounded bg-gray-100" />
        <div className="h-10 w-40 animate-pulse rounded-lg bg-gray-100" />
      </div>
    );
  } else if (exports.isError) {
    body = (
      <p className="text-sm text-gray-600">
        {t('settings.data.loadFailed')}{' '}
        <button type="button" className="font-medium text-brand-600 hover:underline" onClick={() => exports.refetch()}>
          {t('settings.tryAgain')}
        </button>
      </p>
    );
  } else if (!exports.data?.canExport) {
    body = (
      <p className="flex items-start gap-2 text-sm text-gray-600" data-testid="data-export-admin-only">
        <Lock className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
        {t('settings.data.adminOnly')} {t('settings.data.askAdmin')}
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
          <Alert title={t('settings.data.lastFailed')} data-testid="data-export-failed">
            {dataExportMessageIn(words, current.error ?? '', 'settings.data.failed')}
          </Alert>
        ) : (
          <p className="text-sm text-gray-500" data-testid="data-export-empty">
            {t('settings.data.empty')}
          </p>
        )}
        <Button className="w-full sm:w-auto" loading={start.isPending} onClick={begin}>
          <Database className="size-4" aria-hidden />
          {start.isPending
            ? t('settings.data.starting')
            : current?.status === 'failed'
              ? t('settings.tryAgain')
              : t('settings.data.export')}
        </Button>
      </div>
    );
  }

  return (
    <Card id="data" className="scroll-mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="size-4 text-brand-600" aria-hidden />
          {t('settings.data.title')}
        </CardTitle>
        <CardDescription>{t('settings.data.description')}</CardDescription>
      </CardHeader>
      <SettingsGroup title={t('settings.data.exportTitle')} description={t('settings.data.what')}>
        {body}
      </SettingsGroup>
    </Card>
  );
}
