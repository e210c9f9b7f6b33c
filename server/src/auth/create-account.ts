import { randomUUID } from 'node:crypto';
import { canonicalTimeZone, countryOfLocale, type TSignupRequest } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { needsPayment } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { accounts, subscriptionTiers, users } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword } from '../platform/password-hash.ts';
import { findFreeTier } from '../tiers/index.ts';
import { provisionBusiness } from './provision-business.ts';
import { signupMoney } from './signup-money.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

/**
 * Creates the user, their credential, the tenant, the business and the admin membership in one transaction.
 * A tier that costs money is not given away: the business starts on Free, and a tier with a price id is returned as
 * `checkoutTierId` so sign-up opens its checkout (card first, then the trial; billing/start-checkout.ts).
 */
export async function createAccountWithBusiness(opts: {
  db: TDb;
  input: TSignupRequest;
}): Promise<{ userId: string; checkoutTierId: string | null }> {
  const { db, input } = opts;
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
      const startTier = needsPayment(tier) ? await findFreeTier({ db: tx }) : tier;
      await provisionBusiness({
        tx,
        userId,
        email: input.email,
        companyName: input.companyName,
        tierId: startTier.id,
        timeZone: input.timeZone ? canonicalTimeZone(input.timeZone) : null,
        money: signupMoney(input),
        country: countryOfLocale(input.locale),
      });
      return { userId, checkoutTierId: startTier.id !== tier.id && tier.stripePriceId ? tier.id : null };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw err;
  }
}
