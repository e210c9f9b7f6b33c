import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, tenants } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TCompanyTenant = {
  tenantId: string;
  companyName: string;
  adminUserId: string;
  createdAt: Date;
};

export const NO_COMPANY_MESSAGE = 'Company Profile Not Available';

/** The team (tenant) of the business a request works on, or null before the first /company visit. */
export async function findCompanyTenant({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TCompanyTenant | null> {
  const [row] = await db
    .select({
      tenantId: tenants.id,
      companyName: tenants.companyName,
      adminUserId: tenants.adminUserId,
      createdAt: tenants.createdAt,
    })
    .from(businesses)
    .innerJoin(tenants, eq(tenants.id, businesses.tenantId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? null;
}

/** The business's team; NOT_FOUND before the first /company visit set one up. */
export async function requireCompanyTenant({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TCompanyTenant> {
  const tenant = await findCompanyTenant({ db, businessId });
  if (!tenant) throw new AppError('NOT_FOUND', NO_COMPANY_MESSAGE);
  return tenant;
}

/** Serialises seat-changing writes of one team: concurrent invites cannot both take the last seat. */
export async function lockTenant({ tx, tenantId }: { tx: TExecutor; tenantId: string }): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}
