import type { TDb } from '../db/client.ts';
import { tillEvents } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { TILL_JOBS } from './jobs.ts';

/** A verified webhook's event, as stored until its job settles it. */
export type TTillEventIn = typeof tillEvents.$inferInsert;

/** Stores of one database in flight at once, and events in one store: a burst shares a few transactions. */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 64;

const JOB_OF = { square: TILL_JOBS.settleSquareEvent, shopify: TILL_JOBS.settleShopifyEvent } as const;

type TWaiting = { event: TTillEventIn; settle: (r: { duplicate: boolean }) => void; fail: (err: unknown) => void };
type TState = { waiting: TWaiting[]; inFlight: number };

const statesOf = new WeakMap<TDb, TState>();

/**
 * Stores a webhook's event once (by its till's event id) with the job that settles it, in one transaction, and
 * answers whether it had come before. While a store is in flight, the events that arrive wait and go together: one
 * insert of their rows and one of their jobs, one commit. A burst of a busy till's webhooks then costs a few round
 * trips in all instead of six each, and each is answered as soon as its transaction commits. A failed batch is
 * stored again one event at a time, so one event's trouble is never another's. Only the requests waiting in this
 * process are held here: nothing another process needs.
 */
export function storeTillEvent(db: TDb, queue: TQueue, event: TTillEventIn): Promise<{ duplicate: boolean }> {
  let state = statesOf.get(db);
  if (!state) {
    state = { waiting: [], inFlight: 0 };
    statesOf.set(db, state);
  }
  const current = state;
  return new Promise((settle, fail) => {
    current.waiting.push({ event, settle, fail });
    startStores(db, queue, current);
  });
}

function startStores(db: TDb, queue: TQueue, state: TState) {
  while (state.inFlight < MAX_IN_FLIGHT && state.waiting.length > 0) {
    const batch = state.waiting.splice(0, MAX_BATCH);
    state.inFlight += 1;
    storeBatch(db, queue, batch)
      .then(
        (duplicates) => {
          for (const [i, entry] of batch.entries()) entry.settle({ duplicate: duplicates[i] === true });
        },
        async (err) => {
          if (batch.length === 1) return batch[0]?.fail(err);
          // A failed batch stored nothing: each of its events again on its own.
          for (const entry of batch) {
            await storeBatch(db, queue, [entry]).then(
              ([duplicate]) => entry.settle({ duplicate: duplicate === true }),
              entry.fail,
            );
          }
        },
      )
      .finally(() => {
        state.inFlight -= 1;
        startStores(db, queue, state);
      });
  }
}

/** The batch's events and their jobs in one transaction; for each, whether it was stored before. */
async function storeBatch(db: TDb, queue: TQueue, batch: TWaiting[]): Promise<boolean[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(tillEvents)
      .values(batch.map((entry) => entry.event))
      .onConflictDoNothing()
      .returning({
        id: tillEvents.id,
        businessId: tillEvents.businessId,
        provider: tillEvents.provider,
        eventId: tillEvents.eventId,
      });
    const stored = new Map(rows.map((row) => [`${row.businessId} ${row.provider} ${row.eventId}`, row]));
    const duplicates = batch.map(({ event }) => {
      const key = `${event.businessId} ${event.provider} ${event.eventId}`;
      // The same event twice in one batch: the first one is stored, the second is its duplicate.
      const fresh = stored.has(key);
      stored.delete(key);
      return !fresh;
    });
    for (const provider of ['square', 'shopify'] as const) {
      const jobs = rows
        .filter((row) => row.provider === provider)
        .map((row) => ({ businessId: row.businessId, eventRowId: row.id }));
      await queue.sendMany(JOB_OF[provider], jobs, { tx });
    }
    return duplicates;
  });
}
