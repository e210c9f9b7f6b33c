import { TZDate } from '@date-fns/tz';
import { DEFAULT_MONEY, type TCampaignGroup, type TCampaignLiftAnswer } from '@regulars/contracts';
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
import { requireCampaignRow } from './get-campaign.ts';
import { variantFigures } from './variant-figures.ts';

/**
 * A campaign's lift (messaged minus control) over its results window: the share of each group that came back (a
 * visit or purchase on the send's day or the window's other days, the business's calendar), spend per customer and
 * points redeemed, with Newcombe's interval for the share and Welch's for spend (experiments/lift-stats.ts). Null for
 * a campaign that kept no control group or has not started. In an A/B test, version A (the 'message' group) and
 * version B ('variant_b') are each compared with the same control group, and each version's messages are counted
 * (variant-figures.ts), with or without a control group; and B is compared with A for the verdict between them (an
 * A/B test sent without a control group has that verdict alone, as `abVerdict`).
 *
 * Everyone drawn into the messaged group counts, whether or not their message arrived (intent to treat): leaving out
 * failures would compare a chosen few with everyone. The send's day counts whole for both groups (the rollups keep
 * days), so a visit earlier that day adds to both alike and the difference stays fair.
 *
 * Read from the recipients' groups (campaign_recipients, by its key), the per-customer day rollups
 * (customer_activity_days, by business and day) and the business's redemptions of the window
 * (transactions_business_redeem_idx): never the check-ins themselves.
 */
export async function campaignLift({
  db,
  businessId,
  campaignId,
  now = new Date(),
  versionFigures = true,
}: {
  db: TExecutor;
  businessId: string;
  campaignId: string;
  now?: Date;
  /** Count each A/B version's messages too (the campaign's page); a list of lifts leaves them out (`variants` null). */
  versionFigures?: boolean;
}): Promise<TCampaignLiftAnswer> {
  const c = await requireCampaignRow({ db, businessId, campaignId });
  const sentAt = c.startedAt ?? c.sentAt;
  const abTest = c.variantB !== null && c.variantBShare > 0;
  const variants = abTest && sentAt && versionFigures ? await variantFigures({ db, businessId, campaignId }) : null;
  const noControl = c.controlCount === 0;
  if (!sentAt || (noControl && !abTest)) return { lift: null, variants, abVerdict: null };
  const [business] = await db
    .select({ timeZone: businesses.timeZone, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const window = windowOf(sentAt, c.outcomeWindowDays, business?.timeZone ?? 'UTC', now);
  const rows = await rawQuery<TGroupOutcomeRow<TCampaignGroup>>(
    db,
    sql`
      select r."group", ${GROUP_OUTCOME_COLUMNS}
      from campaign_recipients r
      left join (
        select customer_id, sum(checkins) as visits, sum(spend) as spend
        from customer_activity_days
        where business_id = ${businessId} and day >= ${window.firstDay}::date and day <= ${window.lastDay}::date
        group by customer_id
      ) a on a.customer_id = r.customer_id
      left join (
        select t.customer_id, -sum(t.points) as points
        from transactions t
        left join transactions o on o.business_id = t.business_id and o.id = t.reverses_id
        where t.business_id = ${businessId}
          and t.created_at >= ${window.from.toISOString()}::timestamptz
          and t.created_at < ${window.to.toISOString()}::timestamptz
          and t.customer_id is not null and ${REDEEMED_POINTS_ROWS}
        group by t.customer_id
      ) p on p.customer_id = r.customer_id
      where r.business_id = ${businessId} and r.campaign_id = ${campaignId}::uuid
      group by r."group"`,
  );
  const row = (group: TCampaignGroup) => outcomeOf(rows, group, business?.currency ?? DEFAULT_MONEY.currency);
  const windowFields = {
    windowDays: c.outcomeWindowDays,
    windowStartsOn: window.firstDay,
    windowEndsOn: window.lastDay,
    windowOver: window.over,
  };
  if (noControl) {
    // The two versions were drawn at random from the same audience: comparing them is fair without a control group.
    const verdict = compareGroups(row('variant_b'), row('message'));
    return {
      lift: null,
      variants,
      abVerdict: verdict ? { ...windowFields, ...verdict, variantB: null, bAgainstA: null } : null,
    };
  }
  const comparison = compareGroups(row('message'), row('control'));
  if (!comparison) return { lift: null, variants, abVerdict: null };
  return {
    lift: {
      ...windowFields,
      ...comparison,
      variantB: abTest ? compareGroups(row('variant_b'), row('control')) : null,
      // The A/B verdict: version B's recipients against version A's, the same intervals as against the control.
      bAgainstA: abTest ? compareGroups(row('variant_b'), row('message')) : null,
    },
    variants,
    abVerdict: null,
  };
}

/**
 * The window on the business's calendar: the send's day and the days after it, `days` in all; `from`/`to` are the
 * first day's midnight and the midnight after the last day (instants, for the ledger's timestamps).
 */
export function windowOf(sentAt: Date, days: number, timeZone: string, now: Date) {
  const local = new TZDate(sentAt.getTime(), timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const dayOf = (offset: number) => new Date(Date.UTC(y, m, d + offset)).toISOString().slice(0, 10);
  const today = new TZDate(now.getTime(), timeZone);
  const todayIs = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())).toISOString().slice(0, 10);
  const lastDay = dayOf(days - 1);
  return {
    firstDay: dayOf(0),
    lastDay,
    from: new Date(new TZDate(y, m, d, 0, 0, timeZone).getTime()),
    to: new Date(new TZDate(y, m, d + days, 0, 0, timeZone).getTime()),
    over: todayIs > lastDay,
  };
}
