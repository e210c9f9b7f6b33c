import { EMAIL_PLACEHOLDERS, renderTemplate, SMS_PLACEHOLDERS } from '@regulars/contracts';
import type { TChannel } from '../../../api/templates.ts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../../lib/app-words.tsx';

export const PLACEHOLDERS: Record<TChannel, readonly string[]> = { sms: SMS_PLACEHOLDERS, email: EMAIL_PLACEHOLDERS };

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

/** The sample customer of the live preview: a name and numbers; their reward and tier are said in `words`. */
export const SAMPLE_CUSTOMER = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam.lee@example.com',
  points: 120,
  milestone: 500,
  expiringPoints: 40,
  friendName: 'Ben',
  referrerName: 'Ana',
  walletLink: 'https://regulars.example/wallet/sample',
  referralLink: 'https://regulars.example/i/SAMPLE23',
} as const;

/** The day the sample customer's points lapse: June 30, written as `locale` writes a day of the year. */
const sampleExpiryDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric' }).format(new Date(2026, 5, 30));

/**
 * The message as the sample customer would get it, rendered by the same function the server sends with; the sample's
 * reward, tier, date and numbers in `words` (English, en-US, unless the screen passes its own).
 */
export function renderSample(
  text: string,
  businessName: string,
  channel: TChannel,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  return renderTemplate(text, {
    ...SAMPLE_CUSTOMER,
    reward: words.t('templates.sample.reward'),
    tier: words.t('templates.sample.tier'),
    expiryDate: sampleExpiryDate(words.locale),
    locale: words.locale,
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
