import type { TSupportReply, TSupportRequest, TSupportStatus } from '@regulars/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { supportReplies, type supportRequests } from '../db/schema/index.ts';

type TRequestRow = typeof supportRequests.$inferSelect;
type TReplyRow = typeof supportReplies.$inferSelect;

export function toSupportRequest(row: TRequestRow, replies: TReplyRow[]): TSupportRequest {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    pagePath: row.pagePath,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
    planName: row.planName,
    priority: row.priority,
    status: row.status as TSupportStatus,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    replies: replies.map(toSupportReply),
  };
}

function toSupportReply(row: TReplyRow): TSupportReply {
  return { id: row.id, body: row.body, createdAt: row.createdAt.toISOString() };
}

/** The replies of some of one business's requests, oldest first, grouped by request id. */
export async function repliesOf({
  db,
  businessId,
  requestIds,
}: {
  db: TExecutor;
  businessId: string;
  requestIds: string[];
}): Promise<Map<string, TReplyRow[]>> {
  const byRequest = new Map<string, TReplyRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(supportReplies)
    .where(and(eq(supportReplies.businessId, businessId), inArray(supportReplies.requestId, requestIds)))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}
