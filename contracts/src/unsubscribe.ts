import { z } from 'zod';
import { ZPublicBrand } from './branding.ts';
import { LANGUAGES } from './i18n/languages.ts';
import type { TTranslate } from './i18n/translator.ts';

/**
 * The unsubscribe page's view of an email: whose it is (the name its customers know, its brand; the address masked)
 * and whether they already left.
 */
/**
 * Every word of the unsubscribe page in the business's language, filled in by the server (its name, the masked
 * address): the page formats nothing itself, as the sign-up form (signup-form-words.ts).
 */
export const UNSUBSCRIBE_WORDS = [
  'preferences',
  'question',
  'willStop',
  'button',
  'doneTitle',
  'done',
  'failed',
  'invalidTitle',
  'invalid',
  'poweredBy',
] as const;
export const ZUnsubscribeWords = z.record(z.enum(UNSUBSCRIBE_WORDS), z.string());
export type TUnsubscribeWords = z.infer<typeof ZUnsubscribeWords>;

export const ZUnsubscribeState = z.object({
  businessName: z.string(),
  brand: ZPublicBrand,
  email: z.string().nullable(),
  unsubscribed: z.boolean(),
  /** The business's language (the page's `lang`) and the page's words in it. */
  language: z.enum(LANGUAGES),
  words: ZUnsubscribeWords,
});
export type TUnsubscribeState = z.infer<typeof ZUnsubscribeState>;

export const UNSUBSCRIBE_TEXT = {
  invalid: 'This unsubscribe link is not valid. Use the link in your most recent email.',
  failed: 'We could not unsubscribe you just now. Please try again.',
} as const;

/** The unsubscribe page's words in a translator's language, for `email` (masked, or none) at `business`. */
export function unsubscribeWords(
  t: TTranslate,
  { business, email }: { business: string; email: string | null },
): TUnsubscribeWords {
  return {
    preferences: t('unsubscribe.preferences'),
    question: t('unsubscribe.question', { business }),
    willStop: email ? t('unsubscribe.willStop', { email, business }) : t('unsubscribe.youWillStop', { business }),
    button: t('unsubscribe.button'),
    doneTitle: t('unsubscribe.doneTitle'),
    done: email ? t('unsubscribe.done', { business, email }) : t('unsubscribe.doneYou', { business }),
    failed: t('unsubscribe.failed'),
    invalidTitle: t('unsubscribe.invalidTitle'),
    invalid: t('unsubscribe.invalid'),
    poweredBy: t('common.poweredBy'),
  };
}
