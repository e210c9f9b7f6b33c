import { RHYTHM_AT_RISK_DAYS, type TRhythmFigures } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businessTodaySql, businessZoneSql, overdueFromSql } from '../db/rhythm-overdue.ts';

/**
 * GET /analytics/rhythm: the business's customers by their own rhythm today (its calendar): overdue now (the campaign
 * audience's and win-back's rule), at risk this week (overdue within RHYTHM_AT_RISK_DAYS days unless they come), and
 * with a rhythm at all. One walk of the business's kept rhythms, each joined to its customer by key.
 */
export async function rhythmFigures({
  db,
  businessId,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  now?: Date;
}): Promise<TRhythmFigures> {
  const zone = businessZoneSql(businessId);
  const today = businessTodaySql(zone, now);
  const [row] = await rawQuery<{ overdue: number; at_risk: number; with_rhythm: number; refreshed_at: string | null }>(
    db,
    sql`select count(*) filter (where od <= ${today})::int as overdue,
        count(*) filter (where od > ${today} and od <= ${today} + ${RHYTHM_AT_RISK_DAYS}::int)::int as at_risk,
        count(*)::int as with_rhythm, max(refreshed_at)::text as refreshed_at
      from (select ${overdueFromSql('c', zone)} as od, rh.refreshed_at
        from customer_rhythms rh join customers c on c.business_id = rh.business_id and c.id = rh.customer_id
        where rh.business_id = ${businessId} and c.deleted_at is null) s`,
  );
  return {
    overdue: row?.overdue ?? 0,
    atRisk: row?.at_risk ?? 0,
    withRhythm: row?.with_rhythm ?? 0,
    refreshedAt: row?.refreshed_at ? new Date(row.refreshed_at).toISOString() : null,
  };
}
