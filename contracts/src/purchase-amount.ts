import { z } from 'zod';
import { LOYALTY_MESSAGES, MAX_PURCHASE_AMOUNT } from './loyalty.ts';
import { currencyExponent, formatWholeAmount, type TMoney } from './money.ts';

/**
 * The purchase amount's limits in the business's own money: the words are the US ones ('The amount must be more
 * than $0') with the currency's own format, and the decimals its minor unit allows (yen none, dinars three).
 */
export function purchaseAmountMessages(money: TMoney) {
  const exponent = currencyExponent(money.currency);
  return {
    required: LOYALTY_MESSAGES.amountRequired,
    positive: `The amount must be more than ${formatWholeAmount(0, money)}`,
    tooLarge: `The amount must be at most ${formatWholeAmount(MAX_PURCHASE_AMOUNT, money)}`,
    decimals:
      exponent === 0
        ? `The amount must be a whole number: ${money.currency} has no decimal places`
        : `The amount can have at most ${exponent} decimal place${exponent === 1 ? '' : 's'}`,
  };
}

/** The typed amount (major units) a purchase in this money may have, with the messages above. */
export function purchaseAmountSchema(money: TMoney) {
  const messages = purchaseAmountMessages(money);
  const scale = 10 ** currencyExponent(money.currency);
  return z
    .number({ error: messages.required })
    .positive(messages.positive)
    .max(MAX_PURCHASE_AMOUNT, messages.tooLarge)
    .refine((v) => Math.abs(v * scale - Math.round(v * scale)) < 1e-6, messages.decimals);
}

/** The first problem of an amount in this money, or null when it may be recorded. */
export function purchaseAmountProblem(amount: number, money: TMoney): string | null {
  return purchaseAmountSchema(money).safeParse(amount).error?.issues[0]?.message ?? null;
}
