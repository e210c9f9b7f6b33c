import {
  TILL_MESSAGES,
  type TTillProvider,
  type TTillState,
  type TUpdateTillConnection,
  tillMessages,
} from '@regulars/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { locations, tillConnections, tillLocations } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { requireTillConnection } from './connection-row.ts';
import { getTillState } from './get-till-state.ts';
import { tillLocationOf } from './link-till-locations.ts';

/**
 * Changes what a sale earns on, whether the till adds new customers who agreed to marketing there, whether customers
 * may claim a waiting sale in the portal with its receipt number, and which Regulars location each of the till's
 * locations counts at; audited with the edit (till.update). Every location named must be
 * this business's, and every till location this connection's: otherwise nothing changes (400).
 */
export async function updateTillConnection({
  db,
  config,
  provider,
  businessId,
  actor,
  edit,
}: {
  db: TDb;
  config: Pick<TConfig, 'square' | 'shopify'>;
  provider: TTillProvider;
  businessId: string;
  actor: TBusinessActor;
  edit: TUpdateTillConnection;
}): Promise<TTillState> {
  await db.transaction(async (tx) => {
    const row = await requireTillConnection({ db: tx, businessId, provider });
    if (edit.locations?.length) {
      const ours = edit.locations.map((l) => l.locationId).filter((id): id is string => id !== null);
      if (ours.some((id) => !isUuid(id))) throw locationProblem();
      const found = ours.length
        ? await tx
            .select({ id: locations.id })
            .from(locations)
            .where(and(eq(locations.businessId, businessId), inArray(locations.id, ours)))
        : [];
      if (new Set(found.map((l) => l.id)).size !== new Set(ours).size) throw locationProblem();
      for (const link of edit.locations) {
        const [updated] = await tx
          .update(tillLocations)
          .set({ locationId: link.locationId })
          .where(tillLocationOf(businessId, row.id, link.externalId))
          .returning({ externalId: tillLocations.externalId });
        if (!updated) {
          const message = tillMessages(provider).tillLocationUnknown;
          throw new AppError('VALIDATION', message, { locations: [message] });
        }
      }
    }
    if (edit.amountBasis || edit.createCustomers !== undefined || edit.portalClaims !== undefined) {
      await tx
        .update(tillConnections)
        .set({
          amountBasis: edit.amountBasis,
          createCustomers: edit.createCustomers,
          portalClaims: edit.portalClaims,
          updatedAt: new Date(),
        })
        .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.id, row.id)));
    }
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'till.update',
        targetType: 'till_connection',
        targetId: row.id,
        details: { provider, ...edit },
      },
    });
  });
  return getTillState({ db, config, businessId, canEdit: true });
}

const locationProblem = () =>
  new AppError('VALIDATION', TILL_MESSAGES.locationUnknown, { locations: [TILL_MESSAGES.locationUnknown] });
