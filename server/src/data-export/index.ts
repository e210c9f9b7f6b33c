/** "Export all data" (issue 33): what the job runner and the app compose. */
export { buildDataExport } from './build-data-export.ts';
export { deleteExpiredExports } from './delete-expired-exports.ts';
export { DATA_EXPORT_JOBS, dataExportJobSpecs } from './jobs.ts';
