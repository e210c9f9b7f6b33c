import { eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { businesses, tenantMembers, tenants } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export const SETUP_FAILED_MESSAGE = 'Failed to initialize company profile';

/**
 * The first /company visit of a business with no team: create the tenant (company
 * name, admin = the business), link the business as tenant admin and add the active admin
 * membership. Idempotent: tenants.admin_user_id is unique, so of two racing visits one inserts and
 * the other re-reads that tenant.
 */
export async function ensureTenant(opts: {
  db: TDb;
  businessId: string;
}): Promise<{ tenantId: string; created: boolean }> {
  const { db, businessId } = opts;
  const [business] = await db
    .select({ tenantId: businesses.tenantId, companyName: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw new AppError('NOT_FOUND', SETUP_FAILED_MESSAGE);
  if (business.tenantId) return { tenantId: business.tenantId, created: false };

  try {
    return await db.transaction(async (tx) => {
      const existing = await tenantOfAdmin(tx, businessId);
      if (existing) {
        await linkAdmin(tx, businessId, existing);
        return { tenantId: existing, created: false };
      }
      const [tenant] = await tx
        .insert(tenants)
        .values({ companyName: business.companyName, adminUserId: businessId })
        .returning({ id: tenants.id });
      await linkAdmin(tx, businessId, tenant.id);
      return { tenantId: tenant.id, created: true };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The other visit won the race: its tenant is committed and linked.
    const tenantId = await tenantOfAdmin(db, businessId);
    if (!tenantId) throw new AppError('INTERNAL', SETUP_FAILED_MESSAGE);
    await db.transaction((tx) => linkAdmin(tx, businessId, tenantId));
    return { tenantId, created: false };
  }
}

async function tenantOfAdmin(db: TExecutor, businessId: string): Promise<string | null> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.adminUserId, businessId)).limit(1);
  return row?.id ?? null;
}

async function linkAdmin(tx: TExecutor, businessId: string, tenantId: string): Promise<void> {
  await tx.update(businesses).set({ tenantId, isTenantAdmin: true }).where(eq(businesses.id, businessId));
  await tx
    .insert(tenantMembers)
    .values({ tenantId, userId: businessId, role: 'admin', status: 'active', acceptedAt: new Date() })
    .onConflictDoNothing();
}
