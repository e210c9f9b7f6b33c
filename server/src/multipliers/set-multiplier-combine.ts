import type { TMultiplierSettings } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';

/** How the business's multipliers combine when several apply; the ceiling is kept when the largest wins. */
export async function setMultiplierCombine({
  db,
  businessId,
  actor,
  settings,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  settings: TMultiplierSettings;
}): Promise<TMultiplierSettings> {
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ multiplierCombine: settings.combine, multiplierCeiling: settings.ceiling })
      .where(eq(businesses.id, businessId));
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'earn_multiplier.combine',
        targetType: 'business',
        targetId: businessId,
        details: settings,
      },
    });
  });
  return settings;
}
