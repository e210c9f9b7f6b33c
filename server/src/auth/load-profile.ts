import type { TMe } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, subscriptionTiers, superAdmins, tenants, users } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUniqueViolation, provisionBusiness } from './create-account.ts';

type TUser = { id: string; email: string; name: string };

/**
 * The profile load of spec section 4: a super admin has no business; otherwise the user's business,
 * provisioned on first load for a user who came through Google sign-in and has none yet.
 */
export async function loadProfile(opts: { db: TDb; user: TUser; trialDays: number }): Promise<TMe> {
  const { db, user } = opts;
  const [admin] = await db.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.id, user.id)).limit(1);
  if (admin) return { user, isSuperAdmin: true, business: null, tenant: null, isTenantAdmin: false };

  let row = await findBusiness(db, user.id);
  if (!row) {
    await provisionForOAuthUser(opts);
    row = await findBusiness(db, user.id);
    if (!row) throw new AppError('INTERNAL', 'Failed to create or find tenant');
  }
  const { business, tierName, tenant } = row;
  return {
    user,
    isSuperAdmin: false,
    business: {
      id: business.id,
      companyName: business.companyName,
      email: business.email,
      subscriptionStatus: business.subscriptionStatus,
      tierId: business.tierId,
      tierName,
      tenantId: business.tenantId,
      isTenantAdmin: business.isTenantAdmin,
      createdAt: business.createdAt.toISOString(),
      trialEndsAt: business.trialEndsAt?.toISOString() ?? null,
    },
    tenant: tenant ? { id: tenant.id, companyName: tenant.companyName } : null,
    isTenantAdmin: business.isTenantAdmin,
  };
}

async function findBusiness(db: TDb, userId: string) {
  const [row] = await db
    .select({ business: businesses, tierName: subscriptionTiers.name, tenant: tenants })
    .from(businesses)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .leftJoin(tenants, eq(tenants.id, businesses.tenantId))
    .where(eq(businesses.id, userId))
    .limit(1);
  return row;
}

/** Spec section 5: company name from the full name, else the email's local part; Free tier. */
async function provisionForOAuthUser(opts: { db: TDb; user: TUser; trialDays: number }): Promise<void> {
  const { db, user } = opts;
  if (!user.email) throw new AppError('VALIDATION', 'No email address is available for this account');
  const [free] = await db
    .select({ id: subscriptionTiers.id })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, 'Free'))
    .limit(1);
  if (!free) throw new AppError('INTERNAL', 'The Free tier was not found');
  const [stored] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id)).limit(1);
  const companyName = stored?.name?.trim() || user.email.split('@')[0];
  try {
    await db.transaction((tx) =>
      provisionBusiness(tx, {
        userId: user.id,
        email: user.email,
        companyName,
        tierId: free.id,
        trialDays: opts.trialDays,
      }),
    );
  } catch (err) {
    // Two first loads at once: the other one provisioned it.
    if (!isUniqueViolation(err)) throw err;
  }
}
