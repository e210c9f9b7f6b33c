import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { formatCustomerId } from './customer-number.ts';
import type { TPrepared } from './prepare-import-row.ts';

/**
 * Before a request's batches run: the opening balances of its rows, each under the customer number reserved for it,
 * as ONE import_opening_balances row, not yet ready (a job must not take it while the batches still write its
 * customers). The batches then write only customers, as a plain import's do: a membership and a ledger row per
 * balance would cost them four times their own rows (write-opening-balances.ts writes those). Returns the row's id,
 * or null when no row brings a balance.
 */
export async function leaveOpeningBalances({
  db,
  businessId,
  importId,
  batches,
  reservedLast,
}: {
  db: TDb;
  businessId: string;
  importId: string;
  batches: TPrepared[][];
  /** Each batch's last reserved customer number (the batch's rows take the numbers up to it, in order). */
  reservedLast: number[];
}): Promise<string | null> {
  const balances = batches.flatMap((batch, b) => {
    const first = (reservedLast[b] ?? 0) - batch.length + 1;
    return batch.flatMap((p, i) =>
      p.balances.length > 0 ? [{ u: formatCustomerId(first + i), balances: p.balances }] : [],
    );
  });
  if (balances.length === 0) return null;
  const [row] = await rawQuery<{ id: string }>(db, {
    text: `insert into import_opening_balances (business_id, batch_id, balances) values ($1, $2, $3)
      returning id`,
    values: [businessId, importId, JSON.stringify(balances)],
  });
  return row?.id ?? null;
}

/** After the request's batches: its balances may be written (the job it queues next takes them). */
export async function markOpeningBalancesReady(db: TDb, businessId: string, id: string): Promise<void> {
  await rawQuery(db, {
    text: 'update import_opening_balances set ready = true where business_id = $1 and id = $2',
    values: [businessId, id],
  });
}
