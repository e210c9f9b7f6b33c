import { QUICK_MESSAGES, renderTemplate, type TQuickSendResponse } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { smsTemplates } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { DELIVERY_MESSAGES } from './delivery-refusal.ts';
import { linkValues, type TLinkDeps } from './link-values.ts';
import { requireMessageRecipient } from './message-recipient.ts';
import { queueMessage } from './queue-message.ts';
import { quickSendKey } from './quick-send-key.ts';
import { isOptedOut } from './sms-opt-outs.ts';
import { smsRecipientPhone } from './sms-recipient.ts';

/**
 * Quick SMS: one active SMS template, rendered for a customer who opted in to SMS, paid for and queued for
 * delivery (queue-message.ts). Answers with the message's id in the history, where the web follows its status.
 */
export async function sendQuickSms({
  db,
  queue,
  businessId,
  customerId,
  input,
  links,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  customerId: string;
  input: { templateId: string; requestKey?: string };
  links: TLinkDeps;
}): Promise<TQuickSendResponse> {
  const { customer, vars: customerVars } = await requireMessageRecipient({ db, businessId, customerId });
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
  const texts = [template.messageTemplate];
  const vars = {
    ...customerVars,
    ...(await linkValues({ db, links, businessId, customerId: customer.id, texts })),
  };
  const phone = smsRecipientPhone(customer);
  if (await isOptedOut(db, businessId, phone)) throw new AppError('VALIDATION', DELIVERY_MESSAGES.smsOptedOut);
  const queued = await queueMessage({
    db,
    queue,
    message: {
      businessId,
      customerId: customer.id,
      channel: 'sms',
      template,
      text: renderTemplate(template.messageTemplate, vars),
      sendKey: quickSendKey('sms', customer.id, input.requestKey),
      marketing: false,
      metadata: { quick: true },
      spendDescription: `SMS to ${phone}`,
    },
  });
  return { success: true, messageId: queued.logId, status: queued.status };
}
