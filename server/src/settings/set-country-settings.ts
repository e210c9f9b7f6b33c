import type { TCountrySettings, TUpdateCountrySettings } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/**
 * Sets the country phones typed without a country code are read in (team admin). Numbers already stored are E.164
 * and stay as they are; only what is typed from now on is read the new way. Every change goes to the audit trail.
 */
export async function setCountrySettings({
  db,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  input: TUpdateCountrySettings;
}): Promise<TCountrySettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ country: businesses.country })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    if (before.country !== input.country) {
      await tx.update(businesses).set({ country: input.country }).where(eq(businesses.id, businessId));
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: 'settings.country',
          targetType: 'business',
          targetId: businessId,
          details: { before: before.country, after: input.country },
        },
      });
    }
    return { country: input.country };
  });
}
