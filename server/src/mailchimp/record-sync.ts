import type { TMailchimpSyncResult, TMailchimpSyncStatus } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { mailchimpConnections } from '../db/schema/index.ts';

/**
 * Writes a finished sync: its status, counts and errors, and the cursor the next sync reads MailChimp's unsubscribes
 * from (kept in the same jsonb, never sent to the browser). Nothing is written once the business
 * disconnected or chose another audience (the counts belong to the old one).
 */
export async function recordSync({
  db,
  businessId,
  audienceId,
  status,
  result,
  unsubscribesCheckedAt,
}: {
  db: TDb;
  businessId: string;
  audienceId: string;
  status: Exclude<TMailchimpSyncStatus, 'running'>;
  result: TMailchimpSyncResult;
  unsubscribesCheckedAt: Date | null;
}): Promise<void> {
  const now = new Date();
  await db
    .update(mailchimpConnections)
    .set({
      lastSyncAt: now,
      lastSyncStatus: status,
      lastSyncResult: { ...result, unsubscribesCheckedAt: unsubscribesCheckedAt?.toISOString() ?? null },
      updatedAt: now,
    })
    .where(and(eq(mailchimpConnections.businessId, businessId), eq(mailchimpConnections.audienceId, audienceId)));
}
