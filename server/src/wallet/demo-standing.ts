import type { TCustomerStanding } from '@regulars/contracts';

/** The name a test pass shows for its business. */
export const DEMO_BUSINESS_NAME = 'Regulars test pass';

/** A made-up member of a made-up café: a test pass shows what a card looks like without anyone's data. */
export const DEMO_STANDING: TCustomerStanding = {
  customer: {
    id: '00000000-0000-4000-8000-000000000000',
    uniqueCustomerId: 'CUS-TEST',
    firstName: 'Test',
    lastName: null,
    phone: null,
    email: null,
    totalPoints: 120,
    lifetimePointsEarned: 120,
    totalVisits: 7,
  },
  programs: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Coffee card',
      type: 'stamp_card',
      description: 'Buy 10 coffees, get one free',
      pointsBalance: 0,
      totalEarned: 7,
      stampsCurrent: 7,
      stampsRequired: 10,
      lastActivityAt: null,
      catalogue: [],
      discount: null,
      nextEarnAt: null,
    },
  ],
  rewards: [],
  lastAction: null,
  multipliers: null,
  categoryBonuses: [],
  status: null,
};
