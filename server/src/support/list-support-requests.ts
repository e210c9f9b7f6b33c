import type { TSupportRequest } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { supportRequests } from '../db/schema/index.ts';
import { repliesOf, toSupportRequest } from './to-support-request.ts';

/** How many of its requests the Help dialog shows. */
const LATEST = 20;

/** The business's own latest requests with their replies, newest first (any team member sees the team's). */
export async function listSupportRequests({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TSupportRequest[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.businessId, businessId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(LATEST);
  const replies = await repliesOf({ db, businessId, requestIds: rows.map((r) => r.id) });
  return rows.map((row) => toSupportRequest(row, replies.get(row.id) ?? []));
}
