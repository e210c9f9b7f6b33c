import { and, count, eq } from 'drizzle-orm';
import { effectiveTier, fitsLimit, planLimitError } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, loyaltyPrograms } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

export function programLimitMessage(limit: number): string {
  const programs = limit === 1 ? '1 active program' : `${limit} active programs`;
  return `Your plan allows ${programs}. Pause another program or upgrade your plan to run more.`;
}

/** Active programs of the business: what max_programs counts. */
export async function countActivePrograms({ db, businessId }: { db: TExecutor; businessId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.status, 'active')));
  return row?.n ?? 0;
}

/**
 * Refuses one more active program above the plan's max_programs. Locks the business row first, so
 * two concurrent creates or activations cannot both squeeze under the limit.
 */
export async function assertRoomForActiveProgram({
  tx,
  businessId,
}: {
  tx: TExecutor;
  businessId: string;
}): Promise<void> {
  const [business] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const tier = await effectiveTier({ db: tx, businessId });
  const active = await countActivePrograms({ db: tx, businessId });
  if (!fitsLimit(tier.maxPrograms, active)) {
    throw planLimitError(programLimitMessage(tier.maxPrograms), { limit: tier.maxPrograms, current: active });
  }
}
