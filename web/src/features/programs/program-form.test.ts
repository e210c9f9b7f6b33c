import { zodResolver } from '@hookform/resolvers/zod';
import { PROGRAM_DEFAULTS, type TProgramType } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftFor,
  emptyDrafts,
  newRewardRow,
  programFormErrors,
  type TProgramDraft,
  toRequest,
  ZProgramForm,
} from './program-form.ts';

/** What the dialog's resolver makes of a name, a type and that type's draft. */
async function resolve(name: string, type: TProgramType, draft: TProgramDraft) {
  const result = await zodResolver(ZProgramForm)(
    { name, description: '', type, drafts: { ...emptyDrafts(), [type]: draft } },
    undefined,
    {
      fields: {},
      shouldUseNativeValidation: false,
    },
  );
  return { values: result.values, errors: programFormErrors(result.errors) };
}

describe('the create-program form', () => {
  it('starts every type from the spec defaults and sends them back unchanged', async () => {
    for (const type of ['points', 'stamp_card', 'rebate_code', 'discount', 'free_item'] as const) {
      const { values, errors } = await resolve('Club', type, draftFor(type));
      expect(errors).toEqual({});
      expect(values).toMatchObject({ name: 'Club', type, config: PROGRAM_DEFAULTS[type] });
    }
  });

  it('reports a cleared number field instead of sending 0', async () => {
    const draft = draftFor('points');
    draft.values.minimumRedemption = '';
    expect(toRequest('Club', 'points', draft).config).toMatchObject({ minimumRedemption: Number.NaN });
    expect((await resolve('Club', 'points', draft)).errors).toEqual({
      minimumRedemption: 'Minimum redemption must be a number',
    });
  });

  it('keys errors by field, including each discount tier', async () => {
    const draft = draftFor('discount');
    draft.tiers[1] = { visits: '0', discount: '150' };
    expect((await resolve('  ', 'discount', draft)).errors).toEqual({
      name: 'Program name is required',
      'tiers.1.visits': 'Visits must be at least 1',
      'tiers.1.discount': 'Discount must be between 1 and 100%',
    });
  });

  it('applies the section 5 limits', async () => {
    const stamps = draftFor('stamp_card');
    stamps.values.stampsRequired = '21';
    expect((await resolve('Card', 'stamp_card', stamps)).errors).toMatchObject({
      stampsRequired: 'Stamps required must be between 2 and 20',
    });
    const rebate = draftFor('rebate_code');
    rebate.values.codePrefix = 'TOOLONG';
    expect((await resolve('Codes', 'rebate_code', rebate)).errors).toMatchObject({
      codePrefix: 'Code prefix must be at most 6 characters',
    });
    const points = draftFor('points');
    points.values.pointsPerDollar = '0.05';
    expect((await resolve('Points', 'points', points)).errors).toMatchObject({
      pointsPerDollar: 'Points per dollar must be at least 0.1',
    });
  });
});

