import { LOYALTY_MESSAGES } from '@regulars/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import { lockCustomer } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customerRewards, transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { releaseReferral } from '../referrals/index.ts';
import { queuePassUpdate } from '../wallet/index.ts';
import { referralLedgerKey } from './give-referral-rewards.ts';
import { reverseLedgerRows } from './reverse-ledger-rows.ts';

/**
 * Undoing the friend's action that qualified their referral takes it back, in the undo's transaction: both sides'
 * rewards reversed (points and stamps out of the balances, named rewards void) and the referral pending again, so a
 * cashier's slip (the wrong customer rung up) leaves no reward behind and the friend's next qualifying action rewards
 * it. Refused, like every undo, once a reward it gave has been redeemed (or its points spent: the balance check).
 * The messages already sent stay sent. The inviter is locked after the friend, as when the rewards were given.
 */
export async function takeBackReferral({
  tx,
  queue,
  businessId,
  actionId,
  reversalId,
  staffUserId,
  counterStaffId,
  now,
}: {
  tx: TExecutor;
  queue?: TQueue;
  businessId: string;
  actionId: string;
  reversalId: string;
  staffUserId: string | null;
  counterStaffId: string | null;
  now: Date;
}): Promise<void> {
  const released = await releaseReferral({ tx, businessId, actionId });
  if (!released) return;
  await lockCustomer({ tx, businessId, customerId: released.referrerCustomerId, includeDeleted: true });
  const rows = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.businessId, businessId),
        like(transactions.idempotencyKey, referralLedgerKey(released.referralId, actionId, '%')),
      ),
    );
  const issued = rows.flatMap((row) => (row.rewardId ? [row.rewardId] : []));
  if (issued.length > 0) {
    const [used] = await tx
      .select({ id: customerRewards.id })
      .from(customerRewards)
      .where(
        and(
          eq(customerRewards.businessId, businessId),
          inArray(customerRewards.id, issued),
          eq(customerRewards.status, 'redeemed'),
        ),
      )
      .limit(1);
    if (used) throw new AppError('CONFLICT', LOYALTY_MESSAGES.undoRewardUsed);
    await tx
      .update(customerRewards)
      .set({ status: 'void' })
      .where(and(eq(customerRewards.businessId, businessId), inArray(customerRewards.id, issued)));
  }
  await reverseLedgerRows({ tx, businessId, rows, reversalId, staffUserId, counterStaffId, now });
  await queuePassUpdate({ tx, queue, businessId, customerId: released.referrerCustomerId });
}
