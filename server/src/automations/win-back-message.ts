import { renderTemplate } from '@regulars/contracts';
import type { emailTemplates, smsTemplates } from '../db/schema/index.ts';
import { renderEmailBody, type TOutgoingMessage } from '../messaging/index.ts';

/** The tag on every win-back message's log row (metadata.automation): what the panel's "sent" figure counts. */
export const WIN_BACK_MARK = 'win_back';

/** A lapsed customer as the win-back run reads them (one page of many). */
export type TLapsedCustomer = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  totalPoints: number;
  optedInSms: boolean;
  optedInEmail: boolean;
  lastVisitAt: Date;
  /** `winback:<customer>:<last visit, epoch ms>`: the lapse; a new visit makes a new one. */
  lapseKey: string;
  /** The lapse as its draw and its automation_recipients row name it: the last visit, epoch ms. */
  occasion: string;
};

export type TWinBackTemplates = {
  sms: typeof smsTemplates.$inferSelect | null;
  email: typeof emailTemplates.$inferSelect | null;
};

/**
 * The win-back messages one lapsed customer gets: the chosen template of each channel they can be reached on and
 * consented to. Each send key is the lapse's key and the channel, so the customer hears once per lapse per channel
 * however often the hourly run meets them, and again after they come back and lapse anew.
 */
export function winBackMessages({
  businessId,
  businessName,
  locale,
  customer,
  templates,
  channels,
}: {
  businessId: string;
  businessName: string;
  /** The business's: the numbers in the messages are written in it. */
  locale: string;
  customer: TLapsedCustomer;
  templates: TWinBackTemplates;
  /** Channels still sendable in this run (one the plan refused is left out until the next run). */
  channels: { sms: boolean; email: boolean };
}): TOutgoingMessage[] {
  const vars = {
    businessName,
    locale,
    firstName: customer.firstName,
    lastName: customer.lastName,
    points: customer.totalPoints,
    email: customer.email,
  };
  const base = {
    businessId,
    customerId: customer.id,
    // Nothing the customer did asked for it: marketing (quiet hours, the postal address, the email opt-in).
    marketing: true,
    metadata: { automation: WIN_BACK_MARK, lastVisitAt: customer.lastVisitAt.toISOString() },
  };
  const messages: TOutgoingMessage[] = [];
  const { email, sms } = templates;
  if (email && channels.email && customer.email && customer.optedInEmail) {
    messages.push({
      ...base,
      channel: 'email',
      template: { id: email.id, name: email.name },
      subject: renderTemplate(email.subject, vars),
      ...renderEmailBody(email.body, vars),
      sendKey: `${customer.lapseKey}:email`,
      spendDescription: `Win-back email to ${customer.email}`,
    });
  }
  if (sms && channels.sms && customer.phone && customer.optedInSms) {
    messages.push({
      ...base,
      channel: 'sms',
      template: { id: sms.id, name: sms.name },
      text: renderTemplate(sms.messageTemplate, vars),
      sendKey: `${customer.lapseKey}:sms`,
      spendDescription: `Win-back SMS to ${customer.phone}`,
    });
  }
  return messages;
}
