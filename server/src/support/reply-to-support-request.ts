import { SUPPORT_MESSAGES, type TAdminSupportDetail } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit, type TAuditActor } from '../admin/index.ts';
import { effectiveTier } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { supportReplies, supportRequests } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { MESSAGING_JOBS } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { getSupportRequest } from './get-support-request.ts';
import { lockSupportRequest } from './lock-support-request.ts';
import { supportReplyEmail } from './support-reply-email.ts';

/**
 * Stores the super admin's reply, marks the request answered and queues the email to the requester, in one
 * transaction under the request's row lock (a reply racing a close cannot land on a closed request). The audit row
 * names the business and the request, never the text.
 */
export async function replyToSupportRequest({
  db,
  queue,
  appUrl,
  requestId,
  body,
  actor,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  appUrl: string;
  requestId: string;
  body: string;
  actor: TAuditActor;
}): Promise<TAdminSupportDetail['request']> {
  await db.transaction(async (tx) => {
    const request = await lockSupportRequest(tx, requestId);
    if (request.status === 'closed') throw new AppError('CONFLICT', SUPPORT_MESSAGES.alreadyClosed);
    const { businessId } = request;
    await tx.insert(supportReplies).values({ businessId, requestId, authorUserId: actor.userId, body });
    await tx
      .update(supportRequests)
      .set({ status: 'answered', answeredAt: sql`now()` })
      .where(and(eq(supportRequests.businessId, businessId), eq(supportRequests.id, requestId)));
    await queue.send(
      MESSAGING_JOBS.sendEmail,
      supportReplyEmail({
        to: request.requesterEmail,
        businessId,
        requesterName: request.requesterName,
        subject: request.subject,
        question: request.message,
        reply: body,
        helpLink: `${appUrl}/dashboard?help=open`,
        whiteLabel: (await effectiveTier({ db: tx, businessId })).features.whiteLabel,
      }),
      { tx },
    );
    await recordAudit({
      db: tx,
      entry: { actor, action: 'support.reply', targetType: 'business', targetId: businessId, after: { requestId } },
    });
  });
  return getSupportRequest({ db, requestId });
}
