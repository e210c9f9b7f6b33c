import { MULTIPLIER_MESSAGES, type TMultiplierFields, type TMultiplierRule } from '@regulars/contracts';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { earnMultipliers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { checkMultiplier, multiplierAudit, multiplierColumns } from './check-multiplier.ts';
import { toMultiplierRule } from './read-multipliers.ts';

/** Adds a multiplier: it applies from the next purchase. */
export async function createMultiplier({
  db,
  businessId,
  actor,
  fields,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  fields: TMultiplierFields;
}): Promise<TMultiplierRule> {
  return db.transaction(async (tx) => {
    await checkMultiplier({ tx, businessId, fields });
    const [row] = await tx
      .insert(earnMultipliers)
      .values({ businessId, ...multiplierColumns(fields) })
      .returning();
    if (!row) throw new AppError('INTERNAL', MULTIPLIER_MESSAGES.saveFailed);
    await recordBusinessAudit({ db: tx, entry: multiplierAudit(businessId, actor, 'create', row.id, fields) });
    return toMultiplierRule(row, new Set(fields.locationIds ?? []));
  });
}
