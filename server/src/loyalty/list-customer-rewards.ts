import type { TCustomerRewards } from '@regulars/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { getCustomer } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customerRewards, loyaltyPrograms } from '../db/schema/index.ts';
import { toReward } from './to-reward.ts';

/**
 * Every reward of one customer, newest first: available, redeemed and expired, with codes and dates. A reward taken
 * back by an undo (void) was never really theirs and is left out. Throws AppError NOT_FOUND.
 */
export async function listCustomerRewards({
  db,
  businessId,
  id,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  id: string;
  now?: Date;
}): Promise<TCustomerRewards> {
  await getCustomer({ db, businessId, id });
  const rows = await db
    .select({ reward: customerRewards, programName: loyaltyPrograms.name })
    .from(customerRewards)
    .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.id, customerRewards.programId))
    .where(
      and(
        eq(customerRewards.businessId, businessId),
        eq(customerRewards.customerId, id),
        ne(customerRewards.status, 'void'),
      ),
    )
    .orderBy(desc(customerRewards.earnedAt), desc(customerRewards.id));
  return { rewards: rows.map(({ reward, programName }) => toReward(reward, programName, now)) };
}
