import { QUICK_MESSAGES } from '@regulars/contracts';

export const DELIVERY_MESSAGES = {
  suspended: 'Not sent: the business is suspended',
  closed: 'Not sent: the business is closed',
  customerGone: 'Not sent: the customer was deleted',
  emailOptedOut: 'Not sent: the customer unsubscribed from email',
  smsOptedOut: 'Not sent: this number asked you to stop texting it (it can text START to opt back in)',
  interrupted:
    'Delivery unknown: the send stopped while the provider was taking the message. It was not sent again, so the customer never gets it twice.',
} as const;

/** What delivery reads again of a message's customer: a message waits, and consent may change meanwhile. */
export type TRecipientNow = {
  type: 'email' | 'sms';
  /** The customer's address on the message's channel now; null when the customer row is gone. */
  to: string | null;
  customerGone: boolean;
  optedInSms: boolean;
  optedInEmail: boolean;
  /** The number texted STOP to this business. */
  smsStopped: boolean;
  /** A quick email is one the staff chose to send to this one customer: it needs no marketing opt-in. */
  quick: boolean;
};

/**
 * Where a message goes now, or why it may not go to its customer: one rule for campaigns, quick and automatic
 * messages.
 */
export function addressOrRefusal(r: TRecipientNow): { to: string } | { refusal: string } {
  if (r.customerGone) return { refusal: DELIVERY_MESSAGES.customerGone };
  if (r.type === 'sms') {
    if (!r.optedInSms) return { refusal: QUICK_MESSAGES.smsNotOptedIn };
    if (!r.to) return { refusal: QUICK_MESSAGES.phoneRequired };
    return r.smsStopped ? { refusal: DELIVERY_MESSAGES.smsOptedOut } : { to: r.to };
  }
  if (!r.quick && !r.optedInEmail) return { refusal: DELIVERY_MESSAGES.emailOptedOut };
  return r.to ? { to: r.to } : { refusal: QUICK_MESSAGES.emailRequired };
}