describe('the loyalty engine fields of the form', () => {
  it('starts the guards and the points cap from their defaults, as text, with an empty catalogue', () => {
    expect(draftFor('points')).toMatchObject({ values: { dailyPointsCap: '2000' }, rewards: [] });
    for (const type of ['stamp_card', 'rebate_code', 'free_item'] as const) {
      expect(draftFor(type).values).toMatchObject({ cooldownMinutes: '10', dailyLimit: '10' });
    }
    expect(draftFor('discount').values).toEqual({});
  });

  it('sends the catalogue rows cheapest first, names trimmed, with the cap', async () => {
    const draft = draftFor('points');
    draft.values.dailyPointsCap = '500';
    draft.rewards = [
      { points: '250', name: ' Lunch ' },
      { points: '100', name: 'Free coffee' },
    ];
    expect(toRequest('Beans', 'points', draft).config).toMatchObject({
      dailyPointsCap: 500,
      rewards: [
        { points: 250, name: ' Lunch ' },
        { points: 100, name: 'Free coffee' },
      ],
    });
    const { values, errors } = await resolve('Beans', 'points', draft);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      config: {
        minimumRedemption: 100,
        dailyPointsCap: 500,
        rewards: [
          { points: 100, name: 'Free coffee' },
          { points: 250, name: 'Lunch' },
        ],
      },
    });
  });

  it('sends the guards of the stamp-like types, 0 turning one off', async () => {
    for (const type of ['stamp_card', 'rebate_code', 'free_item'] as const) {
      const draft = draftFor(type);
      draft.values.cooldownMinutes = '0';
      draft.values.dailyLimit = '3';
      const { values, errors } = await resolve('Club', type, draft);
      expect(errors).toEqual({});
      expect(values).toMatchObject({ config: { cooldownMinutes: 0, dailyLimit: 3 } });
    }
  });

  it('explains guards outside their limits in plain words', async () => {
    const stamps = draftFor('stamp_card');
    stamps.values.cooldownMinutes = '1441';
    stamps.values.dailyLimit = '-1';
    expect((await resolve('Card', 'stamp_card', stamps)).errors).toEqual({
      cooldownMinutes: 'Cooldown must be at most 1440 minutes',
      dailyLimit: 'Daily limit cannot be negative (0 = none)',
    });
    const codes = draftFor('rebate_code');
    codes.values.dailyLimit = '2.5';
    expect((await resolve('Codes', 'rebate_code', codes)).errors).toEqual({
      dailyLimit: 'Daily limit must be a whole number',
    });
    const points = draftFor('points');
    points.values.dailyPointsCap = '';
    expect((await resolve('Points', 'points', points)).errors).toEqual({
      dailyPointsCap: 'Daily points cap must be a number',
    });
  });

  it('keys catalogue errors by row, and the list rules under rewards', async () => {
    const rows = draftFor('points');
    rows.rewards = [
      { points: '100', name: 'Coffee' },
      { points: '0', name: '  ' },
    ];
    expect((await resolve('Points', 'points', rows)).errors).toEqual({
      'rewards.1.points': 'Reward points must be at least 1',
      'rewards.1.name': 'Reward name is required',
      // The list's own rule still shows with the rows' errors (react-hook-form files it under `root`).
      rewards: 'A reward cannot cost less than the minimum redemption',
    });

    const twins = draftFor('points');
    twins.rewards = [
      { points: '100', name: 'Coffee' },
      { points: '200', name: 'coffee' },
    ];
    expect((await resolve('Points', 'points', twins)).errors).toEqual({ rewards: 'Each reward needs its own name' });

    const cheap = draftFor('points');
    cheap.values.minimumRedemption = '150';
    cheap.rewards = [{ points: '100', name: 'Coffee' }];
    expect((await resolve('Points', 'points', cheap)).errors).toEqual({
      rewards: 'A reward cannot cost less than the minimum redemption',
    });
  });

  it('refuses more than ten rewards', async () => {
    const draft = draftFor('points');
    draft.rewards = Array.from({ length: 11 }, (_, i) => ({ points: String(100 * (i + 1)), name: `Reward ${i}` }));
    expect((await resolve('Points', 'points', draft)).errors).toEqual({ rewards: 'At most 10 rewards' });
  });

  it('prices a new catalogue row from the minimum redemption', () => {
    expect(newRewardRow([], '100')).toEqual({ points: '100', name: '' });
    expect(newRewardRow([{ points: '100', name: 'Coffee' }], '100')).toEqual({ points: '200', name: '' });
    expect(
      newRewardRow(
        [
          { points: '250', name: 'Lunch' },
          { points: '', name: 'Cake' },
        ],
        '50',
      ),
    ).toEqual({ points: '300', name: '' });
    // A minimum being retyped falls back to the default step.
    expect(newRewardRow([], '')).toEqual({ points: '100', name: '' });
  });
});
