import { recordSpend } from '../billing/record-spend.ts';
import type { TDb } from '../db/client.ts';
import { communicationLogs } from '../db/schema/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';

/**
 * One SMS to a customer, in one transaction: paid for (monthly allowance, then credits; a refusal throws the
 * PLAN_LIMIT error and writes nothing), handed to the SMS provider, and logged in communication_logs. Returns the
 * provider's message id.
 *
 * The outbox writes its row through the transaction, so nothing is "sent" unless it is also paid for and logged.
 * A network provider (Twilio, with the messaging work) must not be called in here: the request would hold the
 * transaction, and the business row that recordSpend locks, open for a round trip, and a sent SMS cannot be rolled
 * back. Its step will be: this transaction records the spend, a 'pending' log row and an `sms.send` job (which
 * exists only if it commits); the job calls `sms.send` and sets the log's provider id and 'sent' or 'failed';
 * `parseStatusWebhook` moves it on when the delivery report arrives.
 */
export async function deliverSms({
  db,
  sms,
  businessId,
  customerId,
  to,
  text,
  template,
  spendDescription,
  metadata,
}: {
  db: TDb;
  sms: TSmsProvider;
  businessId: string;
  customerId: string;
  /** E.164. */
  to: string;
  text: string;
  template: { id: string; name: string };
  spendDescription: string;
  metadata: Record<string, unknown>;
}): Promise<string> {
  return db.transaction(async (tx) => {
    await recordSpend({ tx, businessId, channel: 'sms', description: spendDescription });
    const { providerMessageId } = await sms.send({ to, body: text, businessId }, { tx });
    await tx.insert(communicationLogs).values({
      businessId,
      customerId,
      type: 'sms',
      templateId: template.id,
      templateName: template.name,
      content: text,
      status: 'sent',
      provider: sms.name,
      metadata: { ...metadata, messageId: providerMessageId },
    });
    return providerMessageId;
  });
}
