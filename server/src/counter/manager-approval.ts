import {
  COUNTER_MESSAGES,
  formatMoney,
  managerRequiredFor,
  type TManagerApproval,
  toMinorUnits,
} from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import type { TCounterActor } from './counter-actor.ts';
import { findStaff } from './find-staff.ts';
import { checkStaffPin } from './staff-pin.ts';

/** What a counter action is, as the business's manager rules see it. */
export type TApprovalNeed = { kind: 'redemption' } | { kind: 'undo' } | { kind: 'purchase'; amount: number };

/**
 * Refuses an action the business reserves for managers unless the actor is one or a manager's PIN came with it
 * (403 APPROVAL_REQUIRED, so the counter asks for one and sends the action again). Checked before the action writes
 * anything; a wrong manager PIN counts against that manager's tries, and the device's, like any staff PIN.
 */
export async function assertManagerApproval({
  db,
  queue,
  businessId,
  actor,
  need,
  approval,
}: {
  db: TExecutor;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  actor: TCounterActor;
  need: TApprovalNeed;
  approval: TManagerApproval | undefined;
}): Promise<void> {
  // A manager needs no approval: for the team admin and a device's staff that is known without a query.
  if (await actor.isManager()) return;
  const [rules] = await db
    .select({
      redemptions: businesses.managerPinForRedemptions,
      undo: businesses.managerPinForUndo,
      purchaseAboveMinor: businesses.managerPinPurchaseAboveMinor,
      currency: businesses.currency,
      locale: businesses.locale,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!rules || !applies(rules, need)) return;
  if (!approval) {
    const why =
      need.kind === 'purchase'
        ? { kind: need.kind, above: formatMoney(rules.purchaseAboveMinor ?? 0, rules.currency, rules.locale) }
        : need;
    throw new AppError('APPROVAL_REQUIRED', managerRequiredFor(why));
  }
  const manager = await findStaff({ db, businessId, staffId: approval.staffId });
  if (!manager.isManager) throw new AppError('FORBIDDEN', COUNTER_MESSAGES.notAManager);
  await checkStaffPin({ db, queue, businessId, staff: manager, pin: approval.pin, deviceId: actor.deviceId });
}

function applies(
  rules: { redemptions: boolean; undo: boolean; purchaseAboveMinor: number | null; currency: string },
  need: TApprovalNeed,
): boolean {
  if (need.kind === 'redemption') return rules.redemptions;
  if (need.kind === 'undo') return rules.undo;
  // The threshold and the purchase are both in the business's currency.
  return rules.purchaseAboveMinor !== null && toMinorUnits(need.amount, rules.currency) > rules.purchaseAboveMinor;
}
