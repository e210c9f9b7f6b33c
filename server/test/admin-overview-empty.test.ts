import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverview } from '../src/admin/admin-overview.ts';
import { businesses } from '../src/db/schema/index.ts';
import { startIsolatedTestApp, type TTestApp } from './harness.ts';

/** Changes every business of the database, so it runs on a database of its own (startIsolatedTestApp). */
let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('admin_overview_empty');
}, 60_000);
afterAll(() => t?.stop());

describe('the overview with no paying tenant, then none at all', () => {
  it('answers 0 for revenue, the average and the conversion rate, and lists nobody', async () => {
    await t.db.update(businesses).set({ subscriptionStatus: 'trial' });
    expect(await adminOverview({ db: t.db })).toMatchObject({
      activeSubscriptions: 0,
      monthlyRevenue: 0,
      avgRevenuePerTenant: 0,
      conversionRate: 0,
    });
    await t.db.delete(businesses).where(sql`true`);
    expect(await adminOverview({ db: t.db })).toMatchObject({ totalTenants: 0, conversionRate: 0, recentTenants: [] });
  });
});
