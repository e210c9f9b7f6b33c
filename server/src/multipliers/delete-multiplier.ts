import { MULTIPLIER_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { earnMultipliers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { multiplierAudit } from './check-multiplier.ts';

/** Deletes a multiplier (allowed whatever the plan: a business past its plan can still clear them up). */
export async function deleteMultiplier({
  db,
  businessId,
  actor,
  id,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(earnMultipliers)
      .where(and(eq(earnMultipliers.businessId, businessId), eq(earnMultipliers.id, id)))
      .returning({ id: earnMultipliers.id, name: earnMultipliers.name });
    if (!deleted) throw new AppError('NOT_FOUND', MULTIPLIER_MESSAGES.notFound);
    await recordBusinessAudit({
      db: tx,
      entry: multiplierAudit(businessId, actor, 'delete', id, { name: deleted.name }),
    });
  });
}
