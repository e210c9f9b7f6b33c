import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { subscriptionTiers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * The Free tier: where a Google user starts, and whose limits apply once a trial or a subscription lapses. It is
 * seeded at start (tiers/seed-tiers.ts), so its absence is a broken install: INTERNAL.
 */
export async function findFreeTier({ db }: { db: TExecutor }): Promise<typeof subscriptionTiers.$inferSelect> {
  const [free] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Free')).limit(1);
  if (!free) throw new AppError('INTERNAL', 'The Free tier was not found');
  return free;
}
