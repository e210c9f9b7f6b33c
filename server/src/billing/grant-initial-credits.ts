import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { subscriptionTiers } from '../db/schema/index.ts';
import { changeCredits } from './change-credits.ts';

/** A tier with a price is bought through the payment provider; only a tier with nothing to pay is free to start on. */
export const needsPayment = (tier: { priceMonthly: number | string; stripePriceId: string | null }) =>
  Number(tier.priceMonthly) > 0 || tier.stripePriceId !== null;

/**
 * A tier's initial_credits, granted once per business per tier (a replayed or repeated grant changes nothing).
 * A paid tier's credits come only with its first paid invoice, so an abandoned checkout or a $0 trial start leaves
 * none.
 */
export async function grantInitialCredits({
  tx,
  businessId,
  tierId,
  paymentConfirmed,
}: {
  tx: TExecutor;
  businessId: string;
  tierId: string;
  paymentConfirmed: boolean;
}): Promise<void> {
  const [tier] = await tx
    .select({
      name: subscriptionTiers.name,
      initialCredits: subscriptionTiers.initialCredits,
      priceMonthly: subscriptionTiers.priceMonthly,
      stripePriceId: subscriptionTiers.stripePriceId,
    })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, tierId))
    .limit(1);
  if (!tier || tier.initialCredits <= 0) return;
  if (needsPayment(tier) && !paymentConfirmed) return;
  await changeCredits({
    tx,
    businessId,
    delta: tier.initialCredits,
    kind: 'initial_grant',
    reason: `Initial credits of the ${tier.name} plan`,
    idempotencyKey: `initial:${tierId}`,
  });
}
