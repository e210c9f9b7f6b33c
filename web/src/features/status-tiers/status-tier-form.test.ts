import { STATUS_MESSAGES, type TStatusProgram, ZStatusProgramInput } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import {
  editorValues,
  nextTier,
  numberOr,
  removedHeldTiers,
  serverFieldErrors,
  type TStatusValues,
  toInput,
} from './status-tier-form.ts';
import { statusResolver } from './status-tier-resolver.ts';

const RULE = { basis: 'points', window: 'rolling', windowMonths: 12, graceDays: 30 } as const;
const NO_REWARD = { rewardName: '', rewardDays: 30 };

describe('a new tier row', () => {
  it('starts the table at Bronze, at a line that suits what is counted', () => {
    expect(nextTier([], 'points')).toEqual({ name: 'Bronze', threshold: 100, factor: 1, ...NO_REWARD });
    expect(nextTier([], 'visits')).toEqual({ name: 'Bronze', threshold: 5, factor: 1, ...NO_REWARD });
  });

  it('takes the next unused name, twice the line and half a point more, so the table still rises', () => {
    const tiers = [
      { name: 'Silver', threshold: 50, factor: 1 },
      { name: 'bronze', threshold: 120, factor: 1.5 },
    ];
    const next = nextTier(tiers, 'points');
    expect(next).toEqual({ name: 'Gold', threshold: 240, factor: 2, ...NO_REWARD });
    expect(
      ZStatusProgramInput.safeParse(toInput({ ...RULE, tiers: [...tiers, next].map((t) => ({ ...NO_REWARD, ...t })) }))
        .success,
    ).toBe(true);
  });

  it('stays within the limits after the highest tier', () => {
    expect(nextTier([{ name: 'Top', threshold: 900_000, factor: 10 }], 'points')).toMatchObject({
      threshold: 1_000_000,
      factor: 10,
    });
  });
});

describe('a number field', () => {
  it('reads what was typed, and a blank as a number the contract refuses in its own words', () => {
    expect(numberOr(0)('1.5')).toBe(1.5);
    expect(numberOr(0)(' 12 ')).toBe(12);
    expect(numberOr(0)('')).toBe(0);
    expect(numberOr(-1)('')).toBe(-1);
    expect(numberOr(-1)(Number.NaN)).toBe(-1);
  });
});

describe('what removing tiers means for their customers', () => {
  it('names the saved tiers that customers hold and the table no longer has', () => {
    const saved = [
      { id: 'a', name: 'Bronze', threshold: 10, factor: 1, reward: null, customers: 4 },
      { id: 'b', name: 'Silver', threshold: 20, factor: 1.5, reward: null, customers: 0 },
      { id: 'c', name: 'Gold', threshold: 30, factor: 2, reward: null, customers: 2 },
    ];
    expect(removedHeldTiers(saved, [{ id: 'a' }, {}]).map((t) => t.name)).toEqual(['Gold']);
  });
});

describe("the server's refusal", () => {
  it('names the rule fields one by one and keeps the tier table messages apart', () => {
    const refusal = new ApiError({
      code: 'VALIDATION',
      message: 'Enter a number of months between 1 and 24',
      status: 400,
      details: {
        windowMonths: ['Enter a number of months between 1 and 24'],
        tiers: ['Each tier needs its own name', 'Each tier needs its own name'],
        somethingElse: ['ignored'],
      },
    });
    expect(serverFieldErrors(refusal)).toEqual({
      fields: [['windowMonths', 'Enter a number of months between 1 and 24']],
      tiers: ['Each tier needs its own name'],
    });
    expect(serverFieldErrors(new Error('offline'))).toEqual({ fields: [], tiers: [] });
  });

  it("passes on a tier's reward messages with the table's, for the form to say above its buttons", () => {
    const refusal = new ApiError({
      code: 'VALIDATION',
      message: STATUS_MESSAGES.rewardNameRequired,
      status: 400,
      details: { tiers: [STATUS_MESSAGES.rewardNameRequired, STATUS_MESSAGES.rewardDaysRange] },
    });
    expect(serverFieldErrors(refusal)).toEqual({
      fields: [],
      tiers: ['Name the reward, like Free dessert', 'Enter a number of days between 1 and 365'],
    });
  });
});

describe("a tier's reward", () => {
  const saved: TStatusProgram = {
    ...RULE,
    included: true,
    tiers: [
      { id: 'a', name: 'Silver', threshold: 100, factor: 1, reward: null, customers: 0 },
      {
        id: 'b',
        name: 'Gold',
        threshold: 500,
        factor: 2,
        reward: { name: 'Free dessert', validDays: 14 },
        customers: 3,
      },
    ],
  };

  it('loads into the editor as a name and days, blank with the usual days when there is none', () => {
    expect(editorValues(saved).tiers).toEqual([
      { id: 'a', name: 'Silver', threshold: 100, factor: 1, rewardName: '', rewardDays: 30 },
      { id: 'b', name: 'Gold', threshold: 500, factor: 2, rewardName: 'Free dessert', rewardDays: 14 },
    ]);
  });

  it('is sent when named, and is none when the name is blank, whatever its days', () => {
    const values: TStatusValues = {
      ...RULE,
      tiers: [
        { name: 'Silver', threshold: 100, factor: 1, rewardName: '  ', rewardDays: 0 },
        { name: 'Gold', threshold: 500, factor: 2, rewardName: 'Free dessert', rewardDays: 14 },
      ],
    };
    expect(toInput(values).tiers).toEqual([
      { name: 'Silver', threshold: 100, factor: 1, reward: null },
      { name: 'Gold', threshold: 500, factor: 2, reward: { name: 'Free dessert', validDays: 14 } },
    ]);
  });

  const check = (tiers: TStatusValues['tiers']) =>
    statusResolver({ ...RULE, tiers }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it("puts the contract's reward messages under the row's own fields", async () => {
    const { errors } = await check([
      { name: 'Silver', threshold: 100, factor: 1, rewardName: 'x'.repeat(61), rewardDays: 30 },
      { name: 'Gold', threshold: 500, factor: 2, rewardName: 'Free dessert', rewardDays: 0 },
    ]);
    expect(errors.tiers?.[0]?.rewardName?.message).toBe("The reward's name must be at most 60 characters");
    expect(errors.tiers?.[0]?.rewardDays).toBeUndefined();
    expect(errors.tiers?.[1]?.rewardDays?.message).toBe('Enter a number of days between 1 and 365');
    expect(errors.tiers?.[1]?.rewardName).toBeUndefined();
    expect(errors.tiers?.[1]).not.toHaveProperty('reward');
  });

  it('leaves a message about the whole table where the table shows it', async () => {
    const tier = { name: 'Silver', threshold: 100, factor: 1, rewardName: '', rewardDays: 30 };
    const tiers = Array.from({ length: 6 }, (_, i) => ({ ...tier, name: `Tier ${i}`, threshold: 100 * (i + 1) }));
    const { errors } = await statusResolver({ ...RULE, tiers }, undefined, {
      fields: {},
      // As react-hook-form passes them: the rows' fields are known, so the table's own message is its root.
      names: ['tiers.0.name', 'tiers.0.rewardName'],
      shouldUseNativeValidation: false,
    });
    expect(errors.tiers?.root?.message).toBe('A business can have at most 5 status tiers');
  });

  it('lets a table through whose unnamed reward has days no reward could have', async () => {
    const result = await check([{ name: 'Silver', threshold: 100, factor: 1, rewardName: '', rewardDays: 0 }]);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...RULE, tiers: [{ name: 'Silver', threshold: 100, factor: 1, reward: null }] });
  });
});
