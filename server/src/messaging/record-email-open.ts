import { and, eq, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, campaigns, communicationLogs } from '../db/schema/index.ts';

/**
 * One fetch of an email's open pixel: the first sets opened_at, every one adds to open_count. Only for an email the
 * provider did not refuse, and only while its business tracks opens (email_tracking_enabled). The log id comes from
 * a verified token (tracking-token.ts), which is the capability here: the pixel is fetched with no session, so the
 * business is the log's own: this update is the one lookup by the message id, and what follows is scoped by its business.
 */
export async function recordEmailOpen({ db, logId }: { db: TExecutor; logId: string }): Promise<boolean> {
  const tracked = db
    .select({ one: sql`1` })
    .from(businesses)
    .where(and(eq(businesses.id, communicationLogs.businessId), eq(businesses.emailTrackingEnabled, true)));
  const updated = await db
    .update(communicationLogs)
    .set({
      openedAt: sql`coalesce(${communicationLogs.openedAt}, now())`,
      openCount: sql`${communicationLogs.openCount} + 1`,
    })
    .where(
      and(
        eq(communicationLogs.id, logId),
        eq(communicationLogs.type, 'email'),
        ne(communicationLogs.status, 'failed'),
        sql`exists (${tracked})`,
      ),
    )
    .returning({
      id: communicationLogs.id,
      businessId: communicationLogs.businessId,
      campaignId: communicationLogs.campaignId,
      // A subquery in RETURNING reads the row as it was before this update: the first open of a campaign email.
      first: sql<boolean>`(select l.opened_at from ${communicationLogs} l where l.id = ${logId}) is null`,
    });
  const [open] = updated;
  if (open?.campaignId && open.first) {
    await db
      .update(campaigns)
      .set({ openedCount: sql`${campaigns.openedCount} + 1` })
      .where(and(eq(campaigns.businessId, open.businessId), eq(campaigns.id, open.campaignId)));
  }
  return updated.length > 0;
}
