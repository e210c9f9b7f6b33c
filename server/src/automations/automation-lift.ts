import { AUTOMATION_LIFT_DAYS, DEFAULT_MONEY, type TAutomationKind, type TAutomationLift } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businesses } from '../db/schema/index.ts';
import {
  compareGroups,
  GROUP_OUTCOME_COLUMNS,
  outcomeOf,
  REDEEMED_POINTS_ROWS,
  type TGroupOutcomeRow,
} from '../experiments/index.ts';
import { addDays, businessDay, type TAutomationGroup } from './automation-occasions.ts';
import { readAutomation } from './read-automation.ts';

/**
 * GET /api/automations/:kind/lift: what the automation caused over the last 90 days. Every occasion met in that time
 * (a lapse, a birthday) is one unit: its customer came back with a visit or purchase from the occasion's day through
 * the results window, with their spend and the points they redeemed then; messaged occasions against held-back ones,
 * with Newcombe's interval for the share and Welch's for spend (experiments/). Null while either group is empty: no
 * control group kept in that time, or nobody met yet.
 *
 * Every occasion drawn into the messaged group counts, whether or not its message arrived (intent to treat), as a
 * campaign's lift counts. Occasions whose window is still open count with the days they have had, both groups alike.
 *
 * Read from the occasions (automation_recipients_business_kind_on_idx), each customer's day rollups in their window
 * (customer_activity_days_customer_idx) and their redemptions then (transactions_customer_created_at_idx): never the
 * check-ins themselves.
 */
export async function automationLift({
  db,
  businessId,
  kind,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  kind: TAutomationKind;
  now?: Date;
}): Promise<TAutomationLift | null> {
  const [automation, [business]] = await Promise.all([
    readAutomation({ db, businessId, kind }),
    db
      .select({ timeZone: businesses.timeZone, currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
  ]);
  const windowDays = automation.config.outcomeWindowDays;
  const timeZone = business?.timeZone ?? 'UTC';
  const toDay = businessDay(now, timeZone);
  const fromDay = addDays(toDay, 1 - AUTOMATION_LIFT_DAYS);
  // The window's first midnight and the midnight after its last day, on the business's clock (for the ledger).
  const windowStart = sql`(r.occasion_on::timestamp at time zone ${timeZone})`;
  const windowEnd = sql`((r.occasion_on + ${windowDays}::int)::timestamp at time zone ${timeZone})`;
  const rows = await rawQuery<TGroupOutcomeRow<TAutomationGroup>>(
    db,
    sql`
      select r."group", ${GROUP_OUTCOME_COLUMNS}
      from automation_recipients r
      left join lateral (
        select sum(d.checkins) as visits, coalesce(sum(d.spend), 0) as spend
        from customer_activity_days d
        where d.business_id = r.business_id and d.customer_id = r.customer_id
          and d.day >= r.occasion_on and d.day < r.occasion_on + ${windowDays}::int
      ) a on true
      left join lateral (
        select -sum(t.points) as points
        from transactions t
        left join transactions o on o.business_id = t.business_id and o.id = t.reverses_id
        where t.business_id = r.business_id and t.customer_id = r.customer_id
          and t.created_at >= ${windowStart} and t.created_at < ${windowEnd}
          and ${REDEEMED_POINTS_ROWS}
      ) p on true
      where r.business_id = ${businessId} and r.kind = ${kind}
        and r.occasion_on >= ${fromDay}::date and r.occasion_on <= ${toDay}::date
      group by r."group"`,
  );
  const currency = business?.currency ?? DEFAULT_MONEY.currency;
  const comparison = compareGroups(outcomeOf(rows, 'message', currency), outcomeOf(rows, 'control', currency));
  return comparison && { ...comparison, windowDays, fromDay, toDay };
}
