import { randomUUID } from 'node:crypto';
import {
  LOYALTY_MESSAGES,
  line,
  lineList,
  sayLines,
  type TActionResult,
  type TChangeLine,
  UNDO_WINDOW_MINUTES,
} from '@regulars/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockCustomer } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { isCheckViolation } from '../db/errors.ts';
import { customerRewards, customers, transactions } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { revertStatusOnUndo } from '../status-tiers/index.ts';
import { queuePassUpdate } from '../wallet/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { getStanding } from './get-standing.ts';
import { loadCustomerContext, UNDOABLE_KINDS } from './load-customer-context.ts';
import { reverseLedgerRows, type TLedgerRow } from './reverse-ledger-rows.ts';
import { ENGLISH_STAFF_WORDS, standingWords, type TStaffWords } from './staff-words.ts';
import { takeBackReferral } from './take-back-referral.ts';

type TRow = TLedgerRow;

/**
 * Takes back a customer's last counter action within 5 minutes: a `reversal` row for each of its rows (nothing is
 * deleted), progress and totals restored, the rewards it issued voided, a reward it redeemed usable again, and a
 * referral it qualified taken back (take-back-referral.ts). Refused once a reward it issued has been used. Under a request key (the public API's Idempotency-Key) a retry
 * answers the first undo again instead of 409, held on the reversal's head row like every other action's key.
 */
export async function undoAction({
  db,
  queue,
  businessId,
  actionId,
  staffUserId,
  counterStaffId = null,
  idempotencyKey = null,
  now = new Date(),
  words = ENGLISH_STAFF_WORDS,
}: {
  db: TDb;
  businessId: string;
  actionId: string;
  staffUserId: string | null;
  /** The staff member signed in on the counter device the action came from. */
  counterStaffId?: string | null;
  idempotencyKey?: string | null;
  now?: Date;
  /** The answer's words: the counter's staff's language; English (the API's) by default. */
  words?: TStaffWords;
  /** Tells the customer's wallet pass (wallet/queue-pass-update.ts); without it only the pass's version moves. */
  queue?: TQueue;
}): Promise<TActionResult> {
  try {
    return await db.transaction(async (tx) => {
      const notFound = new AppError('NOT_FOUND', LOYALTY_MESSAGES.actionNotFound);
      if (!isUuid(actionId)) throw notFound;
      const [head] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, actionId), eq(transactions.businessId, businessId)));
      if (
        !head?.customerId ||
        head.actionId !== head.id ||
        !(UNDOABLE_KINDS as readonly string[]).includes(head.type)
      ) {
        throw notFound;
      }
      const customerId = head.customerId;
      const standingAfter = () =>
        getStanding({ db: tx, businessId, customerId, locationId: head.locationId, now, ...standingWords(words) });
      await lockCustomer({ tx, businessId, customerId });
      // After the lock: a retry racing the first request waits for it, then finds its reversal under the key.
      if (idempotencyKey) {
        const replay = await findUndoReplay({ tx, businessId, idempotencyKey, actionId: head.id });
        if (replay) {
          const standing = await standingAfter();
          const { actionId: reversalId, kind, lines } = replay;
          return { actionId: reversalId, kind, ...sayLines(lines, words.lines), replayed: true, standing };
        }
      }
      const [undone] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.businessId, businessId), eq(transactions.reversesId, head.id)));
      if (undone) throw new AppError('CONFLICT', LOYALTY_MESSAGES.undoAlreadyDone);
      const { lastAction: last } = await loadCustomerContext({ db: tx, businessId, customerId, now });
      if (last?.id !== head.id || now.getTime() - head.createdAt.getTime() > UNDO_WINDOW_MINUTES * 60_000) {
        throw new AppError('CONFLICT', LOYALTY_MESSAGES.undoTooLate);
      }

      const rows = await tx
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.businessId, businessId),
            eq(transactions.customerId, customerId),
            // The head's own timestamp, read in SQL: a Date would drop its microseconds.
            eq(transactions.createdAt, sql`(select h.created_at from transactions h where h.id = ${head.id})`),
            eq(transactions.actionId, head.id),
          ),
        );
      await restoreRewards(tx, head, rows, businessId);

      const reversalId = randomUUID();
      const undid = head.summary?.length ? lineList(head.summary) : head.type;
      const changes = [line('changes.undone', { what: undid })];
      await reverseLedgerRows({
        tx,
        businessId,
        rows,
        reversalId,
        head: { id: head.id, summary: changes, idempotencyKey },
        staffUserId,
        counterStaffId,
        now,
      });
      if (head.type === 'visit' || head.type === 'purchase') {
        await tx
          .update(customers)
          .set({ totalVisits: sql`${customers.totalVisits} - 1` })
          .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
      }
      await takeBackReferral({
        tx,
        queue,
        businessId,
        actionId: head.id,
        reversalId,
        staffUserId,
        counterStaffId,
        now,
      });
      await revertStatusOnUndo({ tx, businessId, customerId, actionId: head.id, now });
      await queuePassUpdate({ tx, queue, businessId, customerId });
      await emitWebhookEvents({
        tx,
        queue,
        businessId,
        events: [
          {
            type: 'action.undone',
            customerId,
            data: { actionId: head.id, kind: head.type, reversalId, changes: sayLines(changes).changes },
          },
        ],
      });
      return {
        actionId: reversalId,
        kind: 'reversal' as const,
        ...sayLines(changes, words.lines),
        replayed: false,
        standing: await standingAfter(),
      };
    });
  } catch (err) {
    // Only the last action can be undone, so this is rare: its points were taken by an expiry in between.
    if (isCheckViolation(err)) throw new AppError('CONFLICT', LOYALTY_MESSAGES.undoRewardUsed);
    throw err;
  }
}

