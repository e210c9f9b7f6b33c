import { MONEY_MESSAGES, type TMoneySettings, type TUpdateMoneySettings } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { ANALYTICS_JOBS } from '../analytics/index.ts';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { hasPurchases } from './has-purchases.ts';

/**
 * Sets the business's currency and locale (team admin). Amounts already recorded keep their own currency and are
 * never converted, so a new currency while purchases exist needs `confirmCurrencyChange` (else CONFLICT with the
 * words to confirm); the rollups are then recounted by a job, counting only amounts in the new currency. Every
 * change goes to the business audit trail.
 */
export async function setMoneySettings({
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
  input: TUpdateMoneySettings;
}): Promise<TMoneySettings> {
  return db.transaction(async (tx) => {
    // Locked: two changes at once would each judge "purchases exist" against the currency the other replaces.
    const [current] = await tx
      .select({ currency: businesses.currency, locale: businesses.locale })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    const purchases = await hasPurchases({ db: tx, businessId });
    const currencyChanges = input.currency !== current.currency;
    if (currencyChanges && purchases && input.confirmCurrencyChange !== true) {
      throw new AppError('CONFLICT', MONEY_MESSAGES.confirmChange(current.currency, input.currency));
    }
    const next = { currency: input.currency, locale: input.locale };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return { ...current, hasPurchases: purchases };
    await tx.update(businesses).set(next).where(eq(businesses.id, businessId));
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'settings.money',
        targetType: 'business',
        targetId: businessId,
        details: {
          before: Object.fromEntries(changed.map((key) => [key, current[key]])),
          after: Object.fromEntries(changed.map((key) => [key, next[key]])),
        },
      },
    });
    // Only recorded amounts are in the rollups: without purchases there is nothing to recount.
    if (currencyChanges && purchases) {
      await queue.send(ANALYTICS_JOBS.rebuildRollups, { businessId }, { tx });
    }
    return { ...next, hasPurchases: purchases };
  });
}
