import { STATUS_MESSAGES, type TStatusProgram, type TStatusProgramInput } from '@regulars/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { effectiveTier, UPGRADE_URL } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, customerStatuses, statusPrograms, statusTiers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { STATUS_JOBS } from './jobs.ts';
import { readStatusProgram, readStatusTiers } from './read-status-program.ts';

/**
 * Saves the whole tier table and its rule at once: tiers kept by id are changed in place (their customers keep them),
 * tiers left out are deleted, new ones added. Customers are then placed again by the new table in a job queued with
 * the save (up at once; down after the grace period, as every night). Refused whole when the plan lacks tiers or a
 * tier id is not the business's. Turning tiers off is saving an empty table, allowed on any plan.
 */
export async function saveStatusProgram({
  db,
  queue,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  actor: TBusinessActor;
  input: TStatusProgramInput;
}): Promise<TStatusProgram> {
  await db.transaction(async (tx) => {
    // Two saves of one business check one after the other; no key update leaves check-ins' key-share locks alone.
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('no key update');
    if (input.tiers.length > 0 && !(await effectiveTier({ db: tx, businessId })).features.statusTiers) {
      throw new AppError('PLAN_LIMIT', STATUS_MESSAGES.notIncluded, { upgradeUrl: UPGRADE_URL });
    }
    const existing = new Set((await readStatusTiers({ db: tx, businessId })).map((t) => t.id));
    const kept = input.tiers.flatMap((t) => (t.id ? [t.id] : []));
    if (kept.some((id) => !existing.has(id))) throw new AppError('NOT_FOUND', STATUS_MESSAGES.tierNotFound);

    const rule = {
      basis: input.basis,
      window: input.window,
      windowMonths: input.windowMonths,
      graceDays: input.graceDays,
    };
    await tx
      .insert(statusPrograms)
      .values({ businessId, ...rule })
      .onConflictDoUpdate({ target: statusPrograms.businessId, set: { ...rule, updatedAt: new Date() } });
    const gone = [...existing].filter((id) => !kept.includes(id));
    if (gone.length > 0) {
      await tx.delete(statusTiers).where(and(eq(statusTiers.businessId, businessId), inArray(statusTiers.id, gone)));
      // Nobody holds a deleted tier: its holders are placed again by the refresh queued below.
      await tx
        .update(customerStatuses)
        .set({ tierId: null, previousTierId: null, reachedByActionId: null, keepsUntil: null })
        .where(
          and(
            eq(customerStatuses.businessId, businessId),
            or(inArray(customerStatuses.tierId, gone), inArray(customerStatuses.previousTierId, gone)),
          ),
        );
    }
    for (const tier of input.tiers) {
      const fields = {
        name: tier.name,
        threshold: tier.threshold,
        factor: tier.factor,
        rewardName: tier.reward?.name ?? null,
        rewardValidDays: tier.reward?.validDays ?? null,
      };
      if (tier.id) {
        await tx
          .update(statusTiers)
          .set(fields)
          .where(and(eq(statusTiers.businessId, businessId), eq(statusTiers.id, tier.id)));
      } else {
        await tx.insert(statusTiers).values({ businessId, ...fields });
      }
    }
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'status_tiers.save',
        targetType: 'business',
        targetId: businessId,
        details: {
          ...rule,
          tiers: input.tiers.map(({ name, threshold, factor, reward }) => ({ name, threshold, factor, reward })),
        },
      },
    });
    await queue.send(STATUS_JOBS.refreshBusiness, { businessId }, { tx });
  });
  return readStatusProgram({ db, businessId });
}
