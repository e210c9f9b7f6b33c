import type { TPortalDashboard } from '@regulars/contracts';

/**
 * A signed-in customer's portal answer for the web tests: Maya at Blue Door Coffee, a US business in English with
 * nothing earned yet. `overrides` replaces whole fields (a test's own programs, rewards, language, customer).
 */
export function portalDashboardOf(
  overrides: Omit<Partial<TPortalDashboard>, 'customer'> & { customer?: Partial<TPortalDashboard['customer']> } = {},
): TPortalDashboard {
  const { customer, ...rest } = overrides;
  return {
    businessName: 'Blue Door Coffee',
    brand: { brandColor: null, bandColor: null, logo: null, whiteLabel: false },
    timeZone: null,
    currency: 'USD',
    locale: 'en-US',
    country: 'US',
    programs: [],
    rewards: [],
    recentActivity: [],
    wallet: null,
    tillClaims: false,
    status: null,
    referral: null,
    language: 'en',
    ownLanguage: null,
    ...rest,
    customer: {
      firstName: 'Maya',
      lastName: 'Lopez',
      uniqueCustomerId: 'CUS000012',
      phone: '+14155550142',
      totalPoints: 0,
      totalVisits: 0,
      deletionRequestedAt: null,
      deletionDueAt: null,
      ...customer,
    },
  };
}
