import {
  ADMIN_CONFIG_MESSAGES,
  normalizePhone,
  type TTestSendResponse,
  type TTestSmsRequest,
} from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { providerFailure } from './provider-failure.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';
import { testSendLimiter } from './test-send-limit.ts';

/**
 * Sends a test SMS through the platform's SMS provider (the outbox unless Twilio is set). It belongs to no
 * business, so no credits are spent and no monthly SMS usage is counted. Throws VALIDATION for a number that is
 * not a possible phone number, RATE_LIMITED past the admin's budget, UNAVAILABLE when the provider refuses.
 */
export async function sendTestSms({
  db,
  sms,
  input,
  actor,
  defaultRegion,
}: {
  db: TDb;
  sms: TSmsProvider;
  input: TTestSmsRequest;
  actor: TAuditActor;
  defaultRegion: string;
}): Promise<TTestSendResponse> {
  const to = normalizePhone(input.recipientPhone, defaultRegion);
  if (!to) {
    throw new AppError('VALIDATION', ADMIN_CONFIG_MESSAGES.invalidPhone, {
      recipientPhone: [ADMIN_CONFIG_MESSAGES.invalidPhone],
    });
  }
  await testSendLimiter.hit(db, actor.userId);
  let providerMessageId: string;
  try {
    ({ providerMessageId } = await sms.send({ to, body: input.message }));
  } catch (error) {
    throw providerFailure(error, ADMIN_CONFIG_MESSAGES.smsFailed);
  }
  await recordAudit({
    db,
    entry: {
      actor,
      action: 'test.sms',
      targetType: 'sms',
      targetId: to,
      after: { recipientPhone: to, length: input.message.length, provider: sms.name, messageId: providerMessageId },
    },
  });
  return { success: true, messageId: providerMessageId || null };
}
