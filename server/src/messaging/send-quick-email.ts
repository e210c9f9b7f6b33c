import { QUICK_MESSAGES, renderTemplate, type TQuickSendResponse } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { assertCanSend } from '../billing/assert-can-send.ts';
import { recordSpend } from '../billing/record-spend.ts';
import type { TDb } from '../db/client.ts';
import { communicationLogs, emailTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { requireMessageRecipient } from './message-recipient.ts';

/**
 * Fast email: one active email template, rendered for the customer, sent now and logged. Checked for allowance
 * first, paid for only once the provider took it (a failed send is logged failed and answers UNAVAILABLE).
 */
export async function sendQuickEmail({
  db,
  email,
  businessId,
  customerId,
  input,
}: {
  db: TDb;
  email: TEmailProvider;
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
  const body = renderTemplate(template.body, vars);
  const log = {
    businessId,
    customerId: customer.id,
    type: 'email' as const,
    templateId: template.id,
    templateName: template.name,
    subject,
    content: body,
    provider: email.name,
  };
  let messageId: string;
  try {
    messageId = (await email.send({ to: customer.email, subject, text: body, businessId })).messageId;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.insert(communicationLogs).values({ ...log, status: 'failed', metadata: { quick: true, error } });
    throw new AppError('UNAVAILABLE', QUICK_MESSAGES.emailFailed);
  }
  await db.transaction(async (tx) => {
    await recordSpend({ tx, businessId, channel: 'email', description: `Email to ${customer.email}` });
    await tx.insert(communicationLogs).values({ ...log, status: 'sent', metadata: { quick: true, messageId } });
  });
  return { success: true, messageId };
}
