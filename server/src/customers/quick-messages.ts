import { QUICK_MESSAGES, renderTemplate, type TQuickSendResponse, type TQuickTemplate } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { assertCanSend, recordSpend } from '../billing/send-allowance.ts';
import type { TDb } from '../db/client.ts';
import { communicationLogs, emailTemplates, smsTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { deliverSms } from './deliver-sms.ts';
import { loadMessageRecipient } from './message-recipient.ts';

/** The business's active templates of one channel, by name, for the quick modals. */
export async function listQuickTemplates(
  db: TDb,
  businessId: string,
  type: 'email' | 'sms',
): Promise<TQuickTemplate[]> {
  if (type === 'email') {
    const rows = await db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.active, true)))
      .orderBy(asc(emailTemplates.name));
    return rows.map((t) => ({ id: t.id, name: t.name, subject: t.subject, body: t.body }));
  }
  const rows = await db
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.businessId, businessId), eq(smsTemplates.active, true)))
    .orderBy(asc(smsTemplates.name));
  return rows.map((t) => ({ id: t.id, name: t.name, subject: null, body: t.messageTemplate }));
}

async function loadCustomer(db: TDb, businessId: string, customerId: string) {
  const recipient = isUuid(customerId) ? await loadMessageRecipient(db, businessId, customerId) : null;
  if (!recipient) throw new AppError('NOT_FOUND', 'Customer not found');
  return recipient;
}

/** Fast email: one active email template, rendered for the customer, sent now and logged. */
export async function sendQuickEmail(
  deps: { db: TDb; email: TEmailProvider },
  opts: { businessId: string; customerId: string; templateId: string },
): Promise<TQuickSendResponse> {
  const { db } = deps;
  const { customer, vars } = await loadCustomer(db, opts.businessId, opts.customerId);
  const [template] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.businessId, opts.businessId),
        eq(emailTemplates.id, opts.templateId),
        eq(emailTemplates.active, true),
      ),
    );
  if (!template) throw new AppError('NOT_FOUND', QUICK_MESSAGES.templateNotFound);
  if (!customer.email) throw new AppError('VALIDATION', QUICK_MESSAGES.emailRequired);
  await assertCanSend({ db, businessId: opts.businessId, channel: 'email' });
  const subject = renderTemplate(template.subject, vars);
  const body = renderTemplate(template.body, vars);
  const log = {
    businessId: opts.businessId,
    customerId: customer.id,
    type: 'email' as const,
    templateId: template.id,
    templateName: template.name,
    subject,
    content: body,
    provider: deps.email.name,
  };
  let messageId: string;
  try {
    messageId = (await deps.email.send({ to: customer.email, subject, text: body, businessId: opts.businessId }))
      .messageId;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.insert(communicationLogs).values({ ...log, status: 'failed', metadata: { quick: true, error } });
    throw new AppError('UNAVAILABLE', QUICK_MESSAGES.emailFailed);
  }
  await db.transaction(async (tx) => {
    await recordSpend({ tx, businessId: opts.businessId, channel: 'email', description: `Email to ${customer.email}` });
    await tx.insert(communicationLogs).values({ ...log, status: 'sent', metadata: { quick: true, messageId } });
  });
  return { success: true, messageId };
}

/**
 * Quick SMS: needs the customer's SMS opt-in. With no SMS provider configured the message lands in the outbox
 * exactly as it would be sent; it is paid for (usage_sms_monthly, then credits) and logged in one transaction.
 */
export async function sendQuickSms(
  db: TDb,
  opts: { businessId: string; customerId: string; templateId: string },
): Promise<TQuickSendResponse> {
  const { customer, vars } = await loadCustomer(db, opts.businessId, opts.customerId);
  const [template] = await db
    .select()
    .from(smsTemplates)
    .where(
      and(
        eq(smsTemplates.businessId, opts.businessId),
        eq(smsTemplates.id, opts.templateId),
        eq(smsTemplates.active, true),
      ),
    );
  if (!template) throw new AppError('NOT_FOUND', QUICK_MESSAGES.templateNotFound);
  if (!customer.optedInSms) throw new AppError('VALIDATION', QUICK_MESSAGES.smsNotOptedIn);
  const phone = customer.phone;
  if (!phone) throw new AppError('VALIDATION', QUICK_MESSAGES.phoneRequired);
  const text = renderTemplate(template.messageTemplate, vars);
  const messageId = await deliverSms(db, {
    businessId: opts.businessId,
    customerId: customer.id,
    to: phone,
    text,
    template,
    spendDescription: `SMS to ${phone}`,
    metadata: { quick: true },
  });
  return { success: true, messageId };
}
