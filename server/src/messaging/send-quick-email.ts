import { QUICK_MESSAGES, renderTemplate, type TQuickSendResponse } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { assertCanSend } from '../billing/assert-can-send.ts';
import { recordSpend } from '../billing/record-spend.ts';
import type { TDb } from '../db/client.ts';
import { emailTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { renderEmailBody } from './email-html.ts';
import { requireMessageRecipient } from './message-recipient.ts';
import { sendLoggedEmail } from './send-logged-email.ts';
import type { TOpenTracking } from './tracking-token.ts';

/**
 * Fast email: one active email template, rendered for the customer, sent now and logged. Checked for allowance
 * first, paid for only once the provider took it (a failed send is logged failed and answers UNAVAILABLE). Logged
 * pending before the send, so its open pixel can name the log (send-logged-email.ts).
 */
export async function sendQuickEmail({
  db,
  email,
  tracking,
  businessId,
  customerId,
  input,
}: {
  db: TDb;
  email: TEmailProvider;
  tracking: TOpenTracking;
  businessId: string;
  customerId: string;
  input: { templateId: string };
}): Promise<TQuickSendResponse> {
  const { customer, vars } = await requireMessageRecipient({ db, businessId, customerId });
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
  if (!customer.email) throw new AppError('VALIDATION', QUICK_MESSAGES.emailRequired);
  await assertCanSend({ db, businessId, channel: 'email' });
  const subject = renderTemplate(template.subject, vars);
  const body = renderEmailBody(template.body, vars);
  const sent = await sendLoggedEmail({
    db,
    email,
    tracking,
    log: {
      businessId,
      customerId: customer.id,
      templateId: template.id,
      templateName: template.name,
      metadata: { quick: true },
    },
    to: customer.email,
    subject,
    body,
    onSent: async (tx) => {
      await recordSpend({ tx, businessId, channel: 'email', description: `Email to ${customer.email}` });
    },
  });
  if (sent.status === 'failed') throw new AppError('UNAVAILABLE', QUICK_MESSAGES.emailFailed);
  return { success: true, messageId: sent.messageId };
}
