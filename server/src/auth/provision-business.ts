import { DEFAULT_MONEY, type TMoney } from '@regulars/contracts';
import { grantInitialCredits } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, tenantMembers, tenants } from '../db/schema/index.ts';

/**
 * Tenant, business (active on a tier with nothing to pay, usage 0, tenant admin) and active admin membership for a
 * user; run inside a transaction. No trial starts here: a trial is a paid subscription's first days, and it begins
 * when checkout completes with a card on file (billing/apply-event.ts), never on a free plan.
 */
export async function provisionBusiness({
  tx,
  userId,
  email,
  companyName,
  tierId,
  timeZone = null,
  money = DEFAULT_MONEY,
  country = null,
}: {
  tx: TExecutor;
  userId: string;
  email: string;
  companyName: string;
  tierId: string;
  /** The browser's IANA zone at sign-up, already checked (null: chosen later in /settings). */
  timeZone?: string | null;
  /** The currency and locale proposed from the browser, already checked. */
  money?: TMoney;
  /** The country of the browser's locale, when it names one (null: the server's DEFAULT_PHONE_REGION). */
  country?: string | null;
}): Promise<void> {
  const [tenant] = await tx.insert(tenants).values({ companyName, adminUserId: userId }).returning({ id: tenants.id });
  await tx.insert(businesses).values({
    id: userId,
    email,
    companyName,
    tierId,
    subscriptionStatus: 'active',
    usageCustomers: 0,
    usageSmsMonthly: 0,
    tenantId: tenant.id,
    isTenantAdmin: true,
    timeZone,
    currency: money.currency,
    locale: money.locale,
    country,
  });
  await tx.insert(tenantMembers).values({
    tenantId: tenant.id,
    userId,
    role: 'admin',
    status: 'active',
    acceptedAt: new Date(),
  });
  // Nothing is paid yet: a paid tier's credits wait for the provider to confirm the payment (billing/apply-event.ts).
  await grantInitialCredits({ tx, businessId: userId, tierId, paymentConfirmed: false });
}
