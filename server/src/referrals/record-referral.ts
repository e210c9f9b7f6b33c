import { phoneDigits, type TReferralHeldReason } from '@regulars/contracts';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers, formerCustomerPhones, referrals } from '../db/schema/index.ts';
import type { TFingerprints } from '../platform/fingerprints.ts';
import type { TReferrer } from './find-referrer.ts';
import { activeReferralSettings } from './read-referral-program.ts';

const DAY = 86_400_000;
/** The monthly cap counts a referrer's referrals over the last 30 days. */
export const CAP_WINDOW_DAYS = 30;

/**
 * A new customer joined with a referrer's code (through the link's form, or the code given at the counter): written
 * in the transaction that made the customer. Nothing is written while refer-a-friend is off or the plan lacks it.
 * The fraud rules hold the referral, with the reason, instead of letting it qualify: a phone a deleted customer had
 * (its keyed hash), or a referrer already at the cap in the last 30 days. The referrer's row is locked first, so two
 * friends joining at once are counted one after the other.
 */
export async function recordReferral({
  tx,
  fingerprints,
  referrer,
  friend,
  via,
  now = new Date(),
}: {
  tx: TExecutor;
  fingerprints: TFingerprints;
  referrer: TReferrer;
  /** The new customer as created (their E.164 phone: its digits are the key a deleted customer's phone left). */
  friend: { id: string; phone: string | null };
  via: 'link' | 'counter';
  now?: Date;
}): Promise<{ id: string; heldReason: TReferralHeldReason | null } | null> {
  const { businessId } = referrer;
  if (friend.id === referrer.customerId) return null;
  const settings = await activeReferralSettings({ db: tx, businessId });
  if (!settings) return null;

  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, referrer.customerId)))
    .for('no key update');
  const heldReason = await heldReasonOf({
    tx,
    fingerprints,
    businessId,
    referrer,
    friend,
    cap: settings.monthlyCap,
    now,
  });
  const [row] = await tx
    .insert(referrals)
    .values({
      businessId,
      referrerCustomerId: referrer.customerId,
      friendCustomerId: friend.id,
      status: heldReason ? 'held' : 'pending',
      heldReason,
      via,
      qualifyingAction: settings.qualifyingAction,
      minimumAmountMinor: settings.minimumAmountMinor,
      qualifyBy: new Date(now.getTime() + settings.withinDays * DAY),
      joinedAt: now,
    })
    .onConflictDoNothing({ target: [referrals.businessId, referrals.friendCustomerId] })
    .returning({ id: referrals.id });
  return row ? { id: row.id, heldReason } : null;
}

async function heldReasonOf({
  tx,
  fingerprints,
  businessId,
  referrer,
  friend,
  cap,
  now,
}: {
  tx: TExecutor;
  fingerprints: TFingerprints;
  businessId: string;
  referrer: TReferrer;
  friend: { phone: string | null };
  cap: number;
  now: Date;
}): Promise<TReferralHeldReason | null> {
  if (friend.phone) {
    const [former] = await tx
      .select({ key: formerCustomerPhones.phoneKey })
      .from(formerCustomerPhones)
      .where(
        and(
          eq(formerCustomerPhones.businessId, businessId),
          eq(formerCustomerPhones.phoneKey, fingerprints.phone(businessId, phoneDigits(friend.phone))),
        ),
      );
    if (former) return 'former_customer';
  }
  const [recent] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.businessId, businessId),
        eq(referrals.referrerCustomerId, referrer.customerId),
        gt(referrals.joinedAt, new Date(now.getTime() - CAP_WINDOW_DAYS * DAY)),
        ne(referrals.status, 'held'),
      ),
    );
  return Number(recent?.n ?? 0) >= cap ? 'monthly_cap' : null;
}
