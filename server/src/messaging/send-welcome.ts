import { renderTemplate } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { communicationLogs, emailTemplates, smsTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { deliverSms } from './deliver-sms.ts';
import { loadMessageRecipient } from './message-recipient.ts';

/**
 * The welcome trigger (the `JOBS.sendWelcome` job): the business's active 'welcome' email and SMS templates go to a
 * customer who opted in, each logged in communication_logs. No template means nothing is sent. A retried job does
 * not send twice.
 */
export async function sendWelcome({
  db,
  email,
  sms,
  businessId,
  customerId,
}: {
  db: TDb;
  email: TEmailProvider;
  sms: TSmsProvider;
  businessId: string;
  customerId: string;
}): Promise<void> {
  const recipient = await loadMessageRecipient({ db, businessId, customerId });
  if (!recipient) return;
  const { customer, vars } = recipient;
  const alreadySent = async (type: 'sms' | 'email') => {
    const [log] = await db
      .select({ id: communicationLogs.id })
      .from(communicationLogs)
      .where(
        and(
          eq(communicationLogs.businessId, businessId),
          eq(communicationLogs.customerId, customer.id),
          eq(communicationLogs.type, type),
          sql`${communicationLogs.metadata}->>'trigger' = 'welcome'`,
        ),
      )
      .limit(1);
    return Boolean(log);
  };

  const [emailTemplate] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.businessId, businessId),
        eq(emailTemplates.triggerType, 'welcome'),
        eq(emailTemplates.active, true),
      ),
    )
    .orderBy(emailTemplates.createdAt)
    .limit(1);
  if (emailTemplate && customer.email && customer.optedInEmail && !(await alreadySent('email'))) {
    const subject = renderTemplate(emailTemplate.subject, vars);
    const body = renderTemplate(emailTemplate.body, vars);
    const base = {
      businessId,
      customerId: customer.id,
      type: 'email' as const,
      templateId: emailTemplate.id,
      templateName: emailTemplate.name,
      subject,
      content: body,
    };
    try {
      const sent = await email.send({ to: customer.email, subject, text: body, businessId });
      await db.insert(communicationLogs).values({
        ...base,
        status: 'sent',
        provider: email.name,
        metadata: { trigger: 'welcome', messageId: sent.messageId },
      });
    } catch (err) {
      await db.insert(communicationLogs).values({
        ...base,
        status: 'failed',
        provider: email.name,
        metadata: { trigger: 'welcome', error: err instanceof Error ? err.message : String(err) },
      });
    }
  }

  const [smsTemplate] = await db
    .select()
    .from(smsTemplates)
    .where(
      and(
        eq(smsTemplates.businessId, businessId),
        eq(smsTemplates.triggerType, 'welcome'),
        eq(smsTemplates.active, true),
      ),
    )
    .orderBy(smsTemplates.createdAt)
    .limit(1);
  if (smsTemplate && customer.phone && customer.optedInSms && !(await alreadySent('sms'))) {
    const text = renderTemplate(smsTemplate.messageTemplate, vars);
    const phone = customer.phone;
    // Paid for (monthly allowance, then credits), sent and logged in one transaction; a refusal (no allowance or
    // credits: an AppError) is logged failed instead, and anything else fails the job so it is retried.
    try {
      await deliverSms({
        db,
        sms,
        businessId,
        customerId: customer.id,
        to: phone,
        text,
        template: smsTemplate,
        spendDescription: `Welcome SMS to ${phone}`,
        metadata: { trigger: 'welcome' },
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await db.insert(communicationLogs).values({
        businessId,
        customerId: customer.id,
        type: 'sms',
        templateId: smsTemplate.id,
        templateName: smsTemplate.name,
        content: text,
        status: 'failed',
        provider: sms.name,
        metadata: { trigger: 'welcome', error: err.message },
      });
    }
  }
}
