import type { TProgram } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { toProgram } from './to-program.ts';

/** The business's active programs, oldest first (the order they were launched in): what a new customer joins. */
export async function listActivePrograms({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TProgram[]> {
  const rows = await db
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.status, 'active')))
    .orderBy(asc(loyaltyPrograms.createdAt), asc(loyaltyPrograms.id));
  return rows.map(toProgram);
}
