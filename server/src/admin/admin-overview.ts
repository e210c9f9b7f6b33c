import type { TAdminOverview } from '@regulars/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, subscriptionTiers } from '../db/schema/index.ts';
import { isTenant, tenantsFrom, toTenant } from './tenant-rows.ts';

const RECENT_TENANTS = 5;

/**
 * The super admin dashboard, computed in SQL with the spec's formulas (section 9): monthly revenue is the sum of
 * price_monthly over active tenants, the average is that over the active count (0 when none), the conversion rate
 * active / total × 100 to one decimal. Super admins are not tenants.
 */
export async function adminOverview({ db }: { db: TExecutor }): Promise<TAdminOverview> {
  const active = sql`${businesses.subscriptionStatus} = 'active'`;
  const [[figures], recent] = await Promise.all([
    db
      .select({
        total: sql<string>`count(*)`,
        active: sql<string>`count(*) filter (where ${active})`,
        trial: sql<string>`count(*) filter (where ${businesses.subscriptionStatus} = 'trial')`,
        revenue: sql<string>`coalesce(sum(coalesce(${subscriptionTiers.priceMonthly}, 0)) filter (where ${active}), 0)`,
        average: sql<string>`coalesce(round(sum(coalesce(${subscriptionTiers.priceMonthly}, 0)) filter (where ${active}) / nullif(count(*) filter (where ${active}), 0), 2), 0)`,
        conversion: sql<string>`coalesce(round(count(*) filter (where ${active}) * 100.0 / nullif(count(*), 0), 1), 0)`,
      })
      .from(businesses)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
      .where(isTenant(db)),
    tenantsFrom(db).where(isTenant(db)).orderBy(desc(businesses.createdAt), desc(businesses.id)).limit(RECENT_TENANTS),
  ]);
  const total = Number(figures?.total ?? 0);
  const activeCount = Number(figures?.active ?? 0);
  const trialCount = Number(figures?.trial ?? 0);
  return {
    totalTenants: total,
    activeSubscriptions: activeCount,
    trialAccounts: trialCount,
    canceledAccounts: total - activeCount - trialCount,
    monthlyRevenue: Number(figures?.revenue ?? 0),
    avgRevenuePerTenant: Number(figures?.average ?? 0),
    conversionRate: Number(figures?.conversion ?? 0),
    recentTenants: recent.map(toTenant),
  };
}
