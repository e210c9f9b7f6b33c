import {
  PROGRAM_DEFAULTS,
  REFERRAL_MESSAGES,
  stampsOverCardMessage,
  type TProgram,
  type TReferralSettings,
} from '@regulars/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import {
  editorValues,
  parseMinimumAmount,
  referralResolver,
  serverFieldErrors,
  settingsInput,
  type TReferralValues,
  toInput,
} from './referral-form.ts';

const ACTIVE = '00000000-0000-4000-8000-000000000c01';
const CARD = '00000000-0000-4000-8000-000000000c03';
const base = { description: '', createdAt: '2026-01-05T10:00:00.000Z' };
const points = (id: string, status: 'active' | 'paused'): TProgram => ({
  ...base,
  id,
  name: id,
  status,
  type: 'points',
  config: PROGRAM_DEFAULTS.points,
});
const card = (id: string, status: 'active' | 'paused'): TProgram => ({
  ...base,
  id,
  name: id,
  status,
  type: 'stamp_card',
  config: PROGRAM_DEFAULTS.stamp_card,
});

const STAMPS_SETTINGS: TReferralSettings = {
  enabled: true,
  friendReward: { kind: 'stamps', programId: CARD, programName: 'Coffee card', stamps: 2 },
  referrerReward: { kind: 'points', programId: ACTIVE, programName: 'Coffee Club', points: 50 },
  qualifyingAction: 'visit',
  minimumAmount: 0,
  withinDays: 14,
  monthlyCap: 5,
};

const refusal = (details: Record<string, string[]>) =>
  new ApiError({ code: 'VALIDATION', message: 'x', status: 400, details });

/** What a submit's check says, as react-hook-form asks it. */
const check = (values: TReferralValues) =>
  referralResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<TReferralValues>);

