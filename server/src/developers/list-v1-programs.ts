import type { TV1Program } from '@regulars/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { toProgram } from '../programs/index.ts';
import { toV1Program } from './to-v1.ts';

/** The business's programs (active and paused), newest first; or, with `id`, that one program. */
export async function listV1Programs({
  db,
  businessId,
  id,
}: {
  db: TExecutor;
  businessId: string;
  id?: string;
}): Promise<TV1Program[]> {
  const rows = await db
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, businessId), id ? eq(loyaltyPrograms.id, id) : undefined))
    .orderBy(desc(loyaltyPrograms.createdAt), desc(loyaltyPrograms.id));
  return rows.map((row) => toV1Program(toProgram(row)));
}
