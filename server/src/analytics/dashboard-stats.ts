import type { TDashboardStats } from '@regulars/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { effectiveTier, smsUsedThisMonth } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, ledgerDays, loyaltyPrograms } from '../db/schema/index.ts';
import type { TWindow } from './analytics-range.ts';
import { customerFigures } from './customer-figures.ts';
import { ALL_TIME, messageFigures } from './message-figures.ts';
import { openRate } from './rates.ts';

/**
 * What the Transactions card counts: the counter's actions, each once (a visit or purchase heads its per-program earn
 * rows, which are not counted again); an undone action's reversal took it out of the rollups.
 */
const COUNTER_ACTIONS = ['visit', 'purchase', 'redeem'];

/**
 * The dashboard cards, from the business's own rows: customers not deleted (and new this month), active programs, transactions (visits, purchases and redemptions),
 * this month's SMS against the plan, emails sent and the share of them opened. The customer and email figures come from
 * the analytics queries, so the dashboard and /analytics always agree.
 */
export async function dashboardStats({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TDashboardStats> {
  // The month is the business's own (its time zone, UTC until it picks one), as on /analytics.
  const timeZone = sql`coalesce((select ${businesses.timeZone} from ${businesses} where ${businesses.id} = ${businessId}), 'UTC')`;
  const thisMonth: TWindow = {
    start: sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`,
    end: sql`now()`,
  };
  const [[customerCounts], [programs], [txns], [business], [emails], tier] = await Promise.all([
    customerFigures({ db, businessId, windows: [thisMonth] }),
    db
      .select({ n: count() })
      .from(loyaltyPrograms)
      .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.status, 'active'))),
    db
      .select({ n: sql<number>`coalesce(sum(${ledgerDays.rows}), 0)` })
      .from(ledgerDays)
      .where(and(eq(ledgerDays.businessId, businessId), inArray(ledgerDays.kind, COUNTER_ACTIONS))),
    db
      .select({ usageSmsMonthly: businesses.usageSmsMonthly, usageSmsMonth: businesses.usageSmsMonth })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    messageFigures({ db, businessId, windows: [ALL_TIME] }),
    effectiveTier({ db, businessId }),
  ]);
  return {
    totalCustomers: customerCounts?.totalAtEnd ?? 0,
    newCustomersThisMonth: customerCounts?.newInWindow ?? 0,
    activePrograms: Number(programs?.n ?? 0),
    transactions: Number(txns?.n ?? 0),
    smsUsageThisMonth: business ? smsUsedThisMonth(business) : 0,
    smsLimit: tier.maxSmsMonthly,
    emailsSent: emails?.emailSent ?? 0,
    emailOpenRate: openRate(emails?.emailsOpened ?? 0, emails?.emailSent ?? 0),
  };
}
