import { QUICK_MESSAGES, renderTemplate, type TQuickSendResponse } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { smsTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { deliverSms } from './deliver-sms.ts';
import { requireMessageRecipient } from './message-recipient.ts';
import { smsRecipientPhone } from './sms-recipient.ts';

/**
 * Quick SMS: one active SMS template, rendered for a customer who opted in to SMS; paid for (usage_sms_monthly,
 * then credits), sent and logged in one transaction (deliver-sms.ts).
 */
export async function sendQuickSms({
  db,
  sms,
  businessId,
  customerId,
  input,
}: {
  db: TDb;
  sms: TSmsProvider;
  businessId: string;
  customerId: string;
  input: { templateId: string };
}): Promise<TQuickSendResponse> {
  const { customer, vars } = await requireMessageRecipient({ db, businessId, customerId });
  const [template] = await db
    .select()
    .from(smsTemplates)
    .where(
      and(
        eq(smsTemplates.businessId, businessId),
        eq(smsTemplates.id, input.templateId),
        eq(smsTemplates.active, true),
      ),
    );
  if (!template) throw new AppError('NOT_FOUND', QUICK_MESSAGES.templateNotFound);
  const phone = smsRecipientPhone(customer);
  const text = renderTemplate(template.messageTemplate, vars);
  const messageId = await deliverSms({
    db,
    sms,
    businessId,
    customerId: customer.id,
    to: phone,
    text,
    template,
    spendDescription: `SMS to ${phone}`,
    metadata: { quick: true },
  });
  return { success: true, messageId };
}
