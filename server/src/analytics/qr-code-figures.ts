import type { TAnalytics } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { type TAnalyticsRange, windowsOf } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

/**
 * Sign-ups by QR code location: in the period, the customers whose consent was given through the code (a sign-up
 * that opted in to nothing leaves no such record, so it shows only in the all-time count the code keeps). With a
 * location, its own codes.
 */
export async function qrCodeFigures({
  db,
  businessId,
  range,
}: {
  db: TExecutor;
  businessId: string;
  range: TAnalyticsRange;
}): Promise<TAnalytics['qrCodes']> {
  const { current } = windowsOf(range);
  return runFigures<TAnalytics['qrCodes'][number]>(
    db,
    sql`
    select q.id, coalesce(l.name, 'Unnamed QR code') as location,
      coalesce(s.n, 0)::int as signups, q.signup_count as "allTimeSignups", q.scan_count as scans
    from qr_codes q
    left join (
      select cc.qr_code_id, count(distinct cc.customer_id) as n from customer_consents cc
      where cc.business_id = ${businessId} and cc.granted_at >= ${current.start} and cc.granted_at < ${current.end}
        and cc.qr_code_id is not null
      group by cc.qr_code_id
    ) s on s.qr_code_id = q.id
    left join locations l on l.business_id = q.business_id and l.id = q.location_id
    where q.business_id = ${businessId} ${range.location ? sql`and q.location_id = ${range.location.id}` : sql``}
    order by signups desc, q.signup_count desc, q.created_at, q.id
    limit 20`,
  );
}
