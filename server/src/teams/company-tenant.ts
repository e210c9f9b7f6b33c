import { and, count, eq, gt, sql } from 'drizzle-orm';
import { effectiveTier, isUnlimited } from '../billing/plan-limits.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, tenantInvitations, tenantMembers, tenants } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TCompanyTenant = {
  tenantId: string;
  companyName: string;
  adminUserId: string;
  createdAt: Date;
};

export const NO_COMPANY_MESSAGE = 'Company Profile Not Available';

/** The team (tenant) of the business a request works on, or null before the first /company visit. */
export async function findCompanyTenant(db: TExecutor, businessId: string): Promise<TCompanyTenant | null> {
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

export async function requireCompanyTenant(db: TExecutor, businessId: string): Promise<TCompanyTenant> {
  const tenant = await findCompanyTenant(db, businessId);
  if (!tenant) throw new AppError('NOT_FOUND', NO_COMPANY_MESSAGE);
  return tenant;
}

/**
 * Seats in use: active members plus pending invitations that can still be accepted (each holds a
 * seat until it is accepted, revoked or expires). The limit is the tier's features.max_seats.
 */
export async function seatUsage(
  db: TExecutor,
  opts: { tenantId: string; businessId: string },
): Promise<{ used: number; max: number }> {
  const [[members], [invitations], tier] = await Promise.all([
    db
      .select({ n: count() })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, opts.tenantId), eq(tenantMembers.status, 'active'))),
    db
      .select({ n: count() })
      .from(tenantInvitations)
      .where(
        and(
          eq(tenantInvitations.tenantId, opts.tenantId),
          eq(tenantInvitations.status, 'pending'),
          gt(tenantInvitations.expiresAt, sql`now()`),
        ),
      ),
    effectiveTier(db, opts.businessId),
  ]);
  return { used: Number(members.n) + Number(invitations.n), max: tier.features.maxSeats };
}

export function hasFreeSeat(seats: { used: number; max: number }): boolean {
  return isUnlimited(seats.max) || seats.used < seats.max;
}

/** Serialises seat-changing writes of one team: concurrent invites cannot both take the last seat. */
export async function lockTenant(tx: TExecutor, tenantId: string): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}
