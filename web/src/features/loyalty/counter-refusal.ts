import {
  COUNTER_MESSAGES,
  currencyExponent,
  formatWholeAmount,
  LOYALTY_MESSAGES,
  MAX_PURCHASE_AMOUNT,
  managerRequiredFor,
  purchaseAmountMessages,
  REFERRAL_MESSAGES,
  TILL_MESSAGES,
  type TMoney,
} from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { PHONE_REQUIRED } from './counter-enrolment-schema.ts';

/**
 * What the counter may be told by the server and its forms' checks, by their English words (the contracts' own
 * constants where they exist), with the counter's key for each.
 */
export const COUNTER_KNOWN = {
  'Something went wrong. Please try again.': 'counter.refusal.fallback',
  'Unable to reach the server. Please check your connection and try again.': 'counter.refusal.network',
  // ZCounterCustomerSearch's message (contracts/src/counter.ts).
  'Enter a phone number, customer ID or name': 'counter.refusal.searchRequired',
  [LOYALTY_MESSAGES.customerNotFound]: 'counter.refusal.customerNotFound',
  [LOYALTY_MESSAGES.programNotFound]: 'counter.refusal.programNotFound',
  [LOYALTY_MESSAGES.programPaused]: 'counter.refusal.programPaused',
  [LOYALTY_MESSAGES.rewardNotFound]: 'counter.refusal.rewardNotFound',
  [LOYALTY_MESSAGES.codeNotFound]: 'counter.refusal.codeNotFound',
  [LOYALTY_MESSAGES.codeRequired]: 'counter.refusal.codeRequired',
  [LOYALTY_MESSAGES.rewardRedeemed]: 'counter.refusal.rewardRedeemed',
  [LOYALTY_MESSAGES.rewardExpired]: 'counter.refusal.rewardExpired',
  [LOYALTY_MESSAGES.catalogueChanged]: 'counter.refusal.catalogueChanged',
  [LOYALTY_MESSAGES.keyReused]: 'counter.refusal.keyReused',
  [LOYALTY_MESSAGES.undoTooLate]: 'counter.refusal.undoTooLate',
  [LOYALTY_MESSAGES.undoAlreadyDone]: 'counter.refusal.undoAlreadyDone',
  [LOYALTY_MESSAGES.undoRewardUsed]: 'counter.refusal.undoRewardUsed',
  [LOYALTY_MESSAGES.actionNotFound]: 'counter.refusal.actionNotFound',
  [LOYALTY_MESSAGES.stampsRange]: 'counter.refusal.stampsRange',
  [LOYALTY_MESSAGES.amountRequired]: 'counter.amount.required',
  [COUNTER_MESSAGES.pinFormat]: 'counter.refusal.pinFormat',
  [COUNTER_MESSAGES.pinWrong]: 'counter.refusal.pinWrong',
  [COUNTER_MESSAGES.pinLocked]: 'counter.refusal.pinLocked',
  [COUNTER_MESSAGES.pinDailyLimit]: 'counter.refusal.pinDailyLimit',
  [COUNTER_MESSAGES.devicePinDailyLimit]: 'counter.refusal.devicePinDailyLimit',
  [COUNTER_MESSAGES.noPin]: 'counter.refusal.noPin',
  [COUNTER_MESSAGES.staffNotFound]: 'counter.refusal.staffNotFound',
  [COUNTER_MESSAGES.notADevice]: 'counter.refusal.notADevice',
  [COUNTER_MESSAGES.staffRequired]: 'counter.refusal.staffRequired',
  [COUNTER_MESSAGES.notAManager]: 'counter.refusal.notAManager',
  [managerRequiredFor({ kind: 'redemption' })]: 'counter.refusal.managerForRedemption',
  [managerRequiredFor({ kind: 'undo' })]: 'counter.refusal.managerForUndo',
  [TILL_MESSAGES.saleNotFound]: 'counter.refusal.saleNotFound',
  [TILL_MESSAGES.saleClaimed]: 'counter.refusal.saleClaimed',
  [TILL_MESSAGES.saleExpired]: 'counter.refusal.saleExpired',
  [TILL_MESSAGES.saleRefunded]: 'counter.refusal.saleRefunded',
  [PHONE_REQUIRED]: 'counter.refusal.phoneRequired',
  // The add-customer contract's limits (ZCreateCustomer, ZAddCustomer).
  'Phone must be at most 40 characters': 'counter.refusal.phoneTooLong',
  'First name must be at most 200 characters': 'counter.refusal.firstNameTooLong',
  'Last name must be at most 200 characters': 'counter.refusal.lastNameTooLong',
  'Referral code must be at most 40 characters': 'counter.refusal.referralCodeTooLong',
  [REFERRAL_MESSAGES.codeInvalid]: 'counter.refusal.referralCodeInvalid',
  [REFERRAL_MESSAGES.codeNotFound]: 'counter.refusal.referralCodeNotFound',
  [REFERRAL_MESSAGES.codeWhileOff]: 'counter.refusal.referralsOff',
} as const satisfies TKnownMessages;

