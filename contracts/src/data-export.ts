import { z } from 'zod';

/** "Export all data" (issue 33): a ZIP of the business's CSV files, built by a job, downloadable for 24 hours. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type TDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a ready export can be downloaded. */
export const DATA_EXPORT_VALID_HOURS = 24;

export const DATA_EXPORT_MESSAGES = {
  notFound: 'Export not found',
  expired: 'This export has expired (downloads work for 24 hours). Start a new one in Settings → Data.',
  notReady: 'This export is not ready yet. Wait for it to finish, then download it.',
  failed: 'The export could not be finished. Try again; if it fails again, contact support.',
  stalled: 'The export stopped before it finished. Try again.',
  adminOnly: 'Only the team admin can export all data.',
} as const;

export const ZDataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  fileName: z.string().nullable(),
  /** The ZIP's size in bytes once ready. */
  byteSize: z.number().nullable(),
  /** A plain reason when it failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Downloads work until then (24 hours after it was ready). */
  expiresAt: z.string().nullable(),
  /** Where a team admin's browser downloads it; null until ready. */
  downloadPath: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZDataExportResponse = z.object({ export: ZDataExport });

/** The latest exports, newest first (expired ones are gone); `canExport`: the caller is the team admin. */
export const ZDataExports = z.object({ exports: z.array(ZDataExport), canExport: z.boolean() });
export type TDataExports = z.infer<typeof ZDataExports>;
