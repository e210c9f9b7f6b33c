import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TQueue } from '../jobs/queue.ts';
import { LOYALTY_JOBS } from '../loyalty/index.ts';
import { drawBucket, recordOccasion, type TAutomationGroup } from './automation-occasions.ts';
import { issueBirthdayReward } from './issue-birthday-reward.ts';
import { configOf } from './read-automation.ts';

/** Birthday greetings go out from this hour of the business's day (quiet hours still apply to SMS). */
export const BIRTHDAY_SEND_HOUR = 9;

type TBirthday = {
  business_id: string;
  customer_id: string;
  year: number;
  /** The birthday's day on the business's calendar. */
  day: string;
  automation_config: unknown;
  /** The group this birthday was recorded in, if it was. */
  recorded: TAutomationGroup | null;
  /** The bucket of its draw (0–9,999): held back when below the control share × 100. */
  bucket: number;
  /** Greeted or rewarded this year already (before a control group was kept): in the messaged group, undrawn. */
  reached: boolean;
};

/**
 * The hourly birthday job: every customer whose birthday it is today in their business's time zone, once that day
 * has reached 09:00 there, gets the business's birthday templates (a `loyalty.send-message` job each). The occasion
 * is `birthday:<year>`, so a customer hears from a business once a year however often this runs. 29 February
 * birthdays are greeted on 28 February in other years. Returns how many were queued.
 *
 * The birthday automation (automations/): switched off, nothing goes out; never saved, it is on (greetings went out
 * before it had a switch). With a reward set, every birthday customer gets it once a year through the loyalty
 * engine, consent or not (it waits at the counter), and the greeting names it in {reward}.
 *
 * With a control group kept, each birthday is drawn (business, automation, year, customer): a customer held back gets
 * neither the greeting nor the reward that year (the whole offer is what is measured), and the birthday is recorded
 * with its group, which keeps every later run of the day from drawing or sending again.
 */
export async function queueBirthdayMessages({
  db,
  queue,
  now = new Date(),
}: {
  db: TDb;
  queue: TQueue;
  now?: Date;
}): Promise<number> {
  // Today somewhere on earth is yesterday, today or tomorrow in UTC: those three days' birthdays are candidates
  // (an indexed lookup), and each business's own clock picks its own.
  const days = [-1, 0, 1].map((offset) => {
    const day = new Date(now.getTime() + offset * 86_400_000);
    return [day.getUTCMonth() + 1, day.getUTCDate()];
  });
  // 29 February birthdays are candidates on 28 February too (greeted then in other years).
  if (days.some(([month, date]) => month === 2 && date === 28)) days.push([2, 29]);
  const candidates = sql`(values ${sql.join(
    days.map(([month, date]) => sql`(${month}::numeric, ${date}::numeric)`),
    sql`, `,
  )})`;
  const local = sql`(${now.toISOString()}::timestamptz at time zone coalesce(b.time_zone, 'UTC'))`;
  const greeted = sql`exists (
    select 1 from communication_logs l
    where l.business_id = c.business_id
      and l.send_key in (
        'auto:' || c.id || ':birthday:' || extract(year from ${local})::int || ':sms',
        'auto:' || c.id || ':birthday:' || extract(year from ${local})::int || ':email'
      )
  )`;
  const rewarded = sql`exists (
    select 1 from transactions t
    where t.business_id = c.business_id
      and t.idempotency_key = 'birthday:' || c.id || ':' || extract(year from ${local})::int
  )`;
  // Each business's own share decides below; the bucket is the same whatever it is.
  const bucket = drawBucket({
    businessId: sql`c.business_id`,
    kind: 'birthday',
    occasion: sql`extract(year from ${local})::int`,
    customerId: sql`c.id`,
  });
  const rows = await rawQuery<TBirthday>(
    db,
    sql`
      select c.business_id, c.id as customer_id, extract(year from ${local})::int as year,
        (${local})::date::text as day, a.config as automation_config, r."group" as recorded, ${bucket} as bucket,
        (${greeted} or ${rewarded}) as reached
      from customers c
      join businesses b on b.id = c.business_id
      left join automations a on a.business_id = c.business_id and a.kind = 'birthday'
      left join automation_recipients r on r.business_id = c.business_id and r.kind = 'birthday'
        and r.customer_id = c.id and r.occasion = extract(year from ${local})::int::text
      where coalesce(a.enabled, true) and c.deleted_at is null
        and r."group" is distinct from 'control'
        and c.birthday is not null
        and (extract(month from c.birthday), extract(day from c.birthday)) in ${candidates}
        and extract(hour from ${local}) >= ${BIRTHDAY_SEND_HOUR}
        and (
          (extract(month from c.birthday), extract(day from c.birthday)) = (extract(month from ${local}), extract(day from ${local}))
          or (
            extract(month from c.birthday) = 2 and extract(day from c.birthday) = 29
            and extract(month from ${local}) = 2 and extract(day from ${local}) = 28
            and extract(day from (date_trunc('year', ${local}) + interval '59 days')) <> 29
          )
        )
        and b.suspended_at is null and b.closed_at is null
        and (
          ((c.opted_in_sms or c.opted_in_email) and not ${greeted})
          or (jsonb_typeof(a.config->'reward') = 'object' and not ${rewarded})
        )`,
  );
  let queued = 0;
  for (const row of rows) {
    const { reward, controlShare } = configOf('birthday', row.automation_config);
    const occasion = {
      businessId: row.business_id,
      kind: 'birthday' as const,
      customerId: row.customer_id,
      occasion: String(row.year),
      occasionOn: row.day,
      now,
    };
    const held = !row.reached && Number(row.bucket) < Math.round(controlShare * 100);
    const group = row.recorded ?? (held ? 'control' : 'message');
    if (group === 'control') {
      await recordOccasion(db, { ...occasion, group });
      continue;
    }
    const issued = reward
      ? await issueBirthdayReward({
          queue,
          db,
          businessId: row.business_id,
          customerId: row.customer_id,
          year: row.year,
          reward,
          now,
          record: (tx) => recordOccasion(tx, { ...occasion, group }),
        })
      : null;
    await db.transaction(async (tx) => {
      if (!issued) await recordOccasion(tx, { ...occasion, group });
      await queue.send(
        LOYALTY_JOBS.sendLoyaltyMessage,
        {
          businessId: row.business_id,
          customerId: row.customer_id,
          trigger: 'birthday',
          eventKey: `birthday:${row.year}`,
          values: issued ? { reward: issued.name } : {},
        },
        // One job per customer and day even though this runs hourly (the send keys make it once a year anyway).
        { tx, singletonKey: `birthday:${row.customer_id}:${row.year}`, singletonSeconds: 86_400 },
      );
    });
    queued += 1;
  }
  return queued;
}
