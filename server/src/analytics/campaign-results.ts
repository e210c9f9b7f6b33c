import { ANALYTICS_CAMPAIGNS_LIMIT, type TAnalytics } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { type TAnalyticsRange, windowsOf } from './analytics-range.ts';
import { percent } from './rates.ts';

type TRow = {
  id: string;
  name: string;
  type: 'email' | 'sms';
  status: TAnalytics['campaigns']['rows'][number]['status'];
  at: Date | string;
  sentOn: string;
  recipients: number;
  sent: number;
  delivered: number;
  failed: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  total: number;
};

/**
 * The campaigns that went out in the period (finished sending in it, or began and are still going), newest first,
 * read from the counters each campaign keeps: fifty rows, never the millions of messages behind them. A campaign
 * stopped or failed before any message was made never went out, so it is left out.
 */
export async function campaignResults({
  db,
  businessId,
  range,
}: {
  db: TExecutor;
  businessId: string;
  range: TAnalyticsRange;
}): Promise<TAnalytics['campaigns']> {
  const { current } = windowsOf(range);
  const at = sql`coalesce(c.sent_at, c.started_at)`;
  const rows = await rawQuery<TRow>(
    db,
    sql`
      select c.id, c.name, c.type, c.status, ${at} as at,
        ((${at} at time zone ${range.timeZone})::date)::text as "sentOn",
        c.recipient_count as recipients, c.sent_count as sent, c.delivered_count as delivered,
        c.failed_count as failed, c.opened_count as opened, c.clicked_count as clicked,
        c.unsubscribed_count as unsubscribed, (count(*) over ())::int as total
      from campaigns c
      where c.business_id = ${businessId} and ${at} >= ${current.start} and ${at} < ${current.end}
        and (c.status in ('sending', 'sent') or c.queued_count > 0)
      order by ${at} desc, c.id desc
      limit ${ANALYTICS_CAMPAIGNS_LIMIT}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map(({ total: _total, at: moment, ...r }) => {
      const email = r.type === 'email';
      return {
        ...r,
        sentAt: new Date(moment).toISOString(),
        opened: email ? r.opened : null,
        unsubscribed: email ? r.unsubscribed : null,
        // Shares of delivered messages, as the campaign's own page shows them.
        openRate: email ? percent(r.opened, r.delivered) : null,
        clickRate: percent(r.clicked, r.delivered),
      };
    }),
  };
}