/**
 * The undo already made under this request key: its first answer. The key naming another action (or an undo of
 * another action) is the client's bug, refused as every reused key is.
 */
async function findUndoReplay({
  tx,
  businessId,
  idempotencyKey,
  actionId,
}: {
  tx: Parameters<Parameters<TDb['transaction']>[0]>[0];
  businessId: string;
  idempotencyKey: string;
  actionId: string;
}): Promise<{ actionId: string; kind: 'reversal'; lines: TChangeLine[] } | null> {
  const [keyed] = await tx
    .select({
      id: transactions.id,
      type: transactions.type,
      reversesId: transactions.reversesId,
      summary: transactions.summary,
    })
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!keyed) return null;
  if (keyed.type !== 'reversal' || keyed.reversesId !== actionId) {
    throw new AppError('CONFLICT', LOYALTY_MESSAGES.keyReused);
  }
  return { actionId: keyed.id, kind: 'reversal', lines: keyed.summary ?? [] };
}

/** Rewards the action issued become void (refused if one was used); a reward it redeemed is usable again. */
async function restoreRewards(
  tx: Parameters<Parameters<TDb['transaction']>[0]>[0],
  head: TRow,
  rows: TRow[],
  businessId: string,
) {
  const issued = rows.filter((r) => r.type === 'earn' && r.rewardId).map((r) => r.rewardId as string);
  // A catalogue redemption (points spent) issued its reward already redeemed: it goes away with the points.
  if (head.type === 'redeem' && head.points < 0 && head.rewardId) issued.push(head.rewardId);
  if (issued.length > 0) {
    const used = await tx
      .select({ id: customerRewards.id })
      .from(customerRewards)
      .where(
        and(
          eq(customerRewards.businessId, businessId),
          inArray(customerRewards.id, issued),
          eq(customerRewards.status, 'redeemed'),
        ),
      );
    const catalogueReward = head.type === 'redeem' ? head.rewardId : null;
    if (used.some((r) => r.id !== catalogueReward)) throw new AppError('CONFLICT', LOYALTY_MESSAGES.undoRewardUsed);
    await tx.update(customerRewards).set({ status: 'void' }).where(inArray(customerRewards.id, issued));
  }
  if (head.type === 'redeem' && head.points === 0 && head.rewardId) {
    await tx
      .update(customerRewards)
      .set({ status: 'earned', redeemedAt: null, redeemedByUserId: null })
      .where(and(eq(customerRewards.id, head.rewardId), eq(customerRewards.singleUse, true)));
  }
}
