import type { TDashboardStats } from '@regulars/contracts';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { effectiveTier } from '../billing/plan-limits.ts';
import { smsUsedThisMonth } from '../billing/send-charge.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, communicationLogs, customers, loyaltyPrograms, transactions } from '../db/schema/index.ts';

/**
 * The dashboard cards, from the business's own rows: customers not deleted (and new this month), active programs, transactions,
 * this month's SMS against the plan, emails sent and the share of them opened.
 */
export async function dashboardStats({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TDashboardStats> {
  const monthStart = sql`date_trunc('month', now())`;
  const sentEmails = and(
    eq(communicationLogs.businessId, businessId),
    eq(communicationLogs.type, 'email'),
    eq(communicationLogs.status, 'sent'),
  );
  const [[customerCounts], [programs], [txns], [business], [emails], tier] = await Promise.all([
    db
      .select({
        total: count(),
        thisMonth: sql<number>`count(*) filter (where ${customers.createdAt} >= ${monthStart})`,
      })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), isNull(customers.deletedAt))),
    db
      .select({ n: count() })
      .from(loyaltyPrograms)
      .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.status, 'active'))),
    db.select({ n: count() }).from(transactions).where(eq(transactions.businessId, businessId)),
    db
      .select({ usageSmsMonthly: businesses.usageSmsMonthly, usageSmsMonth: businesses.usageSmsMonth })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    db
      .select({ sent: count(), opened: sql<number>`count(*) filter (where ${isNotNull(communicationLogs.openedAt)})` })
      .from(communicationLogs)
      .where(sentEmails),
    effectiveTier({ db, businessId }),
  ]);
  const sent = Number(emails?.sent ?? 0);
  const opened = Number(emails?.opened ?? 0);
  return {
    totalCustomers: Number(customerCounts?.total ?? 0),
    newCustomersThisMonth: Number(customerCounts?.thisMonth ?? 0),
    activePrograms: Number(programs?.n ?? 0),
    transactions: Number(txns?.n ?? 0),
    smsUsageThisMonth: business ? smsUsedThisMonth(business) : 0,
    smsLimit: tier.maxSmsMonthly,
    emailsSent: sent,
    emailOpenRate: sent === 0 ? 0 : Math.round((opened / sent) * 100),
  };
}
