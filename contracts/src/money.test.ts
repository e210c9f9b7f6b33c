import { describe, expect, it } from 'vitest';
import { currencyOfLocale, proposedMoney } from './currency-of-region.ts';
import { LOYALTY_MESSAGES } from './loyalty.ts';
import {
  amountOfRow,
  canonicalLocale,
  currencyExponent,
  currencySymbol,
  formatAmount,
  formatMoney,
  formatWholeAmount,
  fromMinorUnits,
  isCurrencyCode,
  toMinorUnits,
} from './money.ts';
import { purchaseAmountMessages, purchaseAmountProblem } from './purchase-amount.ts';

const NBSP = '\u00a0';

describe('minor units', () => {
  it('knows each currency’s decimals: cents, none for yen, three for dinars', () => {
    expect([
      currencyExponent('USD'),
      currencyExponent('EUR'),
      currencyExponent('JPY'),
      currencyExponent('BHD'),
    ]).toEqual([2, 2, 0, 3]);
  });

  it('turns typed amounts into whole minor units and back, without float slips', () => {
    expect(toMinorUnits(12.5, 'EUR')).toBe(1250);
    expect(toMinorUnits(0.29, 'USD')).toBe(29);
    expect(toMinorUnits(1250, 'JPY')).toBe(1250);
    expect(toMinorUnits(1.234, 'BHD')).toBe(1234);
    expect(fromMinorUnits(1250, 'EUR')).toBe(12.5);
    expect(fromMinorUnits(1250, 'JPY')).toBe(1250);
    expect(fromMinorUnits(1234, 'BHD')).toBe(1.234);
    expect(amountOfRow({ amountMinor: 725, currency: 'EUR' })).toBe(7.25);
    expect(amountOfRow({ amountMinor: null, currency: null })).toBeNull();
  });
});

describe('formatting', () => {
  it('writes an amount in the business’s currency and locale', () => {
    expect(formatMoney(1250, 'EUR', 'en-IE')).toBe('€12.50');
    expect(formatMoney(1250, 'EUR', 'de-DE')).toBe(`12,50${NBSP}€`);
    expect(formatMoney(125000, 'USD', 'en-US')).toBe('$1,250.00');
    expect(formatMoney(1250, 'JPY', 'en-US')).toBe('¥1,250');
    expect(formatAmount(12.5, { currency: 'GBP', locale: 'en-GB' })).toBe('£12.50');
  });

  it('writes limits and rates without zero decimals', () => {
    expect(formatWholeAmount(1, { currency: 'EUR', locale: 'en-IE' })).toBe('€1');
    expect(formatWholeAmount(1, { currency: 'EUR', locale: 'fr-FR' })).toBe(`1${NBSP}€`);
    expect(formatWholeAmount(2.5, { currency: 'USD', locale: 'en-US' })).toBe('$2.5');
    expect(currencySymbol({ currency: 'EUR', locale: 'en-IE' })).toBe('€');
    expect(currencySymbol({ currency: 'CHF', locale: 'de-CH' })).toBe('CHF');
  });
});

describe('the purchase amount in a business’s money', () => {
  it('keeps the US words exactly for a business in dollars', () => {
    const usd = purchaseAmountMessages({ currency: 'USD', locale: 'en-US' });
    expect(usd.positive).toBe(LOYALTY_MESSAGES.amountPositive);
    expect(usd.tooLarge).toBe(LOYALTY_MESSAGES.amountTooLarge);
    expect(usd.decimals).toBe(LOYALTY_MESSAGES.amountCents);
  });

  it('says the limits in the currency’s own format and decimals', () => {
    const eur = { currency: 'EUR', locale: 'en-IE' };
    expect(purchaseAmountProblem(0, eur)).toBe('The amount must be more than €0');
    expect(purchaseAmountProblem(12.555, eur)).toBe('The amount can have at most 2 decimal places');
    expect(purchaseAmountProblem(12.5, eur)).toBeNull();
    const jpy = { currency: 'JPY', locale: 'ja-JP' };
    expect(purchaseAmountProblem(12.5, jpy)).toBe('The amount must be a whole number: JPY has no decimal places');
    expect(purchaseAmountProblem(1250, jpy)).toBeNull();
    expect(purchaseAmountProblem(1.234, { currency: 'BHD', locale: 'en-US' })).toBeNull();
  });
});

describe('codes and proposals', () => {
  it('accepts ISO 4217 codes and BCP 47 tags only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('EURO')).toBe(false);
    expect(canonicalLocale('en-gb')).toBe('en-GB');
    expect(canonicalLocale('not a locale!')).toBeNull();
  });

  it('proposes the browser language’s locale and its region’s currency, dollars when unknown', () => {
    expect(proposedMoney('de-DE')).toEqual({ currency: 'EUR', locale: 'de-DE' });
    expect(proposedMoney('en-GB')).toEqual({ currency: 'GBP', locale: 'en-GB' });
    expect(proposedMoney('ja')).toEqual({ currency: 'USD', locale: 'ja' });
    expect(proposedMoney(undefined)).toEqual({ currency: 'USD', locale: 'en-US' });
    expect(currencyOfLocale('fr-CA')).toBe('CAD');
  });
});
