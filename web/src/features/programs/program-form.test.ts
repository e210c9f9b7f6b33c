import { zodResolver } from '@hookform/resolvers/zod';
import { PROGRAM_DEFAULTS, type TProgramType } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftFor,
  emptyDrafts,
  programFormErrors,
  type TProgramDraft,
  toRequest,
  ZProgramForm,
} from './program-form.ts';

/** What the dialog's resolver makes of a name, a type and that type's draft. */
async function resolve(name: string, type: TProgramType, draft: TProgramDraft) {
  const result = await zodResolver(ZProgramForm)(
    { name, type, drafts: { ...emptyDrafts(), [type]: draft } },
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
