import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { automations, businesses, communicationLogs, emailTemplates, smsTemplates } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { logRefusedMessage, queueMessage, type TOutgoingMessage } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { businessDay, inAutomationControl, recordOccasion, type TAutomationGroup } from './automation-occasions.ts';
import { lapsedSql } from './lapsed-sql.ts';
import { configOf } from './read-automation.ts';
import { type TLapsedCustomer, type TWinBackTemplates, winBackMessages } from './win-back-message.ts';

/** Customers read per query: a business of 100,000 lapsed customers is walked in pages, never read at once. */
export const WIN_BACK_PAGE_SIZE = 500;

/**
 * The hourly win-back run: for every business with win-back switched on (and not suspended), every customer whose
 * last visit is older than its days gets its chosen messages, once per lapse (win-back-message.ts). Returns how many
 * messages it queued. A business whose run fails does not stop the others; the job fails afterwards and pg-boss
 * retries it, which the send keys make harmless.
 */
export async function queueWinBacks({
  db,
  queue,
  now = new Date(),
  pageSize = WIN_BACK_PAGE_SIZE,
}: {
  db: TDb;
  queue: TQueue;
  now?: Date;
  pageSize?: number;
}): Promise<number> {
  // The partial index automations_enabled_kind_idx holds exactly these rows.
  const enabled = await db
    .select({
      businessId: automations.businessId,
      config: automations.config,
      businessName: customerFacingName,
      locale: businesses.locale,
      timeZone: businesses.timeZone,
    })
    .from(automations)
    .innerJoin(businesses, eq(businesses.id, automations.businessId))
    .where(
      and(
        eq(automations.kind, 'win_back'),
        eq(automations.enabled, true),
        isNull(businesses.suspendedAt),
        isNull(businesses.closedAt),
      ),
    );
  let queued = 0;
  let firstError: unknown = null;
  for (const business of enabled) {
    try {
      queued += await queueBusinessWinBacks({
        db,
        queue,
        businessId: business.businessId,
        businessName: business.businessName,
        locale: business.locale,
        occasionOn: businessDay(now, business.timeZone),
        config: configOf('win_back', business.config),
        timeZone: business.timeZone,
        now,
        pageSize,
      });
    } catch (err) {
      firstError ??= err;
    }
  }
  if (firstError) throw firstError;
  return queued;
}

