import type { TExecutor } from '../db/client.ts';
import { customerRewards } from '../db/schema/index.ts';
import type { TRewardToIssue } from './earn-rules.ts';
import { newRewardCode } from './reward-code.ts';

/** Stamp-card, free-item and catalogue rewards carry this prefix; rebate codes carry their program's. */
export const REWARD_CODE_PREFIX = 'RW';

/**
 * A birthday, referral or status tier's reward belongs to no program: the business gives it, whatever programs the
 * customer is in.
 */
type TProgramlessReward = Omit<TRewardToIssue, 'type'> & { type: 'birthday' | 'referral' | 'status' };

type TRewardRowInput = {
  businessId: string;
  customerId: string;
  programId: string | null;
  reward: TRewardToIssue | TProgramlessReward;
  codePrefix: string;
  now: Date;
  /** `redeemed` when it is redeemed as it is issued. */
  status?: 'earned' | 'redeemed';
  redeemedByUserId?: string | null;
  /** The status tier whose reaching gives it. */
  statusTierId?: string | null;
};

/**
 * Writes an earned reward with a fresh code, unique in the business: a clash (about one in 900 million) simply
 * draws another code, without failing the transaction.
 */
export async function issueReward({ tx, ...input }: { tx: TExecutor } & TRewardRowInput) {
  for (;;) {
    const [row] = await tx
      .insert(customerRewards)
      .values(rewardRow(input))
      .onConflictDoNothing({ target: [customerRewards.businessId, customerRewards.redemptionCode] })
      .returning();
    if (row) return row;
  }
}

/** A reward's row as issued: a fresh code from the prefix; `redeemed` when it is redeemed as it is issued. */
export function rewardRow({
  businessId,
  customerId,
  programId,
  reward,
  codePrefix,
  now,
  status = 'earned',
  redeemedByUserId = null,
  statusTierId = null,
}: TRewardRowInput) {
  return {
    businessId,
    customerId,
    programId,
    rewardName: reward.name,
    rewardDescription: reward.description,
    rewardType: reward.type,
    status,
    redemptionCode: newRewardCode(codePrefix),
    discountType: reward.discountType,
    discountValue: reward.discountValue,
    singleUse: reward.singleUse,
    earnedAt: now,
    expiresAt: reward.expiresAt,
    redeemedAt: status === 'redeemed' ? now : null,
    redeemedByUserId,
    statusTierId,
  };
}

/**
 * A single-use reward the business names (no discount), with the usual prefix: a birthday's, a referral's, a status
 * tier's (valid for their days), or a stamp card's filled outside a visit (no expiry).
 */
export function issueNamedReward({
  tx,
  businessId,
  customerId,
  programId = null,
  name,
  description,
  type,
  expiresAt,
  statusTierId = null,
  now,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  programId?: string | null;
  name: string;
  description: string | null;
  type: TProgramlessReward['type'] | 'stamp_card';
  expiresAt: Date | null;
  statusTierId?: string | null;
  now: Date;
}) {
  return issueReward({
    tx,
    businessId,
    customerId,
    programId,
    reward: { name, description, type, expiresAt, discountType: null, discountValue: null, singleUse: true },
    codePrefix: REWARD_CODE_PREFIX,
    statusTierId,
    now,
  });
}
