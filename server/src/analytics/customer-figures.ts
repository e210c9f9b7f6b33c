import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import type { TWindow } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

export type TCustomerFigures = {
  /** Customers the business had at the window's end (deleted ones no longer counted). */
  totalAtEnd: number;
  /** The same at its start. */
  totalAtStart: number;
  /** Customers who joined inside the window and are still customers. */
  newInWindow: number;
};

/**
 * Customer counts for each window, in one pass over the business's customers: the dashboard's total and new-this-month
 * and the analytics cards both come from here, so they cannot disagree.
 */
export async function customerFigures({
  db,
  businessId,
  windows,
}: {
  db: TExecutor;
  businessId: string;
  windows: TWindow[];
}): Promise<TCustomerFigures[]> {
  const present = (at: TWindow['end']) =>
    sql`count(*) filter (where c.created_at < ${at} and (c.deleted_at is null or c.deleted_at >= ${at}))::int`;
  const columns = windows.map(
    (w, i) => sql`
      ${present(w.end)} as ${sql.raw(`"end${i}"`)},
      ${present(w.start)} as ${sql.raw(`"start${i}"`)},
      count(*) filter (where c.created_at >= ${w.start} and c.created_at < ${w.end} and c.deleted_at is null)::int
        as ${sql.raw(`"new${i}"`)}`,
  );
  const [row] = await runFigures<Record<string, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from customers c where c.business_id = ${businessId}`,
  );
  return windows.map((_, i) => ({
    totalAtEnd: Number(row?.[`end${i}`] ?? 0),
    totalAtStart: Number(row?.[`start${i}`] ?? 0),
    newInWindow: Number(row?.[`new${i}`] ?? 0),
  }));
}
