import { z } from 'zod';

/** The business's audit trail as Settings shows it ("Recent activity"): who changed what, newest first. */
export const AUDIT_MESSAGES = {
  loadFailed: 'Could not load the recent activity',
  empty: 'Nothing yet. Creating or revoking an API key shows here, with who did it and when.',
  cursor: 'cursor is not one this list gave out: start again without it',
  limit: 'limit must be a whole number from 1 to 100',
} as const;

export const AUDIT_PAGE_DEFAULT = 20;

export const ZAuditQuery = z.object({
  limit: z.coerce
    .number({ error: AUDIT_MESSAGES.limit })
    .int(AUDIT_MESSAGES.limit)
    .min(1, AUDIT_MESSAGES.limit)
    .max(100, AUDIT_MESSAGES.limit)
    .default(AUDIT_PAGE_DEFAULT),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z.string({ error: AUDIT_MESSAGES.cursor }).max(200, AUDIT_MESSAGES.cursor).optional(),
});
export type TAuditQuery = z.output<typeof ZAuditQuery>;

export const ZBusinessAuditRow = z.object({
  id: z.string(),
  actor: z.object({ type: z.enum(['user', 'api_key', 'till']), label: z.string() }),
  /** A dotted verb: 'api_key.create', 'api_key.revoke', 'webhook.create'. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** What changed (a name, scopes, a URL), never a secret. */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TBusinessAuditRow = z.infer<typeof ZBusinessAuditRow>;

export const ZAuditPage = z.object({
  entries: z.array(ZBusinessAuditRow),
  /** Pass as `cursor` for older entries; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
