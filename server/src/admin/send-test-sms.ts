import { ADMIN_CONFIG_MESSAGES, normalizePhone, type TTestSendQueued, type TTestSmsRequest } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { ADMIN_JOBS } from './jobs.ts';
import type { TAuditActor } from './record-audit.ts';
import { testSendLimiter } from './test-send-limit.ts';

/**
 * Queues a test SMS to the platform's SMS provider (the outbox unless Twilio is set); the job
 * (deliver-test-message.ts) sends and audits it. It belongs to no business: no credits, no monthly usage. Throws
 * VALIDATION for a number that is not a possible phone number, RATE_LIMITED past the admin's budget.
 */
export async function sendTestSms({
  db,
  queue,
  input,
  actor,
  defaultRegion,
}: {
  db: TDb;
  queue: TQueue;
  input: TTestSmsRequest;
  actor: TAuditActor;
  defaultRegion: string;
}): Promise<TTestSendQueued> {
  const to = normalizePhone(input.recipientPhone, defaultRegion);
  if (!to) {
    throw new AppError('VALIDATION', ADMIN_CONFIG_MESSAGES.invalidPhone, {
      recipientPhone: [ADMIN_CONFIG_MESSAGES.invalidPhone],
    });
  }
  await testSendLimiter.hit(db, actor.userId);
  const id = await queue.send(ADMIN_JOBS.sendTestMessage, { actor, channel: 'sms', to, body: input.message });
  if (!id) throw new Error('the test SMS was not queued');
  return { testSendId: id };
}
