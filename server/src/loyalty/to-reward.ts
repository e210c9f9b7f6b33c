import type { TProgram, TReward } from '@regulars/contracts';
import type { customerRewards } from '../db/schema/index.ts';

/**
 * A reward row as the counter and the portal show it. The expiry job runs daily, so an earned reward already past
 * its date is shown as what it is: expired.
 */
export function toReward(
  reward: typeof customerRewards.$inferSelect,
  programName: string | null,
  now: Date = new Date(),
): TReward {
  const lapsed = reward.status === 'earned' && reward.expiresAt !== null && reward.expiresAt <= now;
  return {
    id: reward.id,
    programId: reward.programId,
    programName,
    name: reward.rewardName,
    description: reward.rewardDescription,
    type: reward.rewardType,
    status: lapsed ? 'expired' : reward.status,
    code: reward.redemptionCode,
    earnedAt: reward.earnedAt.toISOString(),
    expiresAt: reward.expiresAt?.toISOString() ?? null,
    redeemedAt: reward.redeemedAt?.toISOString() ?? null,
  };
}

/** Stamps a stamp card needs, or purchases a free item needs; 0 for the other types. */
export function stampsRequiredOf(program: TProgram): number {
  if (program.type === 'stamp_card') return program.config.stampsRequired;
  if (program.type === 'free_item') return program.config.requiredPurchases;
  return 0;
}
