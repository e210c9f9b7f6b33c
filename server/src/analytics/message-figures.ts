import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { OUTBOX_PROVIDER } from '../providers/outbox-provider.ts';
import type { TWindow } from './analytics-range.ts';
import { runFigures } from './run-figures.ts';

export type TMessageFigures = {
  smsSent: number;
  emailSent: number;
  failed: number;
  emailsOpened: number;
  emailsClicked: number;
  emailUnsubscribes: number;
  /** Sent messages the outbox kept (no provider configured): nobody received them. */
  keptInOutbox: number;
  /** Numbers that texted STOP, or asked to stop in their own words. */
  smsOptOuts: number;
  /** Numbers the business's team put on the opt-out list in /settings. */
  smsOptOutsByTeam: number;
};

/** Every message ever logged: the dashboard's all-time email figures. */
export const ALL_TIME: TWindow = { start: sql`'-infinity'::timestamptz`, end: sql`'infinity'::timestamptz` };

/**
 * Messages logged in each window by channel and outcome, in one pass over the business's log (indexed by business and
 * time): sent, failed, and sent emails opened and clicked; and the customers who left: email unsubscribes (the link in an email)
 * and numbers that texted STOP (or asked in their own words), apart from those the team put on the SMS opt-out list. The dashboard's email cards read the same function.
 */
export async function messageFigures({
  db,
  businessId,
  windows,
}: {
  db: TExecutor;
  businessId: string;
  windows: TWindow[];
}): Promise<TMessageFigures[]> {
  const inWindow = (w: TWindow) => sql`l.created_at >= ${w.start} and l.created_at < ${w.end}`;
  const columns = windows.map(
    (w, i) => sql`
      count(*) filter (where ${inWindow(w)} and l.type = 'sms' and l.status = 'sent')::int as ${sql.raw(`"sms${i}"`)},
      count(*) filter (where ${inWindow(w)} and l.type = 'email' and l.status = 'sent')::int as ${sql.raw(`"email${i}"`)},
      count(*) filter (where ${inWindow(w)} and l.status = 'failed')::int as ${sql.raw(`"failed${i}"`)},
      count(*) filter (where ${inWindow(w)} and l.status = 'sent' and l.provider = ${OUTBOX_PROVIDER})::int
        as ${sql.raw(`"kept${i}"`)},
      count(*) filter (where ${inWindow(w)} and l.type = 'email' and l.status = 'sent' and l.opened_at is not null)::int
        as ${sql.raw(`"opened${i}"`)},
      count(*) filter (where ${inWindow(w)} and l.type = 'email' and l.status = 'sent' and l.clicked_at is not null)::int
        as ${sql.raw(`"clicked${i}"`)},
      (select count(*)::int from customers c where c.business_id = ${businessId}
        and c.email_unsubscribed_at >= ${w.start} and c.email_unsubscribed_at < ${w.end}) as ${sql.raw(`"unsub${i}"`)},
      (select count(*)::int from sms_opt_outs o where o.business_id = ${businessId} and o.source <> 'manual'
        and o.created_at >= ${w.start} and o.created_at < ${w.end}) as ${sql.raw(`"optout${i}"`)},
      (select count(*)::int from sms_opt_outs o where o.business_id = ${businessId} and o.source = 'manual'
        and o.created_at >= ${w.start} and o.created_at < ${w.end}) as ${sql.raw(`"optoutteam${i}"`)}`,
  );
  const earliest = sql.join(
    windows.map((w) => w.start),
    sql`, `,
  );
  const latest = sql.join(
    windows.map((w) => w.end),
    sql`, `,
  );
  const [row] = await runFigures<Record<string, number>>(
    db,
    sql`
      select ${sql.join(columns, sql`, `)}
      from communication_logs l
      where l.business_id = ${businessId} and l.created_at >= least(${earliest}) and l.created_at < greatest(${latest})`,
  );
  return windows.map((_, i) => ({
    smsSent: Number(row?.[`sms${i}`] ?? 0),
    emailSent: Number(row?.[`email${i}`] ?? 0),
    failed: Number(row?.[`failed${i}`] ?? 0),
    keptInOutbox: Number(row?.[`kept${i}`] ?? 0),
    emailsOpened: Number(row?.[`opened${i}`] ?? 0),
    emailsClicked: Number(row?.[`clicked${i}`] ?? 0),
    emailUnsubscribes: Number(row?.[`unsub${i}`] ?? 0),
    smsOptOuts: Number(row?.[`optout${i}`] ?? 0),
    smsOptOutsByTeam: Number(row?.[`optoutteam${i}`] ?? 0),
  }));
}
