import { eq } from 'drizzle-orm';
import { findBusinessByKey, saveBusinessKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, stripeCustomers, subscriptionTiers } from '../db/schema/index.ts';
import { isUuid } from '../platform/uuid-param.ts';
import type { TProviderEvent } from '../providers/payments/types.ts';
import { grantInitialCredits } from './grant-initial-credits.ts';
import { trialEndFrom } from './trial-end.ts';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type TApplied = {
  businessId: string | null;
  outcome: string;
  /** A subscription that a newer checkout replaced: the caller cancels it at the provider after commit. */
  replacedSubscriptionId?: string;
};

// Provider payloads are untyped JSON; every field read goes through str()/num() or an optional chain.
// biome-ignore lint/suspicious/noExplicitAny: see above
type TObj = Record<string, any>;
type TAccount = typeof stripeCustomers.$inferSelect;

/** Stripe subscription statuses in the product's words: trial, active, past_due, canceled. */
const STATUS: Record<string, string> = {
  active: 'active',
  trialing: 'trial',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/** Applies one verified event to the business it belongs to. Older state never overwrites newer state. */
export async function applyEvent({ tx, event }: { tx: TExecutor; event: TProviderEvent }): Promise<TApplied> {
  const obj = event.data.object as TObj;
  const at = new Date(event.created * 1000);
  const businessId = await resolveBusiness(tx, obj);
  if (!businessId) return { businessId: null, outcome: 'ignored: no matching business' };
  const account = await lockAccount(tx, businessId);
  const stale = account.lastEventAt !== null && at < account.lastEventAt;

  switch (event.type) {
    case 'checkout.session.completed': {
      const customerId = str(obj.customer);
      const subscriptionId = str(obj.subscription);
      if (stale) {
        await saveAccount(tx, businessId, { stripeCustomerId: customerId ?? account.stripeCustomerId });
        return { businessId, outcome: 'ignored: older than the current state' };
      }
      const tier = await tierById(tx, str(obj.metadata?.tierId));
      const paid = obj.payment_status === 'paid';
      // Card kept, nothing charged: the trial starts now (the subscription's trial_end then sets its exact end).
      const trialDays = obj.payment_status === 'no_payment_required' ? Number(obj.metadata?.trialDays ?? 0) : 0;
      const trial = trialDays > 0 ? { subscriptionStatus: 'trial', trialEndsAt: trialEndFrom(at, trialDays) } : {};
      await tx
        .update(businesses)
        .set({
          ...(paid ? { subscriptionStatus: 'active' } : trial),
          ...(tier ? { tierId: tier.id, stripePriceId: tier.stripePriceId } : {}),
        })
        .where(eq(businesses.id, businessId));
      await saveAccount(tx, businessId, {
        stripeCustomerId: customerId ?? account.stripeCustomerId,
        stripeSubscriptionId: subscriptionId ?? account.stripeSubscriptionId,
        lastEventAt: at,
      });
      // Paid credits come with the payment: a trial's checkout charged nothing, so they wait for its first invoice.
      if (tier && paid) await grantPaidCredits(tx, businessId, tier.id);
      const replaced =
        account.stripeSubscriptionId && subscriptionId && account.stripeSubscriptionId !== subscriptionId
          ? account.stripeSubscriptionId
          : undefined;
      const outcome = paid ? 'activated' : trialDays > 0 ? 'trial started' : 'checkout recorded';
      return { businessId, outcome, replacedSubscriptionId: replaced };
    }

    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      if (isOtherSubscription(account, str(obj.id)))
        return { businessId, outcome: 'ignored: not the current subscription' };
      if (stale) return { businessId, outcome: 'ignored: older than the current state' };
      const item = obj.items?.data?.[0];
      const tier = await tierByPrice(tx, str(item?.price?.id));
      const status = STATUS[String(obj.status)];
      const periodEnd = num(item?.current_period_end) ?? num(obj.current_period_end);
      const trialEnd = num(obj.trial_end);
      await tx
        .update(businesses)
        .set({
          ...(status ? { subscriptionStatus: status } : {}),
          // Kept after the trial: it marks that this business had its one trial.
          ...(status === 'trial' && trialEnd ? { trialEndsAt: new Date(trialEnd * 1000) } : {}),
          ...(tier ? { tierId: tier.id, stripePriceId: tier.stripePriceId } : {}),
          ...(periodEnd ? { subscriptionPeriodEnd: new Date(periodEnd * 1000) } : {}),
        })
        .where(eq(businesses.id, businessId));
      await saveAccount(tx, businessId, {
        stripeCustomerId: str(obj.customer) ?? account.stripeCustomerId,
        stripeSubscriptionId: status === 'canceled' ? null : str(obj.id),
        lastEventAt: at,
      });
      // No credits here: a subscription turns active when its trial ends, before its first invoice is paid.
      return { businessId, outcome: `subscription ${status ?? 'unchanged'}` };
    }

    case 'customer.subscription.deleted': {
      if (isOtherSubscription(account, str(obj.id)))
        return { businessId, outcome: 'ignored: not the current subscription' };
      if (stale) return { businessId, outcome: 'ignored: older than the current state' };
      // Data stays; the Free limits apply from now on (effectiveTier), and the plan shows as Free.
      const free = await tierByName(tx, 'Free');
      await tx
        .update(businesses)
        .set({ subscriptionStatus: 'canceled', stripePriceId: null, ...(free ? { tierId: free.id } : {}) })
        .where(eq(businesses.id, businessId));
      await saveAccount(tx, businessId, { stripeSubscriptionId: null, lastEventAt: at });
      return { businessId, outcome: 'canceled' };
    }

    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = str(obj.subscription) ?? str(obj.parent?.subscription_details?.subscription);
      if (!subscriptionId || subscriptionId !== account.stripeSubscriptionId) {
        return { businessId, outcome: 'ignored: not the current subscription' };
      }
      if (stale) return { businessId, outcome: 'ignored: older than the current state' };
      const paid = event.type === 'invoice.paid';
      // A trial's first invoice is $0: "paid", but nothing was charged, so the trial goes on and no credits come.
      const charged = paid && (num(obj.amount_paid) ?? 1) > 0;
      const [current] = await tx
        .select({ status: businesses.subscriptionStatus, tierId: businesses.tierId })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1);
      const keepTrial = paid && !charged && current?.status === 'trial';
      const periodEnd = num(obj.lines?.data?.[0]?.period?.end) ?? num(obj.period_end);
      await tx
        .update(businesses)
        .set({
          subscriptionStatus: keepTrial ? 'trial' : paid ? 'active' : 'past_due',
          ...(paid && periodEnd ? { subscriptionPeriodEnd: new Date(periodEnd * 1000) } : {}),
        })
        .where(eq(businesses.id, businessId));
      await saveAccount(tx, businessId, { paymentMethodStatus: paid ? 'ok' : 'failed', lastEventAt: at });
      // The first invoice that took money brings the tier's credits (once per tier).
      if (charged && current?.tierId) await grantPaidCredits(tx, businessId, current.tierId);
      return { businessId, outcome: paid ? 'invoice paid' : 'payment failed' };
    }

    default:
      return { businessId, outcome: 'ignored: unhandled type' };
  }
}

