import type { TJobSpec } from '../jobs/queue.ts';

export const DATA_EXPORT_JOBS = {
  build: 'data-export.build',
  deleteExpired: 'data-export.delete-expired',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Builds one "Export all data" ZIP into data_export_parts (build-data-export.ts). Ids only. */
    [DATA_EXPORT_JOBS.build]: { businessId: string; exportId: string };
    /** Hourly: exports past their 24 hours are deleted with their parts. No ids. */
    [DATA_EXPORT_JOBS.deleteExpired]: Record<string, never>;
  }
}

export const dataExportJobSpecs: TJobSpec[] = [
  // A failure is recorded on the export (the admin sees it and tries again): a retry would start it over unseen.
  { name: DATA_EXPORT_JOBS.build, retry: 'never' },
  { name: DATA_EXPORT_JOBS.deleteExpired, cron: '17 * * * *' },
];
