import type { TEventValues } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { TDatabase, TExecutor } from '../db/client.ts';
import type { TMessageTrigger } from '../messaging/send-triggered-message.ts';
import { loggableError, type TLogger } from '../platform/logger.ts';
import type { TEmailMessage } from '../providers/email/index.ts';
import { dropNewerQueueSchema } from './drop-newer-queue-schema.ts';
import { pgliteBossDb, transactionBossDb } from './queue-db.ts';

/**
 * The name of every job: `<domain>.<verb>` or `<domain>.<verb>-<object>`, the domain singular. Queue jobs by these
 * constants, never by a string. pg-boss keeps queued jobs by name: after a rename, jobs still queued under the old
 * name are not worked (fine before the first release; a release that renames one would move them over).
 */
export const JOBS = {
  sendEmail: 'email.send',
  sendWelcome: 'customer.send-welcome',
  refreshCustomerStats: 'customer.refresh-stats',
  sendPinResetCode: 'portal.send-pin-reset-code',
  expireLoyalty: 'loyalty.expire-due',
  sendLoyaltyMessage: 'loyalty.send-message',
  deliverMessage: 'message.deliver',
  queueBirthdays: 'message.queue-birthdays',
  sendTestMessage: 'admin.send-test',
  sendCampaign: 'campaign.send',
  sendCampaignTest: 'campaign.send-test',
  sendTestRecipientCode: 'campaign.send-test-code',
  queueWinBacks: 'automation.queue-win-backs',
  syncMailchimp: 'mailchimp.sync',
  syncAllMailchimp: 'mailchimp.sync-all',
  compactRollups: 'analytics.compact-rollups',
} as const;

/** Every job the app runs, with its payload. */
export type TJobPayloads = {
  [JOBS.sendEmail]: TEmailMessage;
  /** Sent after a customer is added: the business's active welcome templates go out to them. */
  /** `smsWithheld`: the number joined too many businesses today; only the welcome email may go. */
  [JOBS.sendWelcome]: { businessId: string; customerId: string; smsWithheld?: boolean };
  /** Queued after a bulk import: fresh planner statistics for the customers table (and a vacuum on PGlite). */
  [JOBS.refreshCustomerStats]: Record<string, never>;
  /** A forgot-PIN code texted to a portal customer (the code itself: redacted once sent). */
  [JOBS.sendPinResetCode]: { businessId: string; businessName: string; to: string; code: string };
  /** Daily: lapsed points, stamp cards and rewards become `expire` ledger rows (idempotent); expiry notices go out. */
  [JOBS.expireLoyalty]: Record<string, never>;
  /** A reward earned, a points milestone reached, points about to lapse: the business's template of that trigger. */
  [JOBS.sendLoyaltyMessage]: {
    businessId: string;
    customerId: string;
    trigger: Exclude<TMessageTrigger, 'welcome'>;
    /** The occasion (`reward:<id>`, `milestone:500`…): sent once per channel however often it is queued. */
    eventKey: string;
    values: TEventValues;
  };
  /** One queued message to a customer (its content lives in its communication_logs row, not in the job). */
  [JOBS.deliverMessage]: { businessId: string; logId: string };
  /** Hourly: today's birthdays, in each business's time zone, get its birthday templates (once a year). */
  [JOBS.queueBirthdays]: Record<string, never>;
  /** A super admin's test email or SMS (redacted once sent); the job's output is the provider's message id. */
  [JOBS.sendTestMessage]: TTestMessage;
  /**
   * One slice of a campaign's sending (campaigns/run-campaign-slice.ts): starts a scheduled campaign when due, makes
   * the next batches of messages from its checkpoint and hands them over, then queues the next slice behind other
   * businesses' work.
   */
  [JOBS.sendCampaign]: { businessId: string; campaignId: string };
  /** A campaign's test to the person composing it (the address and text: redacted once sent). */
  [JOBS.sendCampaignTest]: TCampaignTestMessage;
  /** The code that proves a campaign test recipient is the team's (the code itself: redacted once sent). */
  [JOBS.sendTestRecipientCode]: {
    businessId: string;
    businessName: string;
    channel: 'sms' | 'email';
    to: string;
    code: string;
  };
  /** Daily: customers who stopped visiting get the business's win-back message, once per lapse. */
  [JOBS.queueWinBacks]: Record<string, never>;
  /** Syncs one business's opted-in customers to its MailChimp audience (on demand, or from the nightly run). */
  [JOBS.syncMailchimp]: { businessId: string };
  /** Nightly: a sync job for every business with a connected MailChimp audience. */
  [JOBS.syncAllMailchimp]: Record<string, never>;
  /** Nightly: past days' ledger counters folded back into one row each (analytics/compact-rollups.ts). */
  [JOBS.compactRollups]: Record<string, never>;
};

