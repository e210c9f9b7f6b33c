import { PROGRAM_DEFAULTS } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { draftFor, toRequest, validateDraft } from './program-form.ts';

describe('the create-program form', () => {
  it('starts every type from the spec defaults and sends them back unchanged', () => {
    for (const type of ['points', 'stamp_card', 'rebate_code', 'discount', 'free_item'] as const) {
      const result = validateDraft('Club', type, draftFor(type));
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.request.config).toEqual(PROGRAM_DEFAULTS[type]);
    }
  });

  it('reports a cleared number field instead of sending 0', () => {
    const draft = draftFor('points');
    draft.values.minimumRedemption = '';
    expect(toRequest('Club', 'points', draft).config).toMatchObject({ minimumRedemption: Number.NaN });
    expect(validateDraft('Club', 'points', draft)).toEqual({
      ok: false,
      errors: { minimumRedemption: 'Minimum redemption must be a number' },
    });
  });

  it('keys errors by field, including each discount tier', () => {
    const draft = draftFor('discount');
    draft.tiers[1] = { visits: '0', discount: '150' };
    const result = validateDraft('  ', 'discount', draft);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Program name is required',
        'tiers.1.visits': 'Visits must be at least 1',
        'tiers.1.discount': 'Discount must be between 1 and 100%',
      },
    });
  });

  it('applies the section 5 limits', () => {
    const stamps = draftFor('stamp_card');
    stamps.values.stampsRequired = '21';
    expect(validateDraft('Card', 'stamp_card', stamps)).toMatchObject({
      errors: { stampsRequired: 'Stamps required must be between 2 and 20' },
    });
    const rebate = draftFor('rebate_code');
    rebate.values.codePrefix = 'TOOLONG';
    expect(validateDraft('Codes', 'rebate_code', rebate)).toMatchObject({
      errors: { codePrefix: 'Code prefix must be at most 6 characters' },
    });
    const points = draftFor('points');
    points.values.pointsPerDollar = '0.05';
    expect(validateDraft('Points', 'points', points)).toMatchObject({
      errors: { pointsPerDollar: 'Points per dollar must be at least 0.1' },
    });
  });
});
