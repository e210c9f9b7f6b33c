import { line, type TChangeLine } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { transactions } from '../db/schema/index.ts';
import { type TStatusMove, tierRewardsDue } from '../status-tiers/index.ts';
import { issueNamedReward } from './issue-reward.ts';

const DAY = 86_400_000;

/**
 * The rewards an earn's move up unlocked (status-tiers/tier-rewards-due.ts), issued in the earn's transaction with
 * the customer locked. Each is a ledger row of the earn's action at its time, so undoing the earn voids it (and a
 * later earn that reaches the tier again gives it again). Answers the counter's lines ('Gold reward: Free dessert')
 * and the rewards' names (the move-up message's {reward}).
 */
export async function giveTierRewards({
  tx,
  businessId,
  customerId,
  move,
  actionId,
  now,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  move: TStatusMove;
  actionId: string;
  now: Date;
}): Promise<{ lines: TChangeLine[]; names: string[] }> {
  const due = await tierRewardsDue({ tx, businessId, customerId, move });
  const lines: TChangeLine[] = [];
  for (const tier of due) {
    const issued = await issueNamedReward({
      tx,
      businessId,
      customerId,
      name: tier.rewardName,
      description: `${tier.tierName} reward`,
      type: 'status',
      expiresAt: new Date(now.getTime() + tier.validDays * DAY),
      statusTierId: tier.tierId,
      now,
    });
    const said = line('changes.tierReward', { tier: tier.tierName, reward: tier.rewardName });
    await tx.insert(transactions).values({
      actionId,
      businessId,
      customerId,
      type: 'earn',
      rewardId: issued.id,
      note: `${tier.tierName} reward`,
      summary: [said],
      createdAt: now,
    });
    lines.push(said);
  }
  return { lines, names: due.map((tier) => tier.rewardName) };
}
