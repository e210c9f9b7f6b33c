import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, creditLedger, subscriptionTiers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TCreditKind = (typeof creditLedger.$inferInsert)['kind'];

/**
 * Moves a business's credit balance by `delta` and writes the ledger row, in the caller's transaction.
 * The balance never goes below zero: a change that would make it negative is refused.
 * With an idempotency key the change happens at most once per business (returns null when it already did).
 */
export async function changeCredits(
  tx: TExecutor,
  opts: {
    businessId: string;
    delta: number;
    kind: TCreditKind;
    reason: string;
    idempotencyKey?: string;
    actorUserId?: string;
  },
): Promise<{ balance: number } | null> {
  if (opts.idempotencyKey) {
    const [done] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, opts.businessId), eq(creditLedger.idempotencyKey, opts.idempotencyKey)))
      .limit(1);
    if (done) return null;
  }
  // One conditional update: concurrent spends cannot both pass a balance check and overdraw.
  const [row] = await tx
    .update(businesses)
    .set({ creditsRemaining: sql`${businesses.creditsRemaining} + ${opts.delta}` })
    .where(and(eq(businesses.id, opts.businessId), sql`${businesses.creditsRemaining} + ${opts.delta} >= 0`))
    .returning({ balance: businesses.creditsRemaining });
  if (!row) {
    const [exists] = await tx
      .select({ balance: businesses.creditsRemaining })
      .from(businesses)
      .where(eq(businesses.id, opts.businessId))
      .limit(1);
    if (!exists) throw new AppError('NOT_FOUND', 'Business not found');
    throw new AppError(
      'CONFLICT',
      `Not enough credits: the balance is ${exists.balance} and this would take ${Math.abs(opts.delta)}`,
      { balance: exists.balance },
    );
  }
  await tx.insert(creditLedger).values({
    businessId: opts.businessId,
    kind: opts.kind,
    delta: opts.delta,
    balanceAfter: row.balance,
    reason: opts.reason,
    idempotencyKey: opts.idempotencyKey,
    actorUserId: opts.actorUserId,
  });
  return { balance: row.balance };
}

/** A tier with a price is bought through the payment provider; only a tier with nothing to pay is free to start on. */
const needsPayment = (tier: { priceMonthly: number; stripePriceId: string | null }) =>
  Number(tier.priceMonthly) > 0 || tier.stripePriceId !== null;

/**
 * A tier's initial_credits, granted once per business per tier (a replayed or repeated grant changes nothing).
 * A paid tier's credits come only with its confirmed payment, so a checkout abandoned after sign-up leaves none.
 */
export async function grantInitialCredits(
  tx: TExecutor,
  opts: { businessId: string; tierId: string; paymentConfirmed: boolean },
): Promise<void> {
  const [tier] = await tx
    .select({
      name: subscriptionTiers.name,
      initialCredits: subscriptionTiers.initialCredits,
      priceMonthly: subscriptionTiers.priceMonthly,
      stripePriceId: subscriptionTiers.stripePriceId,
    })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, opts.tierId))
    .limit(1);
  if (!tier || tier.initialCredits <= 0) return;
  if (needsPayment(tier) && !opts.paymentConfirmed) return;
  await changeCredits(tx, {
    businessId: opts.businessId,
    delta: tier.initialCredits,
    kind: 'initial_grant',
    reason: `Initial credits of the ${tier.name} plan`,
    idempotencyKey: `initial:${opts.tierId}`,
  });
}