/** A campaign test: one message to a verified test recipient, charged when queued, never logged as a customer send. */
export type TCampaignTestMessage = { businessId: string } & (
  | { channel: 'email'; to: string; subject: string; text: string; html: string }
  | { channel: 'sms'; to: string; body: string }
);

/** What a super admin's test send carries (the address and text: redacted once settled). */
export type TTestMessage = { actor: { userId: string; email: string } } & (
  | { channel: 'email'; to: string; recipientName: string | null; subject: string; body: string }
  | { channel: 'sms'; to: string; body: string }
);
export type TJobName = keyof TJobPayloads;
/** A handler's result, if any, is kept as the job's output (readable with `TQueue.find`). */
export type TJobHandlers = { [K in TJobName]: (data: TJobPayloads[K]) => Promise<unknown> };

export type TQueue = {
  /** Enqueues a job; pass a transaction as `tx` so the job exists only if the transaction commits. */
  send<K extends TJobName>(
    name: K,
    data: TJobPayloads[K],
    opts?: { tx?: TExecutor; singletonKey?: string; singletonSeconds?: number; startAfter?: Date },
  ): Promise<string | null>;
  /** A job's state and output ({ value } of its handler, or the error it failed with); null when unknown. */
  find(name: TJobName, id: string): Promise<{ state: TJobState; output: unknown } | null>;
  /** Starts the queue so jobs can be sent; with handlers, this process also works the jobs. */
  start(handlers?: TJobHandlers): Promise<void>;
  stop(): Promise<void>;
};

export type TJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

const QUEUES: TJobName[] = [
  JOBS.sendWelcome,
  JOBS.refreshCustomerStats,
  JOBS.sendEmail,
  JOBS.sendPinResetCode,
  JOBS.expireLoyalty,
  JOBS.sendLoyaltyMessage,
  JOBS.deliverMessage,
  JOBS.queueBirthdays,
  JOBS.sendTestMessage,
  JOBS.sendCampaign,
  JOBS.sendCampaignTest,
  JOBS.sendTestRecipientCode,
  JOBS.queueWinBacks,
  JOBS.syncMailchimp,
  JOBS.syncAllMailchimp,
  JOBS.compactRollups,
];
/** Jobs pg-boss queues on a clock (cron, UTC); one process of many runs each. */
const SCHEDULES: { name: TJobName; cron: string }[] = [
  { name: JOBS.expireLoyalty, cron: '15 3 * * *' },
  { name: JOBS.queueBirthdays, cron: '5 * * * *' },
  { name: JOBS.queueWinBacks, cron: '35 * * * *' },
  { name: JOBS.syncAllMailchimp, cron: '45 2 * * *' },
  { name: JOBS.compactRollups, cron: '25 3 * * *' },
];
const SCHEMA = 'pgboss';
/**
 * pg-boss 10 moves a settled job to its archive table after `archiveCompletedAfterSeconds` (12 hours by default)
 * and refuses a throttle (`singletonSeconds`) longer than that: the longest here is the 7-day points-expiry notice.
 */
const BOSS_OPTIONS = { schema: SCHEMA, archiveCompletedAfterSeconds: 7 * 86_400 } as const;

/**
 * Queues whose payload carries personal data or secrets (an email's address and body: reset and invitation links;
 * a portal PIN reset code and its phone number):
 * pg-boss keeps a job's row for days after it settles, so once the job is sent, or has failed for the last time,
 * its payload is replaced by REDACTED.
 */
const REDACT_WHEN_SETTLED: ReadonlySet<TJobName> = new Set([
  JOBS.sendEmail,
  JOBS.sendPinResetCode,
  JOBS.sendTestMessage,
  JOBS.sendCampaignTest,
  JOBS.sendTestRecipientCode,
]);
const REDACTED = { redacted: true } as const;

/**
 * How a job is retried: a message refused by its provider 4 times after the first try, each waiting about twice as
 * long as the last; a super admin's test send never (it answers them now, its failure shown as it is); the rest 5
 * times with back-off.
 */
function retriesOf(name: TJobName, sendRetryDelaySeconds: number) {
  if (name === JOBS.deliverMessage) return { retryLimit: 4, retryDelay: sendRetryDelaySeconds, retryBackoff: true };
  if (name === JOBS.sendTestMessage) return { retryLimit: 0 };
  return { retryLimit: 5, retryBackoff: true };
}

