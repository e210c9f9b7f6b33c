import { SHOPIFY_MESSAGES, TILL_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { tillCallbackOutcome } from './till-callback-outcome.ts';

const english = APP_ENGLISH_WORDS;

describe('tillCallbackOutcome', () => {
  it('says nothing when Square did not send the owner back', () => {
    expect(tillCallbackOutcome(english, null)).toBeNull();
  });

  it('celebrates a connection', () => {
    expect(tillCallbackOutcome(english, 'connected')).toEqual({ tone: 'success', message: 'Square connected' });
  });

  it('says what to do next after each refusal', () => {
    expect(tillCallbackOutcome(english, 'denied')).toEqual({ tone: 'error', message: TILL_MESSAGES.denied });
    expect(tillCallbackOutcome(english, 'expired')).toEqual({ tone: 'error', message: TILL_MESSAGES.stateMismatch });
    expect(tillCallbackOutcome(english, 'refused')).toEqual({ tone: 'error', message: TILL_MESSAGES.codeRefused });
    expect(tillCallbackOutcome(english, 'taken')).toEqual({ tone: 'error', message: TILL_MESSAGES.accountTaken });
    expect(tillCallbackOutcome(english, 'unreachable')).toEqual({ tone: 'error', message: TILL_MESSAGES.unreachable });
    expect(tillCallbackOutcome(english, 'plan')).toEqual({ tone: 'error', message: TILL_MESSAGES.upgrade });
    expect(tillCallbackOutcome(english, 'taken')?.message).toBe(
      'This Square account is already connected to another business here. Disconnect it there first, so no sale earns twice.',
    );
  });

  it('reads anything else as a failed connection, never as an inherited object key', () => {
    expect(tillCallbackOutcome(english, 'failed')).toEqual({ tone: 'error', message: 'Could not connect Square' });
    expect(tillCallbackOutcome(english, '')).toEqual({ tone: 'error', message: TILL_MESSAGES.connectFailed });
    expect(tillCallbackOutcome(english, 'toString')).toEqual({ tone: 'error', message: TILL_MESSAGES.connectFailed });
  });

  it('says Shopify’s outcomes in Shopify’s words', () => {
    expect(tillCallbackOutcome(english, null, 'shopify')).toBeNull();
    expect(tillCallbackOutcome(english, 'connected', 'shopify')).toEqual({
      tone: 'success',
      message: 'Shopify connected',
    });
    expect(tillCallbackOutcome(english, 'expired', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.stateMismatch,
    });
    expect(tillCallbackOutcome(english, 'refused', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.codeRefused,
    });
    expect(tillCallbackOutcome(english, 'taken', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.accountTaken,
    });
    expect(tillCallbackOutcome(english, 'unreachable', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.unreachable,
    });
    expect(tillCallbackOutcome(english, 'plan', 'shopify')).toEqual({ tone: 'error', message: TILL_MESSAGES.upgrade });
    expect(tillCallbackOutcome(english, 'failed', 'shopify')).toEqual({
      tone: 'error',
      message: 'Could not connect Shopify',
    });
  });

  it('never says Square’s words of Shopify: an outcome only Square has reads as Shopify’s plain failure', () => {
    expect(tillCallbackOutcome(english, 'denied', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.connectFailed,
    });
    expect(tillCallbackOutcome(english, 'toString', 'shopify')).toEqual({
      tone: 'error',
      message: SHOPIFY_MESSAGES.connectFailed,
    });
  });
});
