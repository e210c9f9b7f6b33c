import { QUICK_MESSAGES, renderTemplate, type TQuickSendResponse } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { emailTemplates } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { renderEmailBody } from './email-html.ts';
import { linkValues, type TLinkDeps } from './link-values.ts';
import { requireMessageRecipient } from './message-recipient.ts';
import { queueMessage } from './queue-message.ts';
import { quickSendKey } from './quick-send-key.ts';

/**
 * Fast email: one active email template, rendered for a customer with an email address, paid for and queued for
 * delivery (queue-message.ts). Answers with the message's id in the history, where the web follows its status.
 */
export async function sendQuickEmail({
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
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.businessId, businessId),
        eq(emailTemplates.id, input.templateId),
        eq(emailTemplates.active, true),
      ),
    );
  if (!template) throw new AppError('NOT_FOUND', QUICK_MESSAGES.templateNotFound);
  const texts = [template.subject, template.body];
  const vars = {
    ...customerVars,
    ...(await linkValues({ db, links, businessId, customerId: customer.id, texts })),
  };
  if (!customer.email) throw new AppError('VALIDATION', QUICK_MESSAGES.emailRequired);
  const queued = await queueMessage({
    db,
    queue,
    message: {
      businessId,
      customerId: customer.id,
      channel: 'email',
      template,
      subject: renderTemplate(template.subject, vars),
      ...renderEmailBody(template.body, vars),
      sendKey: quickSendKey('email', customer.id, input.requestKey),
      marketing: false,
      metadata: { quick: true },
      spendDescription: `Email to ${customer.email}`,
    },
  });
  return { success: true, messageId: queued.logId, status: queued.status };
}
