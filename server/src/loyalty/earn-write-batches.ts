import type { TDb } from '../db/client.ts';
import { type TEarnWrite, writeEarnActions } from './write-earn-action.ts';

/** Writes of one database in flight at once: the counter's tills share a few connections, not one each. */
export const MAX_IN_FLIGHT = 2;
/** Actions in one statement: the ledger rows of a batch stay a few hundred. */
const MAX_BATCH = 32;

type TWaiting = { write: TEarnWrite; settle: (written: boolean) => void };

type TBatches = { waiting: TWaiting[]; inFlight: number; busy: Set<string> };

const batchesOf = new WeakMap<TDb, TBatches>();

/**
 * Writes an action planned without a lock (it carries the loyalty version it read), together with the other actions
 * waiting when a connection is free: while a write is in flight, the check-ins that arrive wait and go as ONE
 * statement (one round trip, one commit, one run of the ledger's rollup trigger). A till alone waits for nothing.
 * Answers false when the action was not written: its customer moved past the version, or the statement failed (a
 * reward code taken, a key used twice). The caller then runs that action on its own with the customer locked, so
 * one action's trouble never costs another its check-in. Only the pending requests of this process are held here:
 * nothing another process needs. `db` is the database itself, never a transaction: a batch commits on its own.
 */
export function writeEarnActionBatched(db: TDb, write: TEarnWrite): Promise<boolean> {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = { waiting: [], inFlight: 0, busy: new Set() };
    batchesOf.set(db, batches);
  }
  const state = batches;
  return new Promise((settle) => {
    state.waiting.push({ write, settle });
    startBatches(db, state);
  });
}

function startBatches(db: TDb, state: TBatches) {
  while (state.inFlight < MAX_IN_FLIGHT) {
    const batch = takeBatch(state);
    if (batch.length === 0) return;
    state.inFlight += 1;
    for (const entry of batch) state.busy.add(entry.write.customerId);
    writeEarnActions(
      db,
      batch.map((entry) => entry.write),
    )
      // A failed statement wrote nothing: each of its actions runs again on its own.
      .catch(() => batch.map(() => false))
      .then((written) => {
        for (const [i, entry] of batch.entries()) entry.settle(written[i]);
      })
      .finally(() => {
        state.inFlight -= 1;
        for (const entry of batch) state.busy.delete(entry.write.customerId);
        startBatches(db, state);
      });
  }
}

/**
 * The waiting actions that can go together, oldest first: one per customer, and none of a customer whose write is
 * in flight (it would only find the version moved).
 */
function takeBatch(state: TBatches): TWaiting[] {
  const batch: TWaiting[] = [];
  const customers = new Set<string>();
  const left: TWaiting[] = [];
  for (const entry of state.waiting) {
    const customerId = entry.write.customerId;
    if (batch.length < MAX_BATCH && !customers.has(customerId) && !state.busy.has(customerId)) {
      batch.push(entry);
      customers.add(customerId);
    } else {
      left.push(entry);
    }
  }
  state.waiting = left;
  return batch;
}
