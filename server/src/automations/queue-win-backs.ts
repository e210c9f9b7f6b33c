import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { automations, businesses, communicationLogs, emailTemplates, smsTemplates } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { logRefusedMessage, queueMessage, type TOutgoingMessage } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { configOf } from './read-automation.ts';
import { type TLapsedCustomer, type TWinBackTemplates, winBackMessages } from './win-back-message.ts';

const DAY = 86_400_000;
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
    .select({ businessId: automations.businessId, config: automations.config, businessName: businesses.companyName })
    .from(automations)
    .innerJoin(businesses, eq(businesses.id, automations.businessId))
    .where(and(eq(automations.kind, 'win_back'), eq(automations.enabled, true), isNull(businesses.suspendedAt)));
  let queued = 0;
  let firstError: unknown = null;
  for (const business of enabled) {
    try {
      queued += await queueBusinessWinBacks({
        db,
        queue,
        businessId: business.businessId,
        businessName: business.businessName,
        config: configOf('win_back', business.config),
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
  config,
  now,
  pageSize,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  businessName: string;
  config: ReturnType<typeof configOf<'win_back'>>;
  now: Date;
  pageSize: number;
}): Promise<number> {
  const templates = await activeTemplates(db, businessId, config);
  const channels = { sms: templates.sms !== null, email: templates.email !== null };
  const cutoff = new Date(now.getTime() - config.days * DAY);
  let queued = 0;
  // Keyset paging in the order of customers_business_id_idx: one walk over the business's customers per run (no
  // index holds last visits, so check-ins update customers in place).
  let cursor: string | null = null;
  while (channels.sms || channels.email) {
    const page = await lapsedPage({ db, businessId, cutoff, channels, cursor, pageSize });
    for (const customer of page) {
      for (const message of winBackMessages({ businessId, businessName, customer, templates, channels })) {
        const outcome = await queueOrRefuse(db, queue, message, now);
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

type TLapsedRow = Omit<TLapsedCustomer, 'lastVisitAt'> & { lastVisitAt: string };

/**
 * The next page of lapsed customers still owed a message on a sendable channel: not deleted, reachable and
 * consenting there, and without that channel's message for this lapse (its send key, a unique-index lookup).
 */
async function lapsedPage({
  db,
  businessId,
  cutoff,
  channels,
  cursor,
  pageSize,
}: {
  db: TDb;
  businessId: string;
  cutoff: Date;
  channels: { sms: boolean; email: boolean };
  cursor: string | null;
  pageSize: number;
}): Promise<TLapsedCustomer[]> {
  const lapseKey = sql`'winback:' || c.id || ':' || floor(extract(epoch from c.last_visit_at) * 1000)::bigint`;
  const owed = (channel: 'sms' | 'email') => sql`not exists (
    select 1 from ${communicationLogs} l
    where l.business_id = c.business_id and l.send_key = ${lapseKey} || ${`:${channel}`})`;
  const rows = await rawQuery<TLapsedRow>(
    db,
    sql`
    select c.id, c.first_name as "firstName", c.last_name as "lastName", c.email, c.phone,
      c.total_points as "totalPoints", c.opted_in_sms as "optedInSms", c.opted_in_email as "optedInEmail",
      c.last_visit_at as "lastVisitAt", ${lapseKey} as "lapseKey"
    from customers c
    where c.business_id = ${businessId}
      and c.deleted_at is null
      and c.last_visit_at is not null
      and c.last_visit_at < ${cutoff.toISOString()}::timestamptz
      ${cursor ? sql`and c.id > ${cursor}::uuid` : sql``}
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
): Promise<'queued' | 'duplicate' | 'refused' | 'plan_limit'> {
  try {
    const queued = await queueMessage({ db, queue, message, now });
    return queued.duplicate ? 'duplicate' : 'queued';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'PLAN_LIMIT') return 'plan_limit';
    await logRefusedMessage(db, message, err.message);
    return 'refused';
  }
}