describe('the refer-a-friend editor', () => {
  it('starts from the defaults: points on the first active points program, or a named reward without one', () => {
    const values = editorValues(null, [points('paused-one', 'paused'), points(ACTIVE, 'active')]);
    expect(values.friendReward).toEqual({
      kind: 'points',
      programId: ACTIVE,
      points: 100,
      cardId: '',
      stamps: 1,
      name: '',
      validDays: 30,
    });
    expect(values).toMatchObject({
      enabled: true,
      qualifyingAction: 'purchase',
      minimumAmount: 0,
      withinDays: 30,
      monthlyCap: 10,
    });
    expect(editorValues(null, []).referrerReward.kind).toBe('reward');
  });

  it('starts on stamps on the first active stamp card when the business has cards and no points program', () => {
    const values = editorValues(null, [card('paused-card', 'paused'), card(CARD, 'active')]);
    expect(values.friendReward).toEqual({
      kind: 'stamps',
      programId: '',
      points: 100,
      cardId: CARD,
      stamps: 1,
      name: '',
      validDays: 30,
    });
    // With a points program too, points come first and the card is ready for a switch.
    const both = editorValues(null, [card(CARD, 'active'), points(ACTIVE, 'active')]);
    expect(both.referrerReward).toMatchObject({ kind: 'points', programId: ACTIVE, cardId: CARD });
    expect(editorValues(null, [card('paused-card', 'paused')]).friendReward.cardId).toBe('paused-card');
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

  it('sends stamps on the chosen card, and keeps the points typed for a switch back', () => {
    const values = editorValues(null, [points(ACTIVE, 'active'), card(CARD, 'active')]);
    values.friendReward = { ...values.friendReward, points: 150, kind: 'stamps', stamps: 3 };
    expect(toInput(values).friendReward).toEqual({ kind: 'stamps', programId: CARD, stamps: 3 });
    values.friendReward.kind = 'points';
    expect(toInput(values).friendReward).toEqual({ kind: 'points', programId: ACTIVE, points: 150 });
    values.friendReward.kind = 'stamps';
    expect(toInput(values).friendReward).toEqual({ kind: 'stamps', programId: CARD, stamps: 3 });
  });

  it('reads saved stamps back into the editor, and sends them again as saved', () => {
    const values = editorValues(STAMPS_SETTINGS, [points(ACTIVE, 'active'), card(CARD, 'active')]);
    expect(values.friendReward).toEqual({
      kind: 'stamps',
      programId: ACTIVE,
      points: 100,
      cardId: CARD,
      stamps: 2,
      name: '',
      validDays: 30,
    });
    expect(values.referrerReward).toMatchObject({ kind: 'points', programId: ACTIVE, points: 50, cardId: CARD });
    const resent = {
      enabled: true,
      friendReward: { kind: 'stamps', programId: CARD, stamps: 2 },
      referrerReward: { kind: 'points', programId: ACTIVE, points: 50 },
      qualifyingAction: 'visit',
      minimumAmount: 0,
      withinDays: 14,
      monthlyCap: 5,
    };
    expect(toInput(values)).toEqual(resent);
    expect(settingsInput(STAMPS_SETTINGS, false)).toEqual({ ...resent, enabled: false });
  });

  it('puts a missing stamp card under the card select, and a missing points program under its own', async () => {
    const values = editorValues(null, []);
    values.friendReward = { ...values.friendReward, kind: 'stamps', stamps: 0 };
    values.referrerReward.kind = 'points';
    const { errors } = await check(values);
    expect(errors.friendReward?.cardId?.message).toBe(REFERRAL_MESSAGES.cardRequired);
    expect(errors.friendReward?.stamps?.message).toBe(REFERRAL_MESSAGES.stampsRange);
    expect(errors.friendReward?.programId).toBeUndefined();
    expect(errors.referrerReward?.programId?.message).toBe(REFERRAL_MESSAGES.programRequired);
    expect(errors.referrerReward?.cardId).toBeUndefined();
  });

  it('reads a minimum amount as typed: blank is any amount, text is refused', () => {
    expect(parseMinimumAmount('12.50')).toBe(12.5);
    expect(parseMinimumAmount('12,5')).toBe(12.5);
    expect(parseMinimumAmount(' ')).toBe(0);
    expect(parseMinimumAmount('ten')).toBe(-1);
  });

  it("puts the server's messages under the fields they name, a side named alone by what its message is about", () => {
    const sent = { friendReward: { kind: 'points' }, referrerReward: { kind: 'reward' } } as const;
    expect(
      serverFieldErrors(
        refusal({
          'referrerReward.validDays': [REFERRAL_MESSAGES.validDaysRange],
          friendReward: [REFERRAL_MESSAGES.programNotPoints],
          monthlyCap: [REFERRAL_MESSAGES.monthlyCapRange],
          enabled: ['Check the enabled field and try again'],
        }),
        sent,
      ),
    ).toEqual({
      fields: [
        ['referrerReward.validDays', REFERRAL_MESSAGES.validDaysRange],
        ['friendReward.programId', REFERRAL_MESSAGES.programNotPoints],
        ['monthlyCap', REFERRAL_MESSAGES.monthlyCapRange],
      ],
      general: ['Check the enabled field and try again'],
    });
    expect(serverFieldErrors(new Error('offline'), sent)).toEqual({ fields: [], general: [] });
  });

  it("puts the server's messages about a stamps side under the stamp card or the number of stamps", () => {
    const sent = { friendReward: { kind: 'stamps' }, referrerReward: { kind: 'stamps' } } as const;
    expect(
      serverFieldErrors(
        refusal({ friendReward: [stampsOverCardMessage(10)], referrerReward: [REFERRAL_MESSAGES.programPaused] }),
        sent,
      ),
    ).toEqual({
      fields: [
        ['friendReward.stamps', 'This card takes 10 stamps: give at most 10'],
        ['referrerReward.cardId', REFERRAL_MESSAGES.programPaused],
      ],
      general: [],
    });
    expect(
      serverFieldErrors(
        refusal({ friendReward: [REFERRAL_MESSAGES.programNotCard], 'referrerReward.programId': ['Invalid'] }),
        sent,
      ).fields,
    ).toEqual([
      ['friendReward.cardId', REFERRAL_MESSAGES.programNotCard],
      ['referrerReward.cardId', 'Invalid'],
    ]);
    // Words that only look like the contract's are no field's: they are said above the buttons.
    expect(serverFieldErrors(refusal({ friendReward: ['This card takes 10 stamps: give at most 12'] }), sent)).toEqual({
      fields: [],
      general: ['This card takes 10 stamps: give at most 12'],
    });
  });

  it('names the points program for a points side, whatever the message', () => {
    const sent = { friendReward: { kind: 'points' }, referrerReward: { kind: 'stamps' } } as const;
    expect(
      serverFieldErrors(
        refusal({ friendReward: [REFERRAL_MESSAGES.programNotFound], referrerReward: [REFERRAL_MESSAGES.stampsRange] }),
        sent,
      ).fields,
    ).toEqual([
      ['friendReward.programId', REFERRAL_MESSAGES.programNotFound],
      ['referrerReward.stamps', REFERRAL_MESSAGES.stampsRange],
    ]);
  });
});
