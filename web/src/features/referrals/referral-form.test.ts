import { PROGRAM_DEFAULTS, REFERRAL_MESSAGES, type TProgram } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { editorValues, parseMinimumAmount, serverFieldErrors, toInput } from './referral-form.ts';

const ACTIVE = '00000000-0000-4000-8000-000000000c01';
const points = (id: string, status: 'active' | 'paused'): TProgram => ({
  id,
  name: id,
  description: '',
  status,
  createdAt: '2026-01-05T10:00:00.000Z',
  type: 'points',
  config: PROGRAM_DEFAULTS.points,
});

const refusal = (details: Record<string, string[]>) =>
  new ApiError({ code: 'VALIDATION', message: 'x', status: 400, details });

describe('the refer-a-friend editor', () => {
  it('starts from the defaults: points on the first active points program, or a named reward without one', () => {
    const values = editorValues(null, [points('paused-one', 'paused'), points(ACTIVE, 'active')]);
    expect(values.friendReward).toEqual({ kind: 'points', programId: ACTIVE, points: 100, name: '', validDays: 30 });
    expect(values).toMatchObject({
      enabled: true,
      qualifyingAction: 'purchase',
      minimumAmount: 0,
      withinDays: 30,
      monthlyCap: 10,
    });
    expect(editorValues(null, []).referrerReward.kind).toBe('reward');
  });

  it("sends each side's chosen kind only, and no minimum amount when a visit qualifies", () => {
    const values = editorValues(null, [points(ACTIVE, 'active')]);
    values.referrerReward = { ...values.referrerReward, kind: 'reward', name: 'Free coffee' };
    values.qualifyingAction = 'visit';
    values.minimumAmount = 12;
    expect(toInput(values)).toEqual({
      enabled: true,
      friendReward: { kind: 'points', programId: ACTIVE, points: 100 },
      referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 30 },
      qualifyingAction: 'visit',
      minimumAmount: 0,
      withinDays: 30,
      monthlyCap: 10,
    });
  });

  it('reads a minimum amount as typed: blank is any amount, text is refused', () => {
    expect(parseMinimumAmount('12.50')).toBe(12.5);
    expect(parseMinimumAmount('12,5')).toBe(12.5);
    expect(parseMinimumAmount(' ')).toBe(0);
    expect(parseMinimumAmount('ten')).toBe(-1);
  });

  it("puts the server's messages under the fields they name, a side named alone by what its message is about", () => {
    expect(
      serverFieldErrors(
        refusal({
          'referrerReward.validDays': [REFERRAL_MESSAGES.validDaysRange],
          friendReward: [REFERRAL_MESSAGES.programNotPoints],
          monthlyCap: [REFERRAL_MESSAGES.monthlyCapRange],
          enabled: ['Check the enabled field and try again'],
        }),
      ),
    ).toEqual({
      fields: [
        ['referrerReward.validDays', REFERRAL_MESSAGES.validDaysRange],
        ['friendReward.programId', REFERRAL_MESSAGES.programNotPoints],
        ['monthlyCap', REFERRAL_MESSAGES.monthlyCapRange],
      ],
      general: ['Check the enabled field and try again'],
    });
    expect(serverFieldErrors(new Error('offline'))).toEqual({ fields: [], general: [] });
  });
});