/** pg-boss on the same database: PGlite through its adapter, or its own pool on a server. */
export function createQueue(
  database: TDatabase,
  logger: TLogger,
  settings: { sendRetryDelaySeconds: number } = { sendRetryDelaySeconds: 30 },
): TQueue {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: pgliteBossDb(database.client), ...BOSS_OPTIONS })
      : new PgBoss({ connectionString: database.url, max: 4, ...BOSS_OPTIONS });
  boss.on('error', (err: Error) => logger.error({ err: loggableError(err) }, 'job queue error'));
  let started = false;

  /** Replaces a settled job's payload; a failure here is logged, never thrown (the email has gone out). */
  async function redactPayload(name: TJobName, id: string) {
    try {
      // Through the parent table: pg-boss routes the row to its queue's partition.
      await database.db.execute(
        sql`update ${sql.identifier(SCHEMA)}.job set data = ${JSON.stringify(REDACTED)}::jsonb where name = ${name} and id = ${id}::uuid`,
      );
    } catch (err) {
      logger.warn({ err: loggableError(err), queue: name, jobId: id }, 'could not redact a job payload');
    }
  }

  async function runJob(name: TJobName, handle: (data: unknown) => Promise<unknown>, job: TClaimedJob) {
    const redact = REDACT_WHEN_SETTLED.has(name);
    // Already sent and redacted, but the worker stopped before pg-boss recorded the completion.
    if (redact && isRedacted(job.data)) return undefined;
    let result: unknown;
    try {
      result = await handle(job.data);
    } catch (err) {
      if (redact && job.retryCount >= job.retryLimit) await redactPayload(name, job.id);
      logger.warn({ err: loggableError(err), queue: name, jobId: job.id, attempt: job.retryCount }, 'job failed');
      // pg-boss stores the thrown error in the job row: a driver error would carry the query's parameters there.
      throw safeError(err);
    }
    if (redact) await redactPayload(name, job.id);
    return result;
  }

  return {
    async send(name, data, opts = {}) {
      const { tx, ...rest } = opts;
      const db = tx ? transactionBossDb(tx) : undefined;
      const retries = retriesOf(name, settings.sendRetryDelaySeconds);
      return boss.send(name, data as object, { ...retries, ...rest, ...(db ? { db } : {}) });
    },
    async find(name, id) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, output: job.output } : null;
    },
    async start(handlers) {
      const dropped = await dropNewerQueueSchema(database.db, SCHEMA);
      if (dropped)
        logger.warn({ schemaVersion: dropped }, 'dropped a newer pg-boss schema: jobs queued in it are lost');
      await boss.start();
      started = true;
      for (const name of QUEUES) {
        await createQueueOnce(boss, name);
        if (!handlers) continue;
        // The job's name picks its handler, so the payload matches it.
        const handle = handlers[name] as (data: unknown) => Promise<unknown>;
        const options = { pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
        let workerId: string | undefined;
        workerId = await boss.work<TJobPayloads[typeof name]>(name, options, async (jobs) => {
          let result: unknown;
          for (const job of jobs) result = await runJob(name, handle, job);
          // pg-boss 10 waits a polling interval after every job: while there is work, straight on to the next.
          if (workerId) boss.notifyWorker(workerId);
          // pg-boss keeps it as the job's output when it fetched one job (the default batch).
          return result;
        });
      }
      // An upsert: every process may declare the same schedule.
      for (const { name, cron } of SCHEDULES) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/**
 * pg-boss 10 creates a queue's table without a lock: processes starting at once on a new database can deadlock
 * there (PostgreSQL then aborts one of them). The aborted one tries again and finds the queue made, or makes it.
 */
async function createQueueOnce(boss: PgBoss, name: TJobName) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name);
    } catch (err) {
      if ((err as { code?: unknown }).code !== '40P01' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** What runJob needs of a fetched job (with metadata: the retry limit tells the last attempt). */
type TClaimedJob = { id: string; data: unknown; retryCount: number; retryLimit: number };

function isRedacted(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { redacted?: unknown }).redacted === true;
}

/** The error as pg-boss may keep it: the filtered message and code, no properties of the driver's error. */
function safeError(err: unknown): Error {
  const loggable = loggableError(err);
  const cause = loggable.cause?.message;
  const safe = new Error(cause && cause !== loggable.message ? `${loggable.message}: ${cause}` : loggable.message);
  safe.name = loggable.type;
  // The original frames say where it failed; this function's own say nothing.
  safe.stack = `${safe.name}: ${safe.message}\n${loggable.stack ?? ''}`;
  if (loggable.code) Object.assign(safe, { code: loggable.code });
  return safe;
}
