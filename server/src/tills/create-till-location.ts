import { type TTillProvider, type TTillState, tillMessages } from '@regulars/contracts';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { tillLocations } from '../db/schema/index.ts';
import { createLocation } from '../locations/index.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { requireTillConnection } from './connection-row.ts';
import { getTillState } from './get-till-state.ts';
import { tillLocationOf } from './link-till-locations.ts';

/**
 * "Add as a location": a Regulars location named like the till's location (the locations domain's own add: the plan's
 * limit, one name per business), and the till's location counted there, in one transaction; audited as a till
 * change. Another connection's or business's till location is refused (400) and nothing is added.
 */
export async function createTillLocation({
  db,
  config,
  provider,
  businessId,
  actor,
  externalId,
}: {
  db: TDb;
  config: Pick<TConfig, 'square' | 'shopify'>;
  provider: TTillProvider;
  businessId: string;
  actor: TBusinessActor;
  externalId: string;
}): Promise<TTillState> {
  await db.transaction(async (tx) => {
    const row = await requireTillConnection({ db: tx, businessId, provider });
    const mine = tillLocationOf(businessId, row.id, externalId);
    const [place] = await tx.select({ name: tillLocations.name }).from(tillLocations).where(mine);
    if (!place) throw new AppError('VALIDATION', tillMessages(provider).tillLocationUnknown);
    const location = await createLocation({ db: tx, businessId, actor, input: { name: place.name } });
    await tx.update(tillLocations).set({ locationId: location.id }).where(mine);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'till.update',
        targetType: 'till_connection',
        targetId: row.id,
        details: { provider, createdLocation: place.name },
      },
    });
  });
  return getTillState({ db, config, businessId, canEdit: true });
}
