import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { campaigns, communicationLogs } from '../db/schema/index.ts';
import { linkHost } from '../messaging/index.ts';
import { messageLinks } from './message-links.ts';

/**
 * A click on a campaign message's tracked link: the URL the business wrote at that index of the links of the
 * message's version (message-links.ts: an A/B test's version B has its own) (null: no such message or link, so no redirect at all), and the click counted: every click in click_count, the
 * first in clicked_at and the campaign's clicked count. `count` false (a HEAD, a link preview) only looks it up.
 * `host`, the host the link showed (null for a link of the first version, which showed none): the redirect goes
 * there or nowhere. The link names no business: the first query, by the message id, finds it; the rest is scoped by it.
 */
export async function recordClick({
  db,
  logId,
  index,
  host,
  count,
  onlyBusinessId = null,
}: {
  db: TDb;
  logId: string;
  index: number;
  host: string | null;
  count: boolean;
  /** On a business's own domain: another business's message is unknown there (platform/host-business.ts). */
  onlyBusinessId?: string | null;
}): Promise<string | null> {
  const [row] = await db
    .select({
      businessId: communicationLogs.businessId,
      campaignId: campaigns.id,
      links: messageLinks(),
      clickedAt: communicationLogs.clickedAt,
    })
    .from(communicationLogs)
    .innerJoin(
      campaigns,
      and(eq(campaigns.id, communicationLogs.campaignId), eq(campaigns.businessId, communicationLogs.businessId)),
    )
    .where(eq(communicationLogs.id, logId))
    .limit(1);
  const url = row?.links[index];
  if (!row || !url || !/^https?:\/\//i.test(url)) return null;
  if (onlyBusinessId !== null && row.businessId !== onlyBusinessId) return null;
  if (host !== null && linkHost(url) !== host.toLowerCase()) return null;
  if (!count) return url;
  const [first] = await db
    .update(communicationLogs)
    .set({
      clickedAt: sql`coalesce(${communicationLogs.clickedAt}, now())`,
      clickCount: sql`${communicationLogs.clickCount} + 1`,
    })
    .where(and(eq(communicationLogs.businessId, row.businessId), eq(communicationLogs.id, logId)))
    .returning({
      // A subquery in RETURNING reads the row as it was before this update.
      first: sql<boolean>`(select l.clicked_at from ${communicationLogs} l where l.id = ${logId}) is null`,
    });
  if (first?.first) {
    await db
      .update(campaigns)
      .set({ clickedCount: sql`${campaigns.clickedCount} + 1` })
      .where(and(eq(campaigns.businessId, row.businessId), eq(campaigns.id, row.campaignId)));
  }
  return url;
}
