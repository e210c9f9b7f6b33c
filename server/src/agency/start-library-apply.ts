import { LIBRARY_MESSAGES, type TLibraryApply } from '@regulars/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { agencyLibraryApplies, agencyLibraryItems, businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { LIBRARY_JOBS } from './library-jobs.ts';
import { toLibraryApply } from './to-library.ts';

/**
 * Starts adding a library item to the chosen clients: every client is one of the agency's (else nothing starts), each
 * is listed as pending, and a job goes through them (run-library-apply.ts). The clients in `update` (among the chosen)
 * have their program of that name updated to the library's version; the others keep theirs. The answer is the
 * addition to follow.
 */
export async function startLibraryApply(opts: {
  db: TDb;
  queue: TQueue;
  agencyId: string;
  itemId: string;
  clientIds: string[];
  /** Chosen clients whose program of that name takes the library's version (none by default). */
  update?: string[] | undefined;
}): Promise<TLibraryApply> {
  const { db, queue, agencyId, itemId } = opts;
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.itemNotFound);
  const [item] = await db
    .select({ id: agencyLibraryItems.id, name: agencyLibraryItems.name })
    .from(agencyLibraryItems)
    .where(and(eq(agencyLibraryItems.businessId, agencyId), eq(agencyLibraryItems.id, itemId)));
  if (!item) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.itemNotFound);

  const wanted = [...new Set(opts.clientIds)];
  const update = new Set(opts.update ?? []);
  if ([...update].some((id) => !wanted.includes(id))) {
    throw new AppError('VALIDATION', LIBRARY_MESSAGES.updateNotChosen);
  }
  const clients = wanted.every(isUuid)
    ? await db
        .select({ id: businesses.id, name: businesses.companyName })
        .from(businesses)
        .where(and(eq(businesses.agencyId, agencyId), inArray(businesses.id, wanted)))
        .orderBy(businesses.companyName, businesses.id)
    : [];
  if (clients.length !== wanted.length) throw new AppError('VALIDATION', LIBRARY_MESSAGES.notYourClients);

  const [row] = await db
    .insert(agencyLibraryApplies)
    .values({
      businessId: agencyId,
      itemId: item.id,
      itemName: item.name,
      results: clients.map((c) => ({
        clientId: c.id,
        clientName: c.name,
        outcome: 'pending',
        ...(update.has(c.id) ? { update: true } : {}),
      })),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Library addition not started');
  try {
    await queue.send(LIBRARY_JOBS.apply, { agencyId, applyId: row.id });
  } catch (err) {
    // Not queued: no addition that would stay pending for ever.
    await db
      .delete(agencyLibraryApplies)
      .where(and(eq(agencyLibraryApplies.businessId, agencyId), eq(agencyLibraryApplies.id, row.id)));
    throw err;
  }
  return toLibraryApply(row);
}
