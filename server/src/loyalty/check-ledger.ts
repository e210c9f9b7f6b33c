import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

export type TLedgerMismatch = {
  customerId: string;
  programId: string | null;
  stored: number;
  ledger: number;
  what: string;
};

/**
 * Proves the ledger is the truth: every progress row's points balance and stamps equal the sums of its ledger rows,
 * and every customer's total points equal the sum of all their rows. Returns the rows that disagree (none, always).
 */
export async function checkLedger({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TLedgerMismatch[]> {
  const progress = await rawQuery<{
    customer_id: string;
    program_id: string;
    what: string;
    stored: number;
    ledger: number;
  }>(
    db,
    sql`
    with sums as (
      select customer_id, program_id, sum(points)::int as points, sum(stamps)::int as stamps
      from transactions where business_id = ${businessId} and program_id is not null
      group by customer_id, program_id
    )
    select p.customer_id, p.program_id, x.what, x.stored, x.ledger
    from customer_program_progress p
    left join sums s on s.customer_id = p.customer_id and s.program_id = p.program_id
    cross join lateral (values
      ('points', p.points_balance, coalesce(s.points, 0)),
      ('stamps', p.stamps_current, coalesce(s.stamps, 0))
    ) as x(what, stored, ledger)
    where p.business_id = ${businessId} and x.stored <> x.ledger`,
  );
  const totals = await rawQuery<{ customer_id: string; stored: number; ledger: number }>(
    db,
    sql`
    select c.id as customer_id, c.total_points as stored, coalesce(sum(t.points), 0)::int as ledger
    from customers c
    left join transactions t on t.business_id = c.business_id and t.customer_id = c.id
    where c.business_id = ${businessId}
    group by c.id, c.total_points
    having c.total_points <> coalesce(sum(t.points), 0)`,
  );
  return [
    ...progress.map((r) => ({
      customerId: r.customer_id,
      programId: r.program_id,
      stored: Number(r.stored),
      ledger: Number(r.ledger),
      what: r.what,
    })),
    ...totals.map((r) => ({
      customerId: r.customer_id,
      programId: null,
      stored: Number(r.stored),
      ledger: Number(r.ledger),
      what: 'total points',
    })),
  ];
}
