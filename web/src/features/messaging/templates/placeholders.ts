import { EMAIL_PLACEHOLDERS, renderTemplate, SMS_PLACEHOLDERS } from '@regulars/contracts';
import type { TChannel } from '../../../api/templates.ts';

export const PLACEHOLDERS: Record<TChannel, readonly string[]> = { sms: SMS_PLACEHOLDERS, email: EMAIL_PLACEHOLDERS };

/** What each placeholder becomes, in the chips' tooltips. */
export const PLACEHOLDER_HINTS: Record<string, string> = {
  business_name: 'Your business name',
  name: "The customer's full name",
  firstName: "The customer's first name",
  lastName: "The customer's last name",
  points: "The customer's points balance",
  email: "The customer's email address",
  reward: 'The reward just earned (reward and referral messages; on moving up, what the tier unlocked)',
  milestone: 'The points milestone reached (milestone messages)',
  expiring_points: 'Points about to lapse (expiry notices)',
  expiry_date: 'The date they lapse (expiry notices)',
  tier: 'The status tier reached (moved-up messages)',
  friend_name: "The friend's first name (referral messages to the inviter)",
  referrer_name: "The inviter's first name (referral messages to the friend)",
  wallet_link: 'A link to add their card to Apple or Google Wallet (the sentence is left out when no wallet is set up)',
  referral_link: "The customer's link to invite friends (the sentence is left out while refer-a-friend is off)",
};

/**
 * Every {…} in the text that is not a placeholder of this channel, each once, as typed: the sender leaves those
 * untouched, so the customer would see the braces.
 */
export function unknownPlaceholders(text: string, channel: TChannel): string[] {
  const known = new Set(PLACEHOLDERS[channel]);
  const found = new Set<string>();
  for (const match of text.matchAll(/\{([^{}\n]{0,40})\}/g)) {
    if (!known.has(match[1] ?? '')) found.add(match[0]);
  }
  return [...found];
}

/** The sample customer of the live preview. */
export const SAMPLE_CUSTOMER = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam.lee@example.com',
  points: 120,
  reward: 'Free coffee',
  milestone: 500,
  expiringPoints: 40,
  expiryDate: 'June 30',
  tier: 'Gold',
  friendName: 'Ben',
  referrerName: 'Ana',
  walletLink: 'https://regulars.example/wallet/sample',
  referralLink: 'https://regulars.example/i/SAMPLE23',
} as const;

/** The message as the sample customer would get it, rendered by the same function the server sends with. */
export function renderSample(text: string, businessName: string, channel: TChannel): string {
  return renderTemplate(text, {
    ...SAMPLE_CUSTOMER,
    businessName,
    email: channel === 'email' ? SAMPLE_CUSTOMER.email : null,
  });
}

/** The text with `{placeholder}` put in place of the selection; the caret goes after it. */
export function insertPlaceholder(
  text: string,
  placeholder: string,
  selection: { start: number; end: number },
): { text: string; caret: number } {
  const token = `{${placeholder}}`;
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
