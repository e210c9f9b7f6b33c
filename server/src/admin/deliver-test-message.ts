import { ADMIN_CONFIG_MESSAGES } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import type { TTestMessage } from './jobs.ts';
import { providerFailure } from './provider-failure.ts';
import { recordAudit } from './record-audit.ts';

/**
 * The `admin.send-test` job: hands a super admin's test message to the platform's provider, records it in the audit
 * log, and returns the provider's message id (the job's output, which the test page reads). A refusal fails the job
 * with the provider's words (UNAVAILABLE), shown as they are.
 */
export async function deliverTestMessage({
  message,
  ...deps
}: {
  db: TDb;
  email: TEmailProvider;
  sms: TSmsProvider;
  message: TTestMessage;
}): Promise<{ messageId: string | null }> {
  if (message.channel === 'email') {
    let messageId: string;
    try {
      ({ messageId } = await deps.email.send({ to: message.to, subject: message.subject, text: message.body }));
    } catch (error) {
      throw providerFailure(error, ADMIN_CONFIG_MESSAGES.emailFailed);
    }
    await recordAudit({
      db: deps.db,
      entry: {
        actor: message.actor,
        action: 'test.email',
        targetType: 'email',
        targetId: message.to,
        after: {
          recipientEmail: message.to,
          recipientName: message.recipientName,
          subject: message.subject,
          provider: deps.email.name,
          messageId,
        },
      },
    });
    return { messageId: messageId || null };
  }
  let providerMessageId: string;
  try {
    ({ providerMessageId } = await deps.sms.send({ to: message.to, body: message.body }));
  } catch (error) {
    throw providerFailure(error, ADMIN_CONFIG_MESSAGES.smsFailed);
  }
  await recordAudit({
    db: deps.db,
    entry: {
      actor: message.actor,
      action: 'test.sms',
      targetType: 'sms',
      targetId: message.to,
      after: {
        recipientPhone: message.to,
        length: message.body.length,
        provider: deps.sms.name,
        messageId: providerMessageId,
      },
    },
  });
  return { messageId: providerMessageId || null };
}
