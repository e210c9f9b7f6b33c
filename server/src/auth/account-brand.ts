import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, tenants } from '../db/schema/index.ts';
import { WORK_BUSINESS_ID, WORK_WHITE_LABEL } from './load-profile.ts';

/**
 * The company an account's own emails (a password reset, two-step sign-in's notices) speak as: the business the user
 * works in when it is a white-label agency's client, whose people never see the platform's name (issue 53); null
 * otherwise, and for a super admin, who has no business.
 */
export async function accountBrand(db: TDb, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      companyName: sql<string>`(select wb.company_name from businesses wb where wb.id = ${WORK_BUSINESS_ID})`,
      whiteLabel: WORK_WHITE_LABEL,
    })
    .from(businesses)
    .leftJoin(tenants, eq(tenants.id, businesses.tenantId))
    .where(eq(businesses.id, userId))
    .limit(1);
  return row?.whiteLabel ? row.companyName : null;
}
