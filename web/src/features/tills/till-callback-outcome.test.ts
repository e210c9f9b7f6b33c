import { SHOPIFY_MESSAGES, TILL_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { tillCallbackOutcome } from './till-callback-outcome.ts';

describe('tillCallbackOutcome', () => {
  it('says nothing when Square did not send the owner back', () => {
    expect(tillCallbackOutcome(null)).toBeNull();
  });

  it('celebrates a connection', () => {
    expect(tillCallbackOutcome('connected')).toEqual({ tone: 'success', message: 'Square connected' });
  });

  it('says what to do next after each refusal', () => {
    expect(tillCallbackOutcome('denied')).toEqual({ tone: 'error', message: TILL_MESSAGES.denied });
    expect(tillCallbackOutcome('expired')).toEqual({ tone: 'error', message: TILL_MESSAGES.stateMismatch });
    expect(tillCallbackOutcome('refused')).toEqual({ tone: 'error', message: TILL_MESSAGES.codeRefused });
    expect(tillCallbackOutcome('taken')).toEqual({ tone: 'error', message: TILL_MESSAGES.accountTaken });
    expect(tillCallbackOutcome('unreachable')).toEqual({ tone: 'error', message: TILL_MESSAGES.unreachable });
    expect(tillCallbackOutcome('plan')).toEqual({ tone: 'error', message: TILL_MESSAGES.upgrade });
    expect(tillCallbackOutcome('taken')?.message).toBe(
      'This Square account is already connected to another business in Regulars. Disconnect it there first, so no sale earns twice.',
    );
  });

  it('reads anything else as a failed connection, never as an inherited object key', () => {
    expect(tillCallbackOutcome('failed')).toEqual({ tone: 'error', message: 'Could not connect Square' });
    expect(tillCallbackOutcome('')).toEqual({ tone: 'error', message: TILL_MESSAGES.connectFailed });
    expect(tillCallbackOutcome('toString')).toEqual({ tone: 'error', message: TILL_MESSAGES.connectFailed });
  });

  it('says Shopify’s outcomes in Shopify’s words', () => {
    expect(tillCallbackOutcome(null, 'shopify')).toBeNull();
    expect(tillCallbackOutcome('connected', 'shopify')).toEqual({ tone: 'success', message: 'Shopify connected' });
    expect(tillCallbackOutcome('expired', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.stateMismatch,
    });
    expect(tillCallbackOutcome('refused', 'shopify')).toEqual({ tone: 'error', message: SHOPIFY_MESSAGES.codeRefused });
    expect(tillCallbackOutcome('taken', 'shopify')).toEqual({ tone: 'error', message: SHOPIFY_MESSAGES.accountTaken });
    expect(tillCallbackOutcome('unreachable', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.unreachable,
    });
    expect(tillCallbackOutcome('plan', 'shopify')).toEqual({ tone: 'error', message: TILL_MESSAGES.upgrade });
    expect(tillCallbackOutcome('failed', 'shopify')).toEqual({ tone: 'error', message: 'Could not connect Shopify' });
  });

  it('never says Square’s words of Shopify: an outcome only Square has reads as Shopify’s plain failure', () => {
    expect(tillCallbackOutcome('denied', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.connectFailed,
    });
    expect(tillCallbackOutcome('toString', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.connectFailed,
    });
  });
});
