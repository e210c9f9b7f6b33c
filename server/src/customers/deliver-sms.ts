import { recordSpend } from '../billing/send-allowance.ts';
import type { TDb } from '../db/client.ts';
import { communicationLogs, outboxMessages } from '../db/schema/index.ts';

/**
 * One SMS to a customer, in one transaction: paid for (monthly allowance, then credits; a refusal throws the
 * PLAN_LIMIT error and writes nothing), stored in the outbox exactly as it would be sent (no SMS provider yet),
 * and logged in communication_logs. Returns the message id.
 */
export async function deliverSms(
  db: TDb,
  sms: {
    businessId: string;
    customerId: string;
    to: string;
    text: string;
    template: { id: string; name: string };
    spendDescription: string;
    metadata: Record<string, unknown>;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    await recordSpend({ tx, businessId: sms.businessId, channel: 'sms', description: sms.spendDescription });
    const [out] = await tx
      .insert(outboxMessages)
      .values({ channel: 'sms', to: sms.to, text: sms.text, businessId: sms.businessId })
      .returning({ id: outboxMessages.id });
    await tx.insert(communicationLogs).values({
      businessId: sms.businessId,
      customerId: sms.customerId,
      type: 'sms',
      templateId: sms.template.id,
      templateName: sms.template.name,
      content: sms.text,
      status: 'sent',
      provider: 'outbox',
      metadata: { ...sms.metadata, messageId: out.id },
    });
    return out.id;
  });
}
