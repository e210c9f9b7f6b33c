import type { TAdminOverview } from '@regulars/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, subscriptionTiers } from '../db/schema/index.ts';
import { tenantGrowth } from './tenant-growth.ts';
import { isTenant, paysOwnPlan, tenantsFrom, toTenant } from './tenant-rows.ts';

const RECENT_TENANTS = 5;

/** The UTC month a tenant signed up in, 'YYYY-MM'. */
const signupMonth = sql<string>`to_char(${businesses.createdAt} at time zone 'UTC', 'YYYY-MM')`;

/**
 * The super admin dashboard, computed in SQL with the spec's formulas (section 9): monthly revenue is the sum of
 * price_monthly over active subscriptions, the average is that over their count (0 when none), the conversion rate
 * active / total × 100 to one decimal. An active subscription is one that pays: active on a tier with a price (a
 * business on the Free plan is counted apart, as free). Super admins are not tenants. The figures and the 12-month
 * chart come from one scan of the tenants (grouping sets: every sign-up month, and the grand total), so 10,000
 * tenants stay fast.
 */
export async function adminOverview({ db, now }: { db: TExecutor; now?: Date }): Promise<TAdminOverview> {
  const price = sql`coalesce(${subscriptionTiers.priceMonthly}, 0)`;
  const active = sql`${businesses.subscriptionStatus} = 'active' and ${price} > 0`;
  const free = sql`${businesses.subscriptionStatus} = 'active' and ${price} = 0`;
  const [groups, recent] = await Promise.all([
    db
      .select({
        isTotal: sql<boolean>`grouping(${signupMonth}) = 1`,
        month: signupMonth,
        total: sql<string>`count(*)`,
        active: sql<string>`count(*) filter (where ${active})`,
        trial: sql<string>`count(*) filter (where ${businesses.subscriptionStatus} = 'trial')`,
        free: sql<string>`count(*) filter (where ${free})`,
        revenue: sql<string>`coalesce(sum(${price}) filter (where ${active}), 0)`,
        average: sql<string>`coalesce(round(sum(${price}) filter (where ${active}) / nullif(count(*) filter (where ${active}), 0), 2), 0)`,
        conversion: sql<string>`coalesce(round(count(*) filter (where ${active}) * 100.0 / nullif(count(*), 0), 1), 0)`,
      })
      .from(businesses)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
      // An agency's clients are not subscriptions of their own: the figures count the businesses that pay.
      .where(and(isTenant(db), paysOwnPlan))
      .groupBy(sql`grouping sets ((${signupMonth}), ())`),
    tenantsFrom(db).where(isTenant(db)).orderBy(desc(businesses.createdAt), desc(businesses.id)).limit(RECENT_TENANTS),
  ]);
  const figures = groups.find((g) => g.isTotal);
  const total = Number(figures?.total ?? 0);
  const activeCount = Number(figures?.active ?? 0);
  const trialCount = Number(figures?.trial ?? 0);
  const freeCount = Number(figures?.free ?? 0);
  const byMonth = groups
    .filter((g) => !g.isTotal)
    .map((g) => ({ month: g.month, tenants: Number(g.total), mrr: Number(g.revenue) }));
  return {
    totalTenants: total,
    activeSubscriptions: activeCount,
    trialAccounts: trialCount,
    freeAccounts: freeCount,
    canceledAccounts: total - activeCount - trialCount - freeCount,
    monthlyRevenue: Number(figures?.revenue ?? 0),
    avgRevenuePerTenant: Number(figures?.average ?? 0),
    conversionRate: Number(figures?.conversion ?? 0),
    recentTenants: recent.map(toTenant),
    growth: tenantGrowth({ byMonth, now }),
  };
}
