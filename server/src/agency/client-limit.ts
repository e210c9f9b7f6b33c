import { AGENCY_MESSAGES, clientLimitMessage } from '@regulars/contracts';
import { count, eq } from 'drizzle-orm';
import { effectiveTier, fitsLimit, planLimitError } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/** The agency's client businesses: what max_clients counts (a closed client counts until it is deleted). */
export async function countClients({ db, agencyId }: { db: TExecutor; agencyId: string }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses).where(eq(businesses.agencyId, agencyId));
  return Number(row?.n ?? 0);
}

/**
 * Refuses one more client above the plan's max_clients, or on a plan without client businesses, or for a business that
 * is itself a client. Locks the agency's row first (no key update), so two concurrent adds cannot both squeeze under.
 */
export async function assertRoomForClient({ tx, agencyId }: { tx: TExecutor; agencyId: string }): Promise<void> {
  const [agency] = await tx
    .select({ agencyOf: businesses.agencyId })
    .from(businesses)
    .where(eq(businesses.id, agencyId))
    .for('no key update');
  if (!agency) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  if (agency.agencyOf) throw new AppError('FORBIDDEN', AGENCY_MESSAGES.clientOfClient);
  const tier = await effectiveTier({ db: tx, businessId: agencyId });
  if (!tier.features.clients) throw new AppError('FORBIDDEN', AGENCY_MESSAGES.notAnAgency);
  const used = await countClients({ db: tx, agencyId });
  const max = tier.features.maxClients;
  if (!fitsLimit(max, used)) throw planLimitError(clientLimitMessage(max), { limit: max, current: used });
}
