import { MULTIPLIER_LIMITS, MULTIPLIER_MESSAGES, minuteOfDay, type TMultiplierFields } from '@regulars/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { TBusinessActor, TBusinessAuditEntry } from '../audit/index.ts';
import { effectiveTier, UPGRADE_URL } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, type earnMultipliers, locations } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { overlaps } from './find-overlap.ts';
import { readMultipliers, toStoredMultiplier } from './read-multipliers.ts';

/** The columns a multiplier's fields are stored in. */
export function multiplierColumns(fields: TMultiplierFields) {
  return {
    kind: fields.kind,
    name: fields.name,
    factor: fields.factor,
    days: fields.days,
    startMinute: fields.startTime === null ? null : minuteOfDay(fields.startTime),
    endMinute: fields.endTime === null ? null : minuteOfDay(fields.endTime, true),
    startsOn: fields.startsOn,
    endsOn: fields.endsOn,
    category: fields.category,
    locationIds: fields.locationIds,
  } satisfies Partial<typeof earnMultipliers.$inferInsert>;
}

/** The audit trail's entry of a multiplier added, changed or deleted: what it was set to. */
export function multiplierAudit(
  businessId: string,
  actor: TBusinessActor,
  verb: 'create' | 'update' | 'delete',
  id: string,
  fields: Pick<TMultiplierFields, 'name'> & Partial<TMultiplierFields>,
): TBusinessAuditEntry {
  return {
    businessId,
    actor,
    action: `earn_multiplier.${verb}`,
    targetType: 'earn_multiplier',
    targetId: id,
    details: fields,
  };
}

/**
 * What a new or edited multiplier must pass, inside the write's transaction: the plan includes multipliers, its
 * locations are the business's, it is within the count, and it overlaps no other of its kind at the same place. The
 * business row is locked first, so two edits of one business's multipliers check one after the other.
 */
export async function checkMultiplier({
  tx,
  businessId,
  fields,
  editing = null,
}: {
  tx: TExecutor;
  businessId: string;
  fields: TMultiplierFields;
  /** The multiplier being edited (left out of the count and the overlap). */
  editing?: string | null;
}): Promise<void> {
  // No key update, as the location limit locks it: check-ins, whose ledger rows reference the business, are not held.
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('no key update');
  if (!(await effectiveTier({ db: tx, businessId })).features.multipliers) {
    throw new AppError('PLAN_LIMIT', MULTIPLIER_MESSAGES.notIncluded, { upgradeUrl: UPGRADE_URL });
  }
  if (fields.locationIds !== null) {
    const found = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.businessId, businessId), inArray(locations.id, fields.locationIds)));
    if (found.length !== fields.locationIds.length) {
      throw new AppError('VALIDATION', MULTIPLIER_MESSAGES.locationNotFound, {
        locationIds: [MULTIPLIER_MESSAGES.locationNotFound],
      });
    }
  }
  const others = (await readMultipliers({ db: tx, businessId })).filter((row) => row.id !== editing);
  if (editing === null && others.length >= MULTIPLIER_LIMITS.maxRules) {
    throw new AppError('VALIDATION', MULTIPLIER_MESSAGES.tooMany);
  }
  const candidate = multiplierColumns(fields);
  const clash = others.find((row) => overlaps(candidate, toStoredMultiplier(row)));
  if (clash) throw new AppError('CONFLICT', MULTIPLIER_MESSAGES.overlaps(fields.kind, clash.name));
}
