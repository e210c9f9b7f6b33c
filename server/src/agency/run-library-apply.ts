import { type TLibraryOutcome, ZCreateProgramRequest } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { agencyLibraryApplies, agencyLibraryItems, businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TLogger } from '../platform/logger.ts';
import { loggableError } from '../platform/logger.ts';
import { createProgram, hasProgramNamed } from '../programs/index.ts';

/**
 * The job of one addition: each client still pending, one after the other, gets the library's program as a new active
 * program of its own, within its plan; its outcome is written as soon as it is known (the screen shows progress, and
 * a retry goes on from there). A client that has a program of that name is left as it is: nothing is overwritten.
 */
export async function runLibraryApply(opts: {
  db: TDb;
  logger: TLogger;
  agencyId: string;
  applyId: string;
}): Promise<void> {
  const { db, logger, agencyId, applyId } = opts;
  const where = and(eq(agencyLibraryApplies.businessId, agencyId), eq(agencyLibraryApplies.id, applyId));
  const [apply] = await db.select().from(agencyLibraryApplies).where(where);
  if (!apply || apply.status === 'done') return;
  const [item] = apply.itemId
    ? await db
        .select()
        .from(agencyLibraryItems)
        .where(and(eq(agencyLibraryItems.businessId, agencyId), eq(agencyLibraryItems.id, apply.itemId)))
    : [];
  const input = item
    ? ZCreateProgramRequest.safeParse({ name: item.name, ...item.payload })
    : { success: false as const };

  const results = [...apply.results];
  for (const [i, result] of results.entries()) {
    if (result.outcome !== 'pending') continue;
    let outcome: TLibraryOutcome;
    if (!input.success) {
      outcome = 'failed';
    } else {
      outcome = await addTo(db, agencyId, result.clientId, input.data).catch((err: unknown) => {
        logger.error({ err: loggableError(err), agencyId, applyId }, 'library addition failed for a client');
        return 'failed' as const;
      });
    }
    results[i] = { ...result, outcome };
    await db.update(agencyLibraryApplies).set({ results }).where(where);
  }
  await db.update(agencyLibraryApplies).set({ status: 'done', finishedAt: new Date() }).where(where);
}

async function addTo(
  db: TDb,
  agencyId: string,
  clientId: string,
  input: Parameters<typeof createProgram>[0]['input'],
): Promise<TLibraryOutcome> {
  const [client] = await db
    .select({ closedAt: businesses.closedAt, suspendedAt: businesses.suspendedAt })
    .from(businesses)
    .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)));
  if (!client) return 'not_client';
  if (client.closedAt || client.suspendedAt) return 'unavailable';
  if (await hasProgramNamed({ db, businessId: clientId, name: input.name })) return 'skipped_name';
  try {
    await createProgram({ db, businessId: clientId, input });
    return 'created';
  } catch (err) {
    if (err instanceof AppError && err.code === 'PLAN_LIMIT') return 'refused_plan';
    throw err;
  }
}
