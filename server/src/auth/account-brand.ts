import { eq, sql } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, tenants } from '../db/schema/index.ts';
import { WORK_BUSINESS_ID } from './load-profile.ts';

/**
 * The company an account's own emails (a password reset) speak as: the business the user works in when it is a client
 * of an agency on a white-label plan, whose people never see the platform's name (issue 53); null otherwise, and for a
 * super admin, who has no business.
 */
export async function accountBrand(db: TDb, userId: string): Promise<string | null> {
  const [work] = await db
    .select({ id: sql<string>`${WORK_BUSINESS_ID}` })
    .from(businesses)
    .leftJoin(tenants, eq(tenants.id, businesses.tenantId))
    .where(eq(businesses.id, userId))
    .limit(1);
  if (!work) return null;
  const [business] = await db
    .select({ companyName: businesses.companyName, agencyId: businesses.agencyId })
    .from(businesses)
    .where(eq(businesses.id, work.id))
    .limit(1);
  if (!business?.agencyId) return null;
  const { whiteLabel } = (await effectiveTier({ db, businessId: work.id })).features;
  return whiteLabel ? business.companyName : null;
}
