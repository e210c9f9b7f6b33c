import { randomUUID } from 'node:crypto';
import type { TSignupRequest } from '@regulars/contracts';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { grantInitialCredits } from '../billing/credits.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { accounts, businesses, subscriptionTiers, tenantMembers, tenants, users } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

/** Creates the user, their credential, the tenant, the business and the admin membership in one transaction. */
export async function createAccountWithBusiness(opts: {
  db: TDb;
  input: TSignupRequest;
  trialDays: number;
}): Promise<{ userId: string; tierHasCheckout: boolean }> {
  const { db, input, trialDays } = opts;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [tier] = await tx.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, input.tierId)).limit(1);
      if (!tier) throw new AppError('VALIDATION', 'Please select a subscription tier', { tierId: ['Unknown tier'] });
      const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (taken.length > 0) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);

      const userId = randomUUID();
      await tx.insert(users).values({ id: userId, email: input.email, name: input.email.split('@')[0] });
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
      await provisionBusiness(tx, {
        userId,
        email: input.email,
        companyName: input.companyName,
        tierId: tier.id,
        trialDays,
      });
      return { userId, tierHasCheckout: Boolean(tier.stripePriceId) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw err;
  }
}

/** Tenant, business (trial, usage 0, tenant admin) and active admin membership for a user; run inside a transaction. */
export async function provisionBusiness(
  tx: TExecutor,
  opts: { userId: string; email: string; companyName: string; tierId: string; trialDays: number },
): Promise<void> {
  const [tenant] = await tx
    .insert(tenants)
    .values({ companyName: opts.companyName, adminUserId: opts.userId })
    .returning({ id: tenants.id });
  await tx.insert(businesses).values({
    id: opts.userId,
    email: opts.email,
    companyName: opts.companyName,
    tierId: opts.tierId,
    subscriptionStatus: 'trial',
    trialEndsAt: sql`now() + make_interval(days => ${opts.trialDays})`,
    usageCustomers: 0,
    usageSmsMonthly: 0,
    tenantId: tenant.id,
    isTenantAdmin: true,
  });
  await tx.insert(tenantMembers).values({
    tenantId: tenant.id,
    userId: opts.userId,
    role: 'admin',
    status: 'active',
    acceptedAt: new Date(),
  });
  // Nothing is paid yet: a paid tier's credits wait for the provider to confirm the payment (billing/apply-event.ts).
  await grantInitialCredits(tx, { businessId: opts.userId, tierId: opts.tierId, paymentConfirmed: false });
}

export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
