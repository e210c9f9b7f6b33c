import { SUPPORT_MESSAGES, type TAdminSupportDetail } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, supportRequests } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { repliesOf, toSupportRequest } from './to-support-request.ts';

/** One request of any business, with its thread, for the super admin (the key's id leads, so this probes the index). */
export async function getSupportRequest({
  db,
  requestId,
}: {
  db: TExecutor;
  requestId: string;
}): Promise<TAdminSupportDetail['request']> {
  const [row] = await db
    .select({ request: supportRequests, businessName: businesses.companyName })
    .from(supportRequests)
    .innerJoin(businesses, eq(businesses.id, supportRequests.businessId))
    .where(eq(supportRequests.id, requestId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
  const { businessId } = row.request;
  const replies = await repliesOf({ db, businessId, requestIds: [requestId] });
  return {
    ...toSupportRequest(row.request, replies.get(requestId) ?? []),
    businessId,
    businessName: row.businessName,
  };
}