/** Where the amount goes in the purchase rule's reason: 'Your counter rules ask … for a purchase over $100.00'. */
const MANAGER_FOR_PURCHASE = managerRequiredFor({ kind: 'purchase', above: '' });
/** LOYALTY_MESSAGES.notEnoughPoints, with its two numbers. */
const NOT_ENOUGH_POINTS = /^Not enough points: this reward needs (\d+) and the balance is (-?\d+)$/;

/** The purchase amount's checks in the business's money (contracts' purchase-amount.ts), each with its words. */
function amountProblemIn(words: TAppWords, message: string, money: TMoney): string | null {
  const english = purchaseAmountMessages(money);
  const exponent = currencyExponent(money.currency);
  if (message === english.positive) return words.t('counter.amount.positive', { amount: formatWholeAmount(0, money) });
  if (message === english.tooLarge)
    return words.t('counter.amount.tooLarge', { amount: formatWholeAmount(MAX_PURCHASE_AMOUNT, money) });
  if (message !== english.decimals) return null;
  return exponent === 0
    ? words.t('counter.amount.wholeNumber', { currency: money.currency })
    : words.t('counter.amount.decimals', { count: exponent });
}

/** A message with a figure in it (an amount, a balance), in another language than English; null when it is none. */
function figuredIn(words: TAppWords, message: string, money: TMoney | undefined): string | null {
  if (message.startsWith(MANAGER_FOR_PURCHASE) && message.length > MANAGER_FOR_PURCHASE.length) {
    return words.t('counter.refusal.managerForPurchase', { amount: message.slice(MANAGER_FOR_PURCHASE.length) });
  }
  const points = NOT_ENOUGH_POINTS.exec(message);
  if (points) {
    const [needed, balance] = [Number(points[1]), Number(points[2])].map((n) => formatCountIn(n, words.locale));
    return words.t('counter.refusal.notEnoughPoints', { needed, balance });
  }
  return money ? amountProblemIn(words, message, money) : null;
}

/**
 * A message of the counter (a field's check, the server's refusal) in the user's language: in English as written,
 * else the counter's words for it, or a general 'Something went wrong' rather than a stray English sentence.
 * `money` is the business's, for the purchase amount's checks.
 */
export function counterMessageIn(words: TAppWords, message: string | null | undefined, money?: TMoney): string {
  const figured = message && words.language !== 'en' ? figuredIn(words, message, money) : null;
  return figured ?? messageIn(words, message, COUNTER_KNOWN, 'counter.refusal.fallback');
}

/** Why the server refused a counter request, in the user's language (see counterMessageIn). */
export function counterRefusal(words: TAppWords, error: unknown, money?: TMoney): string {
  return counterMessageIn(words, error instanceof Error ? error.message : null, money);
}
