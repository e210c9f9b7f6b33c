import { fromMinorUnits, type TAnalytics, type TAnalyticsQuery } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { activitySeries } from './activity-series.ts';
import { analyticsRange, windowsOf } from './analytics-range.ts';
import { campaignResults } from './campaign-results.ts';
import { customerFigures } from './customer-figures.ts';
import { ledgerFigures } from './ledger-figures.ts';
import { messageFigures } from './message-figures.ts';
import { programFigures } from './program-figures.ts';
import { qrCodeFigures } from './qr-code-figures.ts';
import { average, openRate, percent } from './rates.ts';
import { referralFigures } from './referral-figures.ts';
import { rewardFigures } from './reward-figures.ts';

const TOP_PROGRAMS = 8;

/** The /analytics page: every figure of the period beside the period of the same length before it. */
export async function getAnalytics({
  db,
  businessId,
  query,
}: {
  db: TExecutor;
  businessId: string;
  query: TAnalyticsQuery;
}): Promise<TAnalytics> {
  const range = await analyticsRange({ db, businessId, query });
  const { current, previous } = windowsOf(range);
  const [[cust, custPrev], ledger, rewards, [msg, msgPrev], activity, qrCodes, programs, campaigns, referrals] =
    await Promise.all([
      customerFigures({ db, businessId, windows: [current, previous] }),
      ledgerFigures({ db, businessId, range }),
      rewardFigures({ db, businessId, range }),
      messageFigures({ db, businessId, windows: [current, previous] }),
      activitySeries({ db, businessId, range }),
      qrCodeFigures({ db, businessId, range }),
      programFigures({ db, businessId }),
      campaignResults({ db, businessId, range }),
      referralFigures({ db, businessId, windows: [current, previous] }),
    ]);
  if (!cust || !custPrev || !msg || !msgPrev) throw new Error('a figure query answered too few windows');
  const { current: led, previous: ledPrev } = ledger;
  const both = <T>(f: (x: 'current' | 'previous') => T) => ({ current: f('current'), previous: f('previous') });
  const L = { current: led, previous: ledPrev };
  const C = { current: cust, previous: custPrev };
  const M = { current: msg, previous: msgPrev };

  // The rollups sum minor units of the business's currency; the page reads major ones.
  const major = (minor: number) => fromMinorUnits(minor, range.currency);
  const { membership } = ledger;
  const pointsHeld = programs.reduce((sum, p) => sum + p.points, 0);
  const ledgerByDate = new Map(ledger.series.map((s) => [s.date, s]));
  const ledgerByProgram = new Map(ledger.programs.map((p) => [p.id, p]));

  return {
    range,
    customers: {
      total: both((k) => C[k].totalAtEnd),
      newCustomers: both((k) => C[k].newInWindow),
      growthRate: both((k) => percent(C[k].newInWindow, C[k].totalAtStart)),
    },
    engagement: {
      activeCustomers: both((k) => L[k].active),
      engagementRate: both((k) => percent(L[k].active, C[k].totalAtEnd)),
      repeatVisitRate: both((k) => percent(L[k].repeat, L[k].active)),
      visits: both((k) => L[k].visits),
      purchases: both((k) => L[k].purchases),
      avgVisitsPerActiveCustomer: both((k) => average(L[k].visits, L[k].active)),
      avgSpendPerVisit: both((k) => average(major(L[k].spend), L[k].purchasesWithAmount)),
      purchasesWithAmount: both((k) => L[k].purchasesWithAmount),
    },
    rewards: {
      earned: rewards.earned,
      redeemed: both((k) => L[k].rewardsRedeemed),
      redemptionRate: both((k) => percent(rewards.redeemedSince[k], rewards.earned[k])),
    },
    points: {
      issued: both((k) => L[k].pointsIssued),
      redeemed: both((k) => L[k].pointsRedeemed),
      expired: both((k) => L[k].pointsExpired),
      outstanding: both((k) => pointsHeld - rewards.pointsMovedAfter[k]),
    },
    messages: {
      smsSent: both((k) => M[k].smsSent),
      emailSent: both((k) => M[k].emailSent),
      failed: both((k) => M[k].failed),
      // Of the messages handed to a provider: one the outbox kept (no provider configured) reached nobody.
      deliveryRate: both((k) => {
        const handedOver = M[k].smsSent + M[k].emailSent - M[k].keptInOutbox;
        return percent(handedOver, handedOver + M[k].failed);
      }),
      emailsOpened: both((k) => M[k].emailsOpened),
      emailOpenRate: both((k) => openRate(M[k].emailsOpened, M[k].emailSent)),
      emailsClicked: both((k) => M[k].emailsClicked),
      emailClickRate: both((k) => percent(M[k].emailsClicked, M[k].emailSent)),
      emailUnsubscribes: both((k) => M[k].emailUnsubscribes),
      smsOptOuts: both((k) => M[k].smsOptOuts),
      smsOptOutsByTeam: both((k) => M[k].smsOptOutsByTeam),
    },
    series: activity.map((a) => {
      const l = ledgerByDate.get(a.date);
      return {
        ...a,
        visits: Number(l?.visits ?? 0),
        purchases: Number(l?.purchases ?? 0),
        rewardsRedeemed: Number(l?.rewardsRedeemed ?? 0),
      };
    }),
    qrCodes,
    programs: programs
      .map(({ points: _held, ...p }) => {
        const l = ledgerByProgram.get(p.id);
        return {
          ...p,
          joined: Number(l?.joined ?? 0),
          activeCustomers: Number(l?.activeCustomers ?? 0),
          pointsIssued: Number(l?.pointsIssued ?? 0),
          rewardsEarned: Number(l?.rewardsEarned ?? 0),
        };
      })
      .sort((a, b) => b.activeCustomers - a.activeCustomers || b.members - a.members)
      .slice(0, TOP_PROGRAMS),
    campaigns,
    referrals,
    membership: {
      members: membershipOf({ ...membership.members, spend: major(membership.members.spend) }),
      beforeJoining: membershipOf({ ...membership.beforeJoining, spend: major(membership.beforeJoining.spend) }),
    },
  };
}

function membershipOf(g: { customers: number; visits: number; spend: number; purchasesWithAmount: number }) {
  return {
    customers: g.customers,
    visits: g.visits,
    visitsPerCustomer: average(g.visits, g.customers),
    avgSpend: average(g.spend, g.purchasesWithAmount),
    purchasesWithAmount: g.purchasesWithAmount,
  };
}
