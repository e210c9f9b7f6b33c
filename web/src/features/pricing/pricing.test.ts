import { describe, expect, it } from 'vitest';
import { makeTier, seededTiers, TIER_IDS } from '../../test/render.tsx';
import {
  defaultTierId,
  formatLimit,
  isMostPopular,
  signupHref,
  sortTiersByPrice,
  tierButtonLabel,
  tierHighlights,
} from './pricing.ts';

describe('pricing cards', () => {
  it('sorts tiers by monthly price, cheapest first, without mutating the input', () => {
    const input = [...seededTiers];
    expect(sortTiersByPrice(input).map((tier) => tier.name)).toEqual(['Free', 'Pro', 'Agency']);
    expect(input.map((tier) => tier.name)).toEqual(['Agency', 'Free', 'Pro']);
  });

  it("reads 'Start Free' for a free tier and 'Start Trial' for a paid one", () => {
    expect(tierButtonLabel({ priceMonthly: 0 })).toBe('Start Free');
    expect(tierButtonLabel({ priceMonthly: 49 })).toBe('Start Trial');
    expect(tierButtonLabel({ priceMonthly: 0.5 })).toBe('Start Trial');
  });

  it("badges only the tier named 'Pro' as most popular", () => {
    expect(seededTiers.filter(isMostPopular).map((tier) => tier.name)).toEqual(['Pro']);
  });

  it('links to sign-up carrying the tier id', () => {
    expect(signupHref({ id: 'tier-pro' })).toBe('/signup?tier=tier-pro');
    expect(signupHref({ id: 'a b&c' })).toBe('/signup?tier=a%20b%26c');
  });

  it('formats limits, with -1 as Unlimited', () => {
    expect(formatLimit(-1)).toBe('Unlimited');
    expect(formatLimit(5000)).toBe('5,000');
  });

  it('lists limits and features from the tier data', () => {
    const agency = makeTier({
      id: 'a',
      name: 'Agency',
      priceMonthly: 149,
      maxCustomers: -1,
      maxPrograms: -1,
      maxSmsMonthly: 5000,
      features: {
        maxSeats: 10,
        maxLocations: -1,
        mailchimp: true,
        tills: false,
        multipliers: false,
        statusTiers: false,
        referrals: false,
        whiteLabel: true,
        prioritySupport: true,
        api: true,
        apiRequestsPerSecond: null,
        apiBurst: null,
        clients: true,
        maxClients: 50,
      },
    });
    expect(tierHighlights(agency)).toEqual([
      'Unlimited customers',
      'Unlimited loyalty programs',
      '5,000 SMS a month',
      '10 team seats',
      'Unlimited locations',
      'MailChimp integration',
      'Public API',
      '50 client businesses',
      'White-label branding',
      'Priority support',
    ]);
    expect(tierHighlights(makeTier({ id: 'f', name: 'Free', priceMonthly: 0 }))).toEqual([
      '50 customers',
      '1 loyalty program',
      '50 SMS a month',
      '1 team seat',
      '1 location',
    ]);
  });

  it('preselects the requested tier, else Free', () => {
    expect(defaultTierId(seededTiers, TIER_IDS.pro)).toBe(TIER_IDS.pro);
    expect(defaultTierId(seededTiers, 'unknown')).toBe(TIER_IDS.free);
    expect(defaultTierId(seededTiers, null)).toBe(TIER_IDS.free);
    expect(defaultTierId([], null)).toBeNull();
  });
});
