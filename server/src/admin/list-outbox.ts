import type { TOutboxList, TOutboxQuery } from '@regulars/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { messageLinks } from '../campaigns/index.ts';
import type { TDb } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { businesses, campaigns, communicationLogs, outboxMessages } from '../db/schema/index.ts';
import { linkHost, type TMessageLinks } from '../messaging/index.ts';
import { previewWithoutTracking, type TTrackedLink, trackedLinks } from './outbox-preview.ts';

/**
 * The outbox providers' messages, newest first, a page at a time with the total: one exact recipient (`to`), or
 * recipients containing `search` in any case (trigram-indexed). Each comes as sent and as a preview without its
 * tracking (outbox-preview.ts).
 */
export async function listOutbox({
  db,
  tracking,
  query,
}: {
  db: TDb;
  tracking: TMessageLinks;
  query: TOutboxQuery;
}): Promise<TOutboxList> {
  const { page, limit } = query;
  const search = query.search?.toLowerCase();
  const where: SQL | undefined = and(
    query.to ? eq(outboxMessages.to, query.to) : undefined,
    search ? sql`lower(${outboxMessages.to}) like ${containsPattern(search)}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  const links = trackedLinks(rows.flatMap((r) => [r.text, r.html]));
  const [destinations, senders] = await Promise.all([
    linkDestinations({ db, tracking, links }),
    businessNames(
      db,
      rows.map((r) => r.businessId),
    ),
  ]);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      fromName: r.fromName,
      subject: r.subject,
      text: r.text,
      html: r.html,
      preview: previewWithoutTracking({ text: r.text, html: r.html, destinations }),
      business: r.businessId ? (senders.get(r.businessId) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page,
    limit,
  };
}

/** Where each tracked link goes (its campaign's link at its index), read in one query; unknown links are left out. */
async function linkDestinations({
  db,
  tracking,
  links,
}: {
  db: TDb;
  tracking: TMessageLinks;
  links: TTrackedLink[];
}): Promise<Map<string, string>> {
  const targets = links.flatMap((link) => {
    const target = tracking.clickFromToken(link.token, link.host);
    return target ? [{ ...link, ...target }] : [];
  });
  const destinations = new Map<string, string>();
  if (targets.length === 0) return destinations;
  const logs = await db
    .select({ id: communicationLogs.id, links: messageLinks() })
    .from(communicationLogs)
    .innerJoin(
      campaigns,
      and(eq(campaigns.id, communicationLogs.campaignId), eq(campaigns.businessId, communicationLogs.businessId)),
    )
    .where(inArray(communicationLogs.id, [...new Set(targets.map((t) => t.logId))]));
  const linksOf = new Map(logs.map((l) => [l.id, l.links]));
  for (const target of targets) {
    const url = linksOf.get(target.logId)?.[target.index];
    if (!url || !/^https?:\/\//i.test(url)) continue;
    if (target.host !== null && linkHost(url) !== target.host.toLowerCase()) continue;
    destinations.set(target.url, url);
  }
  return destinations;
}

/** The page's businesses by id, with their names (a deleted business's id finds none: shown as no business). */
async function businessNames(db: TDb, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, { id: string; companyName: string }>();
  const rows = await db
    .select({ id: businesses.id, companyName: businesses.companyName })
    .from(businesses)
    .where(inArray(businesses.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
