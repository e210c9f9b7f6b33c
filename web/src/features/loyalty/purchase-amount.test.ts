import { DEFAULT_MONEY, LOYALTY_MESSAGES, MAX_PURCHASE_AMOUNT, purchaseAmountSchema } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssue } from '../../test/first-issue.ts';
import { amountText, parseAmount } from './purchase-amount.ts';

// The form's rules for a business in US dollars (the counter's purchase form builds them for the business's money).
const ZAmount = z.object({ amount: purchaseAmountSchema(DEFAULT_MONEY) });
const check = (raw: string) => firstIssue(ZAmount, { amount: parseAmount(raw) });

describe('parseAmount', () => {
  it('reads what a cashier types', () => {
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount('12.')).toBe(12);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount(' $1,250.50 ')).toBe(1250.5);
  });

  it('reads a negative amount as one, so the contract can say what is wrong with it', () => {
    expect(parseAmount('-5')).toBe(-5);
    expect(parseAmount('$-12.50')).toBe(-12.5);
    expect(parseAmount('-')).toBeNaN();
  });

  it('reads an amount written with a decimal comma in a locale that uses one', () => {
    expect(parseAmount('12,50', ',')).toBe(12.5);
    expect(parseAmount('1.250,50 €', ',')).toBe(1250.5);
    expect(parseAmount('€12.50')).toBe(12.5);
  });

  it('reads a blank field as no amount and anything else as not a number', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseAmount('12,5.0.1')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('1e3')).toBeNaN();
  });
});

describe('the purchase amount against the contract', () => {
  it("explains each problem with the contract's words", () => {
    expect(check('')).toBe(LOYALTY_MESSAGES.amountRequired);
    expect(check('abc')).toBe(LOYALTY_MESSAGES.amountRequired);
    expect(check('0')).toBe(LOYALTY_MESSAGES.amountPositive);
    expect(check('-5')).toBe(LOYALTY_MESSAGES.amountPositive);
    expect(check('-0.01')).toBe(LOYALTY_MESSAGES.amountPositive);
    expect(check(String(MAX_PURCHASE_AMOUNT + 1))).toBe(LOYALTY_MESSAGES.amountTooLarge);
    expect(check('12.505')).toBe(LOYALTY_MESSAGES.amountCents);
  });

  it('accepts an amount in dollars and cents up to the maximum', () => {
    expect(check('12.50')).toBeNull();
    expect(check('0.01')).toBeNull();
    expect(check(String(MAX_PURCHASE_AMOUNT))).toBeNull();
  });
});

describe('amountText', () => {
  it('keeps what an amount is written with', () => {
    expect(amountText('12.50')).toBe('12.50');
    expect(amountText(' $1,250.50 ')).toBe(' $1,250.50 ');
    expect(amountText('-5')).toBe('-5');
    expect(amountText('$-5')).toBe('$-5');
  });

  it('refuses letters and a minus sign anywhere but in front', () => {
    expect(amountText('abc')).toBe('');
    expect(amountText('12a.5b')).toBe('12.5');
    expect(amountText('1e3')).toBe('13');
    expect(amountText('5-')).toBe('5');
    expect(amountText('--5')).toBe('-5');
  });
});