/** The provider confirmed a payment for the tier: its initial credits, once per business per tier. */
function grantPaidCredits(tx: TExecutor, businessId: string, tierId: string) {
  return grantInitialCredits({ tx, businessId, tierId, paymentConfirmed: true });
}

/** Our own metadata first (set on the server when checkout started), else the provider's customer id. */
async function resolveBusiness(tx: TExecutor, obj: TObj): Promise<string | null> {
  const claimed = str(obj.metadata?.businessId) ?? str(obj.client_reference_id);
  if (claimed) {
    const [b] = await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, claimed)).limit(1);
    if (b) return b.id;
  }
  const customerId = str(obj.customer);
  if (!customerId) return null;
  return findBusinessByKey({ db: tx, kind: 'stripe_customer', key: customerId });
}

async function lockAccount(tx: TExecutor, businessId: string): Promise<TAccount> {
  await tx.insert(stripeCustomers).values({ businessId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.businessId, businessId))
    .for('update')
    .limit(1);
  return row;
}

async function saveAccount(tx: TExecutor, businessId: string, patch: Partial<TAccount>) {
  // The provider's customer id is how its later events find the business (resolveBusiness).
  if (patch.stripeCustomerId) {
    await saveBusinessKey({ tx, kind: 'stripe_customer', key: patch.stripeCustomerId, businessId });
  }
  await tx
    .update(stripeCustomers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(stripeCustomers.businessId, businessId));
}

const isOtherSubscription = (account: TAccount, subscriptionId: string | null) =>
  account.stripeSubscriptionId !== null && subscriptionId !== account.stripeSubscriptionId;

async function tierById(tx: TExecutor, id: string | null) {
  if (!isUuid(id)) return undefined;
  const [t] = await tx.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, id)).limit(1);
  return t;
}
async function tierByPrice(tx: TExecutor, priceId: string | null) {
  if (!priceId) return undefined;
  const [t] = await tx.select().from(subscriptionTiers).where(eq(subscriptionTiers.stripePriceId, priceId)).limit(1);
  return t;
}
async function tierByName(tx: TExecutor, name: string) {
  const [t] = await tx.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, name)).limit(1);
  return t;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
