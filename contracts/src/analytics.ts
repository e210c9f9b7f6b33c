import { z } from 'zod';
import { ZAnalyticsCampaigns } from './analytics-campaigns.ts';
import { LOCATION_MESSAGES } from './locations.ts';

/** The period picker's choices: the last N days (today included), the last 12 months, or dates of the owner's own. */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<TAnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  custom: 'Custom range',
};

/** The longest custom range, in days: two years compare with the two before them. */
export const ANALYTICS_MAX_DAYS = 731;

export const ANALYTICS_MESSAGES = {
  period: 'Choose a period: 7d, 30d, 90d, 12m or custom',
  date: 'Dates are written YYYY-MM-DD',
  customNeedsDates: 'A custom range needs both a from and a to date',
  fromAfterTo: 'The start date must be on or before the end date',
  tooLong: `A custom range can be at most ${ANALYTICS_MAX_DAYS} days`,
  fromWithoutCustom: 'A from date is only used with period=custom',
} as const;

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ANALYTICS_MESSAGES.date })
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: ANALYTICS_MESSAGES.date,
    },
  );

/** Days between two YYYY-MM-DD dates, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * GET /api/analytics: `to` is the last day shown (the business's today unless given), `from` the first day of a custom
 * range. Days are the business's own (its time zone).
 */
export const ZAnalyticsQuery = z
  .object({
    period: z.enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.period }).default('30d'),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    /** One location's figures (issue 35): what happened there; customers, messages and campaigns stay the business's. */
    location: z.uuid({ error: LOCATION_MESSAGES.notFound }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') {
      if (q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.fromWithoutCustom });
      return;
    }
    if (!q.from || !q.to) {
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: ANALYTICS_MESSAGES.customNeedsDates });
      return;
    }
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.fromAfterTo });
    else if (daysInRange(q.from, q.to) > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.tooLong });
    }
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

/** A figure for the period and the same figure for the period of the same length just before it. */
const ZCompared = z.object({ current: z.number(), previous: z.number() });
/** The same for a share or an average, which has no value when nothing was there to divide by. */
const ZComparedRate = z.object({ current: z.number().nullable(), previous: z.number().nullable() });

export const ZAnalyticsBucket = z.enum(['day', 'week', 'month']);
export type TAnalyticsBucket = z.infer<typeof ZAnalyticsBucket>;

export const ZAnalytics = z.object({
  range: z.object({
    period: z.enum(ANALYTICS_PERIODS),
    /** First and last day shown, in the business's time zone (YYYY-MM-DD). */
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    days: z.number(),
    bucket: ZAnalyticsBucket,
    timeZone: z.string(),
    /**
     * The business's money (issue 35): every amount below is in major units of this currency, counting only the
     * purchases recorded in it (amounts recorded before a change of currency are left out), written in `locale`.
     */
    currency: z.string(),
    locale: z.string(),
    /** The location the figures are filtered to; null: every location, and actions recorded without one. */
    location: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  customers: z.object({
    /** Customers at the end of each period (deleted ones left out). */
    total: ZCompared,
    newCustomers: ZCompared,
    /** New customers as a percentage of the customers there were when the period began. */
    growthRate: ZComparedRate,
  }),
  engagement: z.object({
    activeCustomers: ZCompared,
    /** Share of customers with at least one visit or purchase in the period (percent, one decimal). */
    engagementRate: ZComparedRate,
    /** Share of active customers who came back at least twice. */
    repeatVisitRate: ZComparedRate,
    visits: ZCompared,
    purchases: ZCompared,
    avgVisitsPerActiveCustomer: ZComparedRate,
    /** Average amount of the purchases that have one recorded, and how many did. */
    avgSpendPerVisit: ZComparedRate,
    purchasesWithAmount: ZCompared,
  }),
  rewards: z.object({
    earned: ZCompared,
    redeemed: ZCompared,
    /** Of the rewards earned in the period, the share redeemed since. */
    redemptionRate: ZComparedRate,
  }),
  points: z.object({
    issued: ZCompared,
    redeemed: ZCompared,
    expired: ZCompared,
    /** Points customers hold at the end of the period: what the business owes. */
    outstanding: ZCompared,
  }),
  messages: z.object({
    smsSent: ZCompared,
    emailSent: ZCompared,
    failed: ZCompared,
    /** Handed to a provider and taken, as a share of those and the failed (the outbox keeps, and delivers to nobody). */
    deliveryRate: ZComparedRate,
    emailsOpened: ZCompared,
    /** Share of sent emails opened, a whole percent (as on the dashboard). */
    emailOpenRate: ZComparedRate,
    /** Sent emails with at least one click on a tracked link. */
    emailsClicked: ZCompared,
    /** Share of sent emails clicked (the open rate's base), percent to one decimal. */
    emailClickRate: ZComparedRate,
    /** Customers who unsubscribed from email (the link in an email) in the period. */
    emailUnsubscribes: ZCompared,
    /** Numbers that asked to stop texting in the period (STOP, or in their own words). */
    smsOptOuts: ZCompared,
    /** Numbers the team put on the SMS opt-out list in the period (/settings). */
    smsOptOutsByTeam: ZCompared,
  }),
  series: z.array(
    z.object({
      /** The bucket's first day (YYYY-MM-DD). */
      date: z.string(),
      newCustomers: z.number(),
      visits: z.number(),
      purchases: z.number(),
      rewardsEarned: z.number(),
      rewardsRedeemed: z.number(),
      smsSent: z.number(),
      emailSent: z.number(),
    }),
  ),
  qrCodes: z.array(
    z.object({
      id: z.string(),
      location: z.string(),
      /** Customers who joined through it in the period (from their consent records). */
      signups: z.number(),
      allTimeSignups: z.number(),
      scans: z.number(),
    }),
  ),
  programs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      status: z.string(),
      members: z.number(),
      joined: z.number(),
      activeCustomers: z.number(),
      pointsIssued: z.number(),
      rewardsEarned: z.number(),
    }),
  ),
  /** Campaigns that went out (began sending) in the period. */
  campaigns: ZAnalyticsCampaigns,
  /**
   * Refer a friend (issue 51): invitation links opened, friends who joined through one, friends who qualified, the
   * rewards that gave (both sides) and referrals the fraud rules held. Null until the business first sets it up; the
   * business's figures whatever the location.
   */
  referrals: z
    .object({
      invitesOpened: ZCompared,
      joined: ZCompared,
      qualified: ZCompared,
      rewardsGiven: ZCompared,
      held: ZCompared,
    })
    .nullable(),
  /** Visits in the period by whether the customer had joined a program by then. */
  membership: z.object({
    members: z.object({
      customers: z.number(),
      visits: z.number(),
      visitsPerCustomer: z.number().nullable(),
      avgSpend: z.number().nullable(),
      purchasesWithAmount: z.number(),
    }),
    beforeJoining: z.object({
      customers: z.number(),
      visits: z.number(),
      visitsPerCustomer: z.number().nullable(),
      avgSpend: z.number().nullable(),
      purchasesWithAmount: z.number(),
    }),
  }),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;
