import { TILL_MESSAGES } from '@regulars/contracts';
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
});