async function queueBusinessWinBacks({
  db,
  queue,
  businessId,
  businessName,
  locale,
  occasionOn,
  config,
  timeZone,
  now,
  pageSize,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  businessName: string;
  /** The business's: numbers in the messages are written in it. */
  locale: string;
  /** Today on the business's calendar: where the results window of the lapses met in this run starts. */
  occasionOn: string;
  config: ReturnType<typeof configOf<'win_back'>>;
  timeZone: string | null;
  now: Date;
  pageSize: number;
}): Promise<number> {
  const templates = await activeTemplates(db, businessId, config);
  const channels = { sms: templates.sms !== null, email: templates.email !== null };
  const lapsed = lapsedSql({ alias: 'c', timing: config.timing, days: config.days, zone: timeZone ?? 'UTC', now });
  let queued = 0;
  // Keyset paging in the order of customers_business_id_idx: one walk over the business's customers per run (no
  // index holds last visits, so check-ins update customers in place).
  let cursor: string | null = null;
  while (channels.sms || channels.email) {
    const page = await lapsedPage({
      db,
      businessId,
      lapsed,
      channels,
      cursor,
      pageSize,
      controlShare: config.controlShare,
    });
    for (const customer of page) {
      const occasion = {
        businessId,
        kind: 'win_back' as const,
        customerId: customer.id,
        occasion: customer.occasion,
        occasionOn,
        now,
      };
      // Held back for this lapse: nothing sent, nothing charged; the record keeps every later run from drawing again.
      if (customer.group === 'control') {
        await recordOccasion(db, { ...occasion, group: 'control' });
        continue;
      }
      for (const message of winBackMessages({ businessId, businessName, locale, customer, templates, channels })) {
        const outcome = await queueOrRefuse(db, queue, message, now, (tx) =>
          recordOccasion(tx, { ...occasion, group: 'message' }),
        );
        if (outcome === 'queued') queued += 1;
        // Out of allowance and credits: the rest of this channel waits for the next run (nothing is logged, so
        // they still get it once the plan can pay).
        if (outcome === 'plan_limit') channels[message.channel] = false;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    cursor = last.id;
  }
  return queued;
}

/** The chosen templates that can send now: the business's own, still active. */
async function activeTemplates(
  db: TDb,
  businessId: string,
  config: { smsTemplateId: string | null; emailTemplateId: string | null },
): Promise<TWinBackTemplates> {
  const [sms] = isUuid(config.smsTemplateId)
    ? await db
        .select()
        .from(smsTemplates)
        .where(
          and(
            eq(smsTemplates.businessId, businessId),
            eq(smsTemplates.id, config.smsTemplateId),
            eq(smsTemplates.active, true),
          ),
        )
    : [];
  const [email] = isUuid(config.emailTemplateId)
    ? await db
        .select()
        .from(emailTemplates)
        .where(
          and(
            eq(emailTemplates.businessId, businessId),
            eq(emailTemplates.id, config.emailTemplateId),
            eq(emailTemplates.active, true),
          ),
        )
    : [];
  return { sms: sms ?? null, email: email ?? null };
}

type TLapsedRow = Omit<TLapsedCustomer, 'lastVisitAt'> & { lastVisitAt: string; group: TAutomationGroup };

/** A lapse as the occasion of its draw: the last visit that started it (epoch ms, as its send keys say it). */
export const LAPSE_OCCASION = sql`floor(extract(epoch from c.last_visit_at) * 1000)::bigint::text`;

/**
 * The next page of lapsed customers still owed a message on a sendable channel: not deleted, reachable and
 * consenting there, without that channel's message for this lapse (its send key, a unique-index lookup) and not held
 * back for it (automation_recipients by its key). Each comes with the group of the lapse: the one recorded, else the
 * draw.
 */
async function lapsedPage({
  db,
  businessId,
  lapsed,
  channels,
  cursor,
  pageSize,
  controlShare,
}: {
  db: TDb;
  businessId: string;
  /** Who has lapsed (lapsed-sql.ts), over `c`. */
  lapsed: SQL;
  channels: { sms: boolean; email: boolean };
  cursor: string | null;
  pageSize: number;
  controlShare: number;
}): Promise<(TLapsedCustomer & { group: TAutomationGroup })[]> {
  const lapseKey = sql`'winback:' || c.id || ':' || ${LAPSE_OCCASION}`;
  const owed = (channel: 'sms' | 'email') => sql`not exists (
    select 1 from ${communicationLogs} l
    where l.business_id = c.business_id and l.send_key = ${lapseKey} || ${`:${channel}`})`;
  // A lapse already messaged on a channel (before a control group was kept) stays in the messaged group.
  const reached = sql`exists (
    select 1 from ${communicationLogs} l
    where l.business_id = c.business_id and l.send_key in (${lapseKey} || ':sms', ${lapseKey} || ':email'))`;
  const drawn = inAutomationControl({
    businessId,
    kind: 'win_back',
    occasion: LAPSE_OCCASION,
    customerId: sql`c.id`,
    share: controlShare,
  });
  const rows = await rawQuery<TLapsedRow>(
    db,
    sql`
    select c.id, c.first_name as "firstName", c.last_name as "lastName", c.email, c.phone,
      c.total_points as "totalPoints", c.opted_in_sms as "optedInSms", c.opted_in_email as "optedInEmail",
      c.last_visit_at as "lastVisitAt", ${lapseKey} as "lapseKey", ${LAPSE_OCCASION} as occasion,
      coalesce(r."group", case when ${drawn} and not ${reached} then 'control' else 'message' end) as "group"
    from customers c
    left join automation_recipients r on r.business_id = c.business_id and r.kind = 'win_back'
      and r.customer_id = c.id and r.occasion = ${LAPSE_OCCASION}
    where c.business_id = ${businessId}
      and c.deleted_at is null
      and ${lapsed}
      ${cursor ? sql`and c.id > ${cursor}::uuid` : sql``}
      and r."group" is distinct from 'control'
      and (
        (${channels.sms} and c.phone is not null and c.opted_in_sms and ${owed('sms')})
        or (${channels.email} and c.email is not null and c.opted_in_email and ${owed('email')})
      )
    order by c.id
    limit ${pageSize}`,
  );
  return rows.map((row) => ({
    ...row,
    totalPoints: Number(row.totalPoints),
    lastVisitAt: new Date(row.lastVisitAt),
  }));
}

/**
 * Queues one message. Marketing email without the business's postal address is logged failed under its key (the
 * history says why, as triggered messages do); a plan that cannot pay answers 'plan_limit' and writes nothing.
 */
async function queueOrRefuse(
  db: TDb,
  queue: TQueue,
  message: TOutgoingMessage,
  now: Date,
  record: (tx: TTx) => Promise<void>,
): Promise<'queued' | 'duplicate' | 'refused' | 'plan_limit'> {
  try {
    // The occasion is recorded with the message's log, charge and job: a plan that cannot pay records neither, so
    // the lapse is drawn again (the same way) when it can.
    const queued = await db.transaction(async (tx) => {
      await record(tx);
      return queueMessage({ db: tx, queue, message, now });
    });
    return queued.duplicate ? 'duplicate' : 'queued';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'PLAN_LIMIT') return 'plan_limit';
    // Refused for good (the failed log stops repeats): the customer was still drawn into the messaged group.
    await db.transaction(async (tx) => {
      await record(tx);
      await logRefusedMessage(tx, message, err.message);
    });
    return 'refused';
  }
}
