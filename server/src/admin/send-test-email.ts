import { ADMIN_CONFIG_MESSAGES, type TTestEmailRequest, type TTestSendResponse } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { providerFailure } from './provider-failure.ts';
import { recordAudit, type TAuditActor } from './record-audit.ts';
import { testSendLimiter } from './test-send-limit.ts';

/**
 * Sends a test email through the platform's email provider (the outbox unless SMTP or SendGrid is set). It belongs
 * to no business, so no credits are spent and no usage is counted. Throws RATE_LIMITED past the admin's budget,
 * UNAVAILABLE when the provider refuses.
 */
export async function sendTestEmail({
  db,
  email,
  input,
  actor,
}: {
  db: TDb;
  email: TEmailProvider;
  input: TTestEmailRequest;
  actor: TAuditActor;
}): Promise<TTestSendResponse> {
  await testSendLimiter.hit(db, actor.userId);
  let messageId: string;
  try {
    ({ messageId } = await email.send({ to: input.recipientEmail, subject: input.subject, text: input.body }));
  } catch (error) {
    throw providerFailure(error, ADMIN_CONFIG_MESSAGES.emailFailed);
  }
  await recordAudit({
    db,
    entry: {
      actor,
      action: 'test.email',
      targetType: 'email',
      targetId: input.recipientEmail,
      after: {
        recipientEmail: input.recipientEmail,
        recipientName: input.recipientName ?? null,
        subject: input.subject,
        provider: email.name,
        messageId,
      },
    },
  });
  return { success: true, messageId: messageId || null };
}
