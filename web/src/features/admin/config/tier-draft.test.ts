import type { TTier } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, hasEdits, patchOf } from './tier-draft.ts';

const pro: TTier = {
  id: 't1',
  name: 'Pro',
  priceMonthly: 49,
  stripePriceId: 'price_test_pro',
  maxCustomers: 500,
  maxPrograms: 3,
  maxSmsMonthly: 500,
  initialCredits: 100,
  creditCostSms: 1,
  creditCostEmail: 0,
  features: {
    maxSeats: 3,
    maxLocations: 3,
    mailchimp: true,
    tills: true,
    multipliers: true,
    statusTiers: true,
    referrals: true,
    whiteLabel: false,
    prioritySupport: false,
    api: false,
    apiRequestsPerSecond: null,
    apiBurst: 40,
    clients: false,
    maxClients: 0,
  },
};

describe('tier drafts', () => {
  it('has no edits and an empty patch when untouched', () => {
    expect(hasEdits(pro, draftOf(pro))).toBe(false);
    expect(patchOf(pro, draftOf(pro))).toEqual({});
  });

  it('sends only the edited fields, features nested', () => {
    const draft = {
      ...draftOf(pro),
      priceMonthly: '59.99',
      maxCustomers: '-1',
      whiteLabel: true,
      maxSeats: '5',
      maxLocations: '-1',
    };
    expect(hasEdits(pro, draft)).toBe(true);
    expect(patchOf(pro, draft)).toEqual({
      priceMonthly: 59.99,
      maxCustomers: -1,
      features: { maxSeats: 5, maxLocations: -1, whiteLabel: true },
    });
  });

  it('treats the same number written differently as no change, and a cleared price id as null-to-be', () => {
    expect(patchOf(pro, { ...draftOf(pro), priceMonthly: '49' })).toEqual({});
    expect(patchOf(pro, { ...draftOf(pro), stripePriceId: '' })).toEqual({ stripePriceId: '' });
  });

  it("sets the API bucket per tier, and an emptied field back to the server's default (null)", () => {
    expect(draftOf(pro)).toMatchObject({ apiRequestsPerSecond: '', apiBurst: '40' });
    expect(patchOf(pro, { ...draftOf(pro), apiRequestsPerSecond: '20', apiBurst: '' })).toEqual({
      features: { apiRequestsPerSecond: 20, apiBurst: null },
    });
    expect(() => patchOf(pro, { ...draftOf(pro), apiBurst: 'lots' })).toThrow('API burst must be a whole number');
  });

  it('names a field that does not parse', () => {
    expect(() => patchOf(pro, { ...draftOf(pro), maxPrograms: 'x' })).toThrow('Max programs must be a whole number');
    expect(() => patchOf(pro, { ...draftOf(pro), priceMonthly: '' })).toThrow('Monthly price must be a number');
  });
});
