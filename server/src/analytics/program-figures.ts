import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { runFigures } from './run-figures.ts';

export type TProgramRow = { id: string; name: string; type: string; status: string; members: number; points: number };

/** The business's programs, oldest first, with how many customers each has enrolled and the points they hold in it. */
export async function programFigures({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TProgramRow[]> {
  const rows = await runFigures<TProgramRow>(
    db,
    sql`
    select lp.id, lp.name, lp.type, lp.status, coalesce(m.members, 0)::int as members, coalesce(m.points, 0) as points
    from loyalty_programs lp
    left join (
      select program_id, count(*) as members, sum(points_balance) as points from customer_program_progress
      where business_id = ${businessId} group by program_id
    ) m on m.program_id = lp.id
    where lp.business_id = ${businessId}
    order by lp.created_at, lp.id`,
  );
  return rows.map((r) => ({ ...r, members: Number(r.members), points: Number(r.points) }));
}
