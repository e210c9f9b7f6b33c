import { MAILCHIMP_MESSAGES, type TMailchimpSyncResult, ZMailchimpSyncResult } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { mailchimpConnections } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';

export type TConnectionRow = typeof mailchimpConnections.$inferSelect;

/** The business's connection, or null. The business id is the key: no other business's row can be read. */
export async function findConnection({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TConnectionRow | null> {
  const [row] = await db.select().from(mailchimpConnections).where(eq(mailchimpConnections.businessId, businessId));
  return row ?? null;
}

/** The connection, or 400 asking to connect first (for the routes that need one). */
export async function requireConnection(args: { db: TExecutor; businessId: string }): Promise<TConnectionRow> {
  const row = await findConnection(args);
  if (!row) throw new AppError('VALIDATION', MAILCHIMP_MESSAGES.notConnected);
  return row;
}

/** The saved key, opened; null when it no longer opens (AUTH_SECRET changed): the business connects again. */
export async function openKey({ secrets, row }: { secrets: TSecretBox; row: TConnectionRow }): Promise<string | null> {
  return secrets.decrypt(row.apiKeyEncrypted).catch(() => null);
}

/**
 * last_sync_result as the page shows it: the counts and errors. The row also keeps the sync's cursor (when MailChimp's
 * unsubscribes were last read), which stays on the server.
 */
export function readSyncResult(row: TConnectionRow): TMailchimpSyncResult | null {
  const parsed = ZMailchimpSyncResult.safeParse(row.lastSyncResult);
  return parsed.success ? parsed.data : null;
}

/** When MailChimp's unsubscribes were last read up to (the next sync asks only for later changes); null: never. */
export function unsubscribesCursor(row: TConnectionRow): Date | null {
  const value = row.lastSyncResult.unsubscribesCheckedAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null;
}

/** A claimed sync older than this is taken to have died with its worker: another may start. */
export const STALE_RUN_MS = 30 * 60_000;
