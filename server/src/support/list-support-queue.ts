import type { TAdminSupportFilter, TAdminSupportList, TSupportStatus } from '@regulars/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, supportReplies, supportRequests } from '../db/schema/index.ts';

/** Open before answered before closed: what still waits for the operator comes first. */
const statusRank = sql`case ${supportRequests.status} when 'open' then 0 when 'answered' then 1 else 2 end`;

const replyCount = sql<number>`(select count(*)::int from ${supportReplies}
  where ${supportReplies.businessId} = ${supportRequests.businessId} and ${supportReplies.requestId} = ${supportRequests.id})`;

/**
 * The super admin's queue across every business: open first; within, priority (a plan with priority support) first,
 * then the oldest first, so the one waiting longest is answered next. Paged; `open` counts the whole queue's open ones.
 */
export async function listSupportQueue({
  db,
  query,
}: {
  db: TExecutor;
  query: { status: TAdminSupportFilter; page: number; limit: number };
}): Promise<TAdminSupportList> {
  const where = query.status === 'all' ? undefined : eq(supportRequests.status, query.status);
  const [rows, [total], [open]] = await Promise.all([
    db
      .select({ request: supportRequests, businessName: businesses.companyName, replyCount })
      .from(supportRequests)
      .innerJoin(businesses, eq(businesses.id, supportRequests.businessId))
      .where(where)
      .orderBy(statusRank, desc(supportRequests.priority), asc(supportRequests.createdAt), asc(supportRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(supportRequests).where(where),
    db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.status, 'open')),
  ]);
  return {
    requests: rows.map(({ request: r, businessName, replyCount: replies }) => ({
      id: r.id,
      businessId: r.businessId,
      businessName,
      subject: r.subject,
      pagePath: r.pagePath,
      requesterName: r.requesterName,
      requesterEmail: r.requesterEmail,
      planName: r.planName,
      priority: r.priority,
      status: r.status as TSupportStatus,
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt?.toISOString() ?? null,
      replyCount: Number(replies),
    })),
    total: Number(total?.n ?? 0),
    open: Number(open?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
