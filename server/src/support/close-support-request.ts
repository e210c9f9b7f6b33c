import type { TAdminSupportDetail } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordAudit, type TAuditActor } from '../admin/index.ts';
import type { TDb } from '../db/client.ts';
import { supportRequests } from '../db/schema/index.ts';
import { getSupportRequest } from './get-support-request.ts';
import { lockSupportRequest } from './lock-support-request.ts';

/** Closes a request (answered or not); closing one already closed changes nothing and records nothing. */
export async function closeSupportRequest({
  db,
  requestId,
  actor,
}: {
  db: TDb;
  requestId: string;
  actor: TAuditActor;
}): Promise<TAdminSupportDetail['request']> {
  await db.transaction(async (tx) => {
    const request = await lockSupportRequest(tx, requestId);
    if (request.status === 'closed') return;
    await tx
      .update(supportRequests)
      .set({ status: 'closed' })
      .where(and(eq(supportRequests.businessId, request.businessId), eq(supportRequests.id, requestId)));
    await recordAudit({
      db: tx,
      entry: {
        actor,
        action: 'support.close',
        targetType: 'business',
        targetId: request.businessId,
        before: { requestId, status: request.status },
        after: { requestId, status: 'closed' },
      },
    });
  });
  return getSupportRequest({ db, requestId });
}
