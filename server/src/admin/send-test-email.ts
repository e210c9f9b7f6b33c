import type { TTestEmailRequest, TTestSendQueued } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { ADMIN_JOBS } from './jobs.ts';
import type { TAuditActor } from './record-audit.ts';
import { testSendLimiter } from './test-send-limit.ts';

/**
 * Queues a test email to the platform's email provider (the outbox unless SMTP or SendGrid is set); the job
 * (deliver-test-message.ts) sends and audits it. It belongs to no business: no credits, no usage. Throws
 * RATE_LIMITED past the admin's budget.
 */
export async function sendTestEmail({
  db,
  queue,
  input,
  actor,
}: {
  db: TDb;
  queue: TQueue;
  input: TTestEmailRequest;
  actor: TAuditActor;
}): Promise<TTestSendQueued> {
  await testSendLimiter.hit(db, actor.userId);
  const id = await queue.send(ADMIN_JOBS.sendTestMessage, {
    actor,
    channel: 'email',
    to: input.recipientEmail,
    recipientName: input.recipientName ?? null,
    subject: input.subject,
    body: input.body,
  });
  if (!id) throw new Error('the test email was not queued');
  return { testSendId: id };
}
