import { renderTemplate, type TEventValues, type TTranslator, withOptOutLine } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { type EMAIL_TRIGGER_TYPES, emailTemplates, type SMS_TRIGGER_TYPES, smsTemplates } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { renderEmailBody } from './email-html.ts';
import { linkValues, type TLinkDeps } from './link-values.ts';
import { logRefusedMessage } from './log-refused-message.ts';
import { loadMessageRecipient } from './message-recipient.ts';
import { queueMessage, type TOutgoingMessage } from './queue-message.ts';

/** The moments a customer is messaged automatically, and the template trigger each uses per channel. */
export const MESSAGE_TRIGGERS = {
  welcome: { sms: 'welcome', email: 'welcome', marketing: false },
  reward_earned: { sms: 'reward_earned', email: 'reward', marketing: false },
  points_milestone: { sms: 'points_milestone', email: null, marketing: false },
  points_expiring: { sms: 'points_expiring', email: 'points_expiring', marketing: false },
  status_up: { sms: 'status_up', email: 'status_up', marketing: false },
  // A referral's reward, to each side: what they earned, not marketing.
  referral_referrer: { sms: 'referral_referrer', email: 'referral_referrer', marketing: false },
  referral_friend: { sms: 'referral_friend', email: 'referral_friend', marketing: false },
  // A greeting the customer did nothing to cause: marketing (quiet hours, the postal address).
  birthday: { sms: 'birthday', email: 'birthday', marketing: true },
} as const satisfies Record<
  string,
  {
    sms: (typeof SMS_TRIGGER_TYPES)[number];
    email: (typeof EMAIL_TRIGGER_TYPES)[number] | null;
    marketing: boolean;
  }
>;
export type TMessageTrigger = keyof typeof MESSAGE_TRIGGERS;

/**
 * An automatic message (a job): the business's active email and SMS templates of the trigger, rendered for a
 * customer who opted in to that channel, each queued for delivery (queue-message.ts). No template means nothing is
 * sent. `eventKey` names the occasion (a reward, a milestone) and makes the send key: a retried job, or the same
 * occasion queued twice, sends once per channel. A send the plan cannot pay for is logged failed, not retried.
 */
export async function sendTriggeredMessage({
  db,
  queue,
  businessId,
  customerId,
  trigger,
  eventKey = trigger,
  values = {},
  smsAllowed = true,
  links,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  customerId: string;
  trigger: TMessageTrigger;
  eventKey?: string;
  values?: TEventValues;
  /** False when the text must not go (a welcome to a number that joined too many businesses today). */
  smsAllowed?: boolean;
  links: TLinkDeps;
}): Promise<void> {
  const recipient = await loadMessageRecipient({ db, businessId, customerId });
  if (!recipient || recipient.customer.deletedAt) return;
  const { customer } = recipient;
  const triggers = MESSAGE_TRIGGERS[trigger];
  const base = {
    businessId,
    customerId: customer.id,
    marketing: triggers.marketing,
    metadata: { trigger, event: eventKey },
  };
  const sendKey = (channel: 'sms' | 'email') => `auto:${customer.id}:${eventKey}:${channel}`;

  const emailTemplate = triggers.email && (await activeEmailTemplate(db, businessId, triggers.email));
  const smsTemplate = await activeSmsTemplate(db, businessId, triggers.sms);
  const texts = [emailTemplate?.subject, emailTemplate?.body, smsTemplate?.messageTemplate];
  const linked = await linkValues({ db, links, businessId, customerId: customer.id, texts });
  const vars = { ...recipient.vars, ...values, ...linked };
  if (emailTemplate && customer.email && customer.optedInEmail) {
    await queueOrLogRefusal(db, queue, {
      ...base,
      channel: 'email',
      template: emailTemplate,
      subject: renderTemplate(emailTemplate.subject, vars),
      ...renderEmailBody(emailTemplate.body, vars),
      sendKey: sendKey('email'),
      spendDescription: `${SPEND_LABELS[trigger]} email to ${customer.email}`,
    });
  }

  if (smsAllowed && smsTemplate && customer.phone && customer.optedInSms) {
    await queueOrLogRefusal(db, queue, {
      ...base,
      channel: 'sms',
      template: smsTemplate,
      text: smsText(trigger, renderTemplate(smsTemplate.messageTemplate, vars), translatorFor(recipient.language)),
      sendKey: sendKey('sms'),
      spendDescription: `${SPEND_LABELS[trigger]} SMS to ${customer.phone}`,
    });
  }
}

/** The welcome is the first text after opting in: it says how to stop, unless the template already does. */
function smsText(trigger: TMessageTrigger, text: string, words: TTranslator): string {
  return trigger === 'welcome' ? withOptOutLine(text, words, 'welcome') : text;
}

/** Queues the message; when the plan cannot pay for it (an AppError), logs it failed under its key instead. */
async function queueOrLogRefusal(db: TDb, queue: TQueue, message: TOutgoingMessage): Promise<void> {
  try {
    await queueMessage({ db, queue, message });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await logRefusedMessage(db, message, err.message);
  }
}

async function activeEmailTemplate(db: TDb, businessId: string, trigger: (typeof EMAIL_TRIGGER_TYPES)[number]) {
  const [template] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.businessId, businessId),
        eq(emailTemplates.triggerType, trigger),
        eq(emailTemplates.active, true),
      ),
    )
    .orderBy(emailTemplates.createdAt)
    .limit(1);
  return template;
}

async function activeSmsTemplate(db: TDb, businessId: string, trigger: (typeof SMS_TRIGGER_TYPES)[number]) {
  const [template] = await db
    .select()
    .from(smsTemplates)
    .where(
      and(
        eq(smsTemplates.businessId, businessId),
        eq(smsTemplates.triggerType, trigger),
        eq(smsTemplates.active, true),
      ),
    )
    .orderBy(smsTemplates.createdAt)
    .limit(1);
  return template;
}

/** How a send reads in the business's credit history. */
const SPEND_LABELS: Record<TMessageTrigger, string> = {
  welcome: 'Welcome',
  reward_earned: 'Reward',
  points_milestone: 'Milestone',
  points_expiring: 'Points expiry',
  status_up: 'Moved up a tier',
  referral_referrer: 'Referral reward',
  referral_friend: 'Referral reward',
  birthday: 'Birthday',
};
