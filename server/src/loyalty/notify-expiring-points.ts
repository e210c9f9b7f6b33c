import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customerProgramProgress as p } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { LOYALTY_JOBS } from './jobs.ts';
import { validCredits } from './valid-credits.ts';

const DAY = 86_400_000;
/** Customers are told this many days before their points lapse. */
export const EXPIRY_NOTICE_DAYS = 7;
const PAGE = 1000;

const dateLabels = new Map<string, Intl.DateTimeFormat>();
/** 'Feb 4, 2026' in en-US, '4 feb 2026' in es-ES: the expiry day as the business's customers write dates. */
function dateLabel(locale: string): Intl.DateTimeFormat {
  let label = dateLabels.get(locale);
  if (!label) {
    label = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    dateLabels.set(locale, label);
  }
  return label;
}

/**
 * After the daily expiry: every customer whose points in a program will lapse within 7 days (first in, first out:
 * the balance the credits still valid then cannot cover) is queued a notice, when the business has an active
 * `points_expiring` template. pg-boss keeps one notice per customer and program per 7-day slot, so running this
 * daily (or twice) never texts anyone more than once a week.
 */
export async function notifyExpiringPoints({
  db,
  queue,
  now = new Date(),
  businessId,
}: {
  db: TDb;
  queue: TQueue;
  now?: Date;
  /** One business only (the job does them all). */
  businessId?: string;
}): Promise<number> {
  const horizon = new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY);
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({
        id: p.id,
        businessId: p.businessId,
        customerId: p.customerId,
        programId: p.programId,
        locale: sql<string>`(select b.locale from businesses b where b.id = ${p.businessId})`,
        expiring: sql<number>`${p.pointsBalance} - ${validCredits(horizon, p)}`.mapWith(Number),
        firstExpiry: sql<Date>`(
          select min(t.points_expire_at) from transactions t
          where t.business_id = ${p.businessId} and t.customer_id = ${p.customerId} and t.program_id = ${p.programId}
            and t.points > 0 and t.points_expire_at > ${now} and t.points_expire_at <= ${horizon}
        )`.mapWith((v) => new Date(v)),
      })
      .from(p)
      .where(
        and(
          businessId ? eq(p.businessId, businessId) : undefined,
          gt(p.id, after),
          gt(p.pointsBalance, 0),
          sql`exists (select 1 from customers c where c.id = ${p.customerId} and c.deleted_at is null)`,
          sql`(exists (select 1 from sms_templates s where s.business_id = ${p.businessId}
                 and s.trigger_type = 'points_expiring' and s.active)
               or exists (select 1 from email_templates e where e.business_id = ${p.businessId}
                 and e.trigger_type = 'points_expiring' and e.active))`,
          sql`${p.pointsBalance} > ${validCredits(horizon, p)}`,
        ),
      )
      .orderBy(asc(p.id))
      .limit(PAGE);
    for (const row of page) {
      const day = row.firstExpiry.toISOString().slice(0, 10);
      const id = await queue.send(
        LOYALTY_JOBS.sendLoyaltyMessage,
        {
          businessId: row.businessId,
          customerId: row.customerId,
          trigger: 'points_expiring',
          eventKey: `points_expiring:${row.programId}:${day}`,
          values: { expiringPoints: row.expiring, expiryDate: dateLabel(row.locale).format(row.firstExpiry) },
        },
        {
          singletonKey: `points_expiring:${row.customerId}:${row.programId}`,
          singletonSeconds: EXPIRY_NOTICE_DAYS * 86_400,
        },
      );
      if (id) queued++;
    }
    if (page.length < PAGE) return queued;
    after = page[page.length - 1].id;
  }
}
