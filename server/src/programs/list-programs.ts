import type { TProgramList } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { countActivePrograms } from './active-program-limit.ts';
import { toProgram } from './to-program.ts';

/** A business's programs, newest first, with the plan's active-program allowance. */
export async function listPrograms(opts: { db: TExecutor; businessId: string }): Promise<TProgramList> {
  const { db, businessId } = opts;
  const [rows, tier, active] = await Promise.all([
    db
      .select()
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.businessId, businessId))
      .orderBy(desc(loyaltyPrograms.createdAt), desc(loyaltyPrograms.id)),
    effectiveTier({ db, businessId }),
    countActivePrograms({ db, businessId }),
  ]);
  return { programs: rows.map(toProgram), limit: { maxActive: tier.maxPrograms, active, planName: tier.name } };
}
