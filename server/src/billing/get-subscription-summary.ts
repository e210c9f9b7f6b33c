import type { TSubscriptionSummary } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client.ts';
import { businesses, stripeCustomers, subscriptionTiers } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { paymentsProvider } from '../providers/payments/index.ts';
import { effectiveTier } from './plan-limits.ts';
import { smsUsedThisMonth } from './send-charge.ts';

const DAY_MS = 86_400_000;

/** Whole days left in a trial, rounded up (a trial ending later today has 1 day left); 0 once it ended. */
export function trialDaysLeft(trialEndsAt: Date | null, now = new Date()): number | null {
  if (!trialEndsAt) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** The /subscription screen: plan, status, trial, billing account, credits and this month's usage against the limits. */
export async function getSubscriptionSummary({
  db,
  config,
  businessId,
}: {
  db: TDb;
  config: TConfig;
  businessId: string;
}): Promise<TSubscriptionSummary> {
  const agency = alias(businesses, 'agency');
  const [row] = await db
    .select({ business: businesses, tier: subscriptionTiers, account: stripeCustomers, agency: agency.companyName })
    .from(businesses)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, businesses.id))
    .leftJoin(agency, eq(agency.id, businesses.agencyId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const { business: b, tier, account } = row;
  const limits = await effectiveTier({ db, businessId });
  return {
    provider: paymentsProvider({ config, db }).kind,
    status: b.subscriptionStatus,
    billedByAgency: row.agency,
    tierId: b.tierId,
    tierName: tier?.name ?? null,
    priceMonthly: tier ? Number(tier.priceMonthly) : null,
    effectiveTierName: limits.name,
    trialEndsAt: b.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: b.subscriptionStatus === 'trial' ? trialDaysLeft(b.trialEndsAt) : null,
    periodEnd: b.subscriptionPeriodEnd?.toISOString() ?? null,
    paymentMethodStatus: account?.paymentMethodStatus ?? null,
    hasBillingAccount: Boolean(account?.stripeCustomerId),
    creditsRemaining: b.creditsRemaining,
    usage: {
      // The same counter the customer limit is enforced on.
      customers: b.usageCustomers,
      maxCustomers: limits.maxCustomers,
      // Segments, as Twilio bills them and the allowance counts them (send-charge.ts).
      smsMonthly: smsUsedThisMonth(b),
      maxSmsMonthly: limits.maxSmsMonthly,
    },
  };
}
