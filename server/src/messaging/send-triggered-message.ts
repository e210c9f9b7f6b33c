import { renderTemplate, type TEventValues } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import {
  communicationLogs,
  type EMAIL_TRIGGER_TYPES,
  emailTemplates,
  type SMS_TRIGGER_TYPES,
  smsTemplates,
} from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { deliverSms } from './deliver-sms.ts';
import { renderEmailBody } from './email-html.ts';
import { loadMessageRecipient } from './message-recipient.ts';
import { sendLoggedEmail } from './send-logged-email.ts';
import type { TOpenTracking } from './tracking-token.ts';

/** The moments a customer is messaged automatically, and the template trigger each uses per channel. */
export const MESSAGE_TRIGGERS = {
  welcome: { sms: 'welcome', email: 'welcome' },
  reward_earned: { sms: 'reward_earned', email: 'reward' },
  points_milestone: { sms: 'points_milestone', email: null },
  points_expiring: { sms: 'points_expiring', email: 'points_expiring' },
} as const satisfies Record<
  string,
  { sms: (typeof SMS_TRIGGER_TYPES)[number]; email: (typeof EMAIL_TRIGGER_TYPES)[number] | null }
>;
export type TMessageTrigger = keyof typeof MESSAGE_TRIGGERS;

/**
 * An automatic message (a job): the business's active email and SMS templates of the trigger go to a customer who
 * opted in to that channel, each logged in communication_logs. No template means nothing is sent. `eventKey` names
 * the occasion (a reward, a milestone): a retried job, or the same occasion queued twice, sends once per channel.
 */
export async function sendTriggeredMessage({
  db,
  email,
  sms,
  tracking,
  businessId,
  customerId,
  trigger,
  eventKey = trigger,
  values = {},
}: {
  db: TDb;
  email: TEmailProvider;
  sms: TSmsProvider;
  tracking: TOpenTracking;
  businessId: string;
  customerId: string;
  trigger: TMessageTrigger;
  eventKey?: string;
  values?: TEventValues;
}): Promise<void> {
  const recipient = await loadMessageRecipient({ db, businessId, customerId });
  if (!recipient) return;
  const { customer } = recipient;
  const vars = { ...recipient.vars, ...values };
  const metadata = { trigger, event: eventKey };
  const alreadySent = async (type: 'sms' | 'email') => {
    const [log] = await db
      .select({ id: communicationLogs.id })
      .from(communicationLogs)
      .where(
        and(
          eq(communicationLogs.businessId, businessId),
          eq(communicationLogs.customerId, customer.id),
          eq(communicationLogs.type, type),
          // Logs written before events had keys carry the trigger alone (the welcome).
          sql`coalesce(${communicationLogs.metadata}->>'event', ${communicationLogs.metadata}->>'trigger') = ${eventKey}`,
        ),
      )
      .limit(1);
    return Boolean(log);
  };
  const triggers = MESSAGE_TRIGGERS[trigger];

  const [emailTemplate] = triggers.email
    ? await db
        .select()
        .from(emailTemplates)
        .where(
          and(
            eq(emailTemplates.businessId, businessId),
            eq(emailTemplates.triggerType, triggers.email),
            eq(emailTemplates.active, true),
          ),
        )
        .orderBy(emailTemplates.createdAt)
        .limit(1)
    : [];
  if (emailTemplate && customer.email && customer.optedInEmail && !(await alreadySent('email'))) {
    const subject = renderTemplate(emailTemplate.subject, vars);
    const body = renderEmailBody(emailTemplate.body, vars);
    await sendLoggedEmail({
      db,
      email,
      tracking,
      log: {
        businessId,
        customerId: customer.id,
        templateId: emailTemplate.id,
        templateName: emailTemplate.name,
        metadata,
      },
      to: customer.email,
      subject,
      body,
    });
  }

  const [smsTemplate] = await db
    .select()
    .from(smsTemplates)
    .where(
      and(
        eq(smsTemplates.businessId, businessId),
        eq(smsTemplates.triggerType, triggers.sms),
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
        spendDescription: `${SPEND_LABELS[trigger]} SMS to ${phone}`,
        metadata,
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
        metadata: { ...metadata, error: err.message },
      });
    }
  }
}

/** How a send reads in the business's credit history. */
const SPEND_LABELS: Record<TMessageTrigger, string> = {
  welcome: 'Welcome',
  reward_earned: 'Reward',
  points_milestone: 'Milestone',
  points_expiring: 'Points expiry',
};
