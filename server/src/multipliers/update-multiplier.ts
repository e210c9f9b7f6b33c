import { MULTIPLIER_MESSAGES, type TMultiplierFields, type TMultiplierRule } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { earnMultipliers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { checkMultiplier, multiplierAudit, multiplierColumns } from './check-multiplier.ts';
import { toMultiplierRule } from './read-multipliers.ts';

/** Replaces a multiplier's fields; another business's (or a malformed id) is not found. */
export async function updateMultiplier({
  db,
  businessId,
  actor,
  id,
  fields,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  id: string;
  fields: TMultiplierFields;
}): Promise<TMultiplierRule> {
  return db.transaction(async (tx) => {
    await checkMultiplier({ tx, businessId, fields, editing: id });
    const [row] = await tx
      .update(earnMultipliers)
      .set(multiplierColumns(fields))
      .where(and(eq(earnMultipliers.businessId, businessId), eq(earnMultipliers.id, id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', MULTIPLIER_MESSAGES.notFound);
    await recordBusinessAudit({ db: tx, entry: multiplierAudit(businessId, actor, 'update', row.id, fields) });
    return toMultiplierRule(row, new Set(fields.locationIds ?? []));
  });
}
