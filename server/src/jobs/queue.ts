import { type SQL, sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type JobResult, PgBoss } from 'pg-boss';
import type { TDatabase, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { loggableError, type TLogger } from '../platform/logger.ts';
import { jobBatch, type TJobBatch } from './job-batch.ts';
import { moveJobsFromOldSchema, setAsideOldSchema } from './old-queue-schema.ts';

export { NO_BATCH, type TJobBatch } from './job-batch.ts';

/**
 * Every job the app runs, with its payload. Each domain adds its own in its `jobs.ts` (interface merging: the
 * adapter imports no domain), named `<domain>.<verb>` or `<domain>.<verb>-<object>`, the domain singular, and
 * queued by its constant (`CUSTOMER_JOBS.sendWelcome`), never by a string. pg-boss keeps queued jobs by name: a
 * release that renamed one would have to move the jobs still queued under the old name.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the domains' jobs.ts.
export interface TJobPayloads {}
export type TJobName = keyof TJobPayloads;
/** A handler's result, if any, is kept as the job's output (readable with `TQueue.find`). */
export type TJobHandlers = { [K in TJobName]: (data: TJobPayloads[K], batch: TJobBatch) => Promise<unknown> };

/** How a job is run and kept, declared beside its domain. */
export type TJobSpec = {
  name: TJobName;
  /**
   * `provider`: a message its provider refused for now, tried 4 more times, each waiting about twice as long as the
   * last (from SEND_RETRY_DELAY_SECONDS); `never`: a failure is final; by default 5 more tries with back-off.
   */
  retry?: 'provider' | 'never';
  /**
   * The payload carries personal data or a secret (an email's address and body, a reset code and its phone number):
   * pg-boss keeps a job's row for days after it settles, so once the job is sent, or has failed for the last time,
   * its payload is replaced by REDACTED.
   */
  redactWhenSettled?: boolean;
  /** Queued by pg-boss on this clock (cron, UTC); one process of many runs each. */
  cron?: string;
  /** `short`: at most one job of the queue waits at a time (a send while one waits is dropped): a debounce. */
  policy?: 'short';
  /**
   * Up to this many jobs fetched at once, each settled on its own, fetching on without pg-boss's half-second pause
   * while fetches come back full: a backlog of thousands of small jobs (a wallet pass update each) then drains at
   * the work's own pace instead of two jobs a second.
   */
  batch?: number;
  /**
   * How many jobs of a fetched batch run at once (1 by default): work that mostly waits on another service (a till's
   * API) keeps a few calls in flight instead of one.
   */
  concurrency?: number;
};

export type TQueue = {
  /** Enqueues a job; pass a transaction as `tx` so the job exists only if the transaction commits. */
  send<K extends TJobName>(
    name: K,
    data: TJobPayloads[K],
    opts?: { tx?: TExecutor; singletonKey?: string; singletonSeconds?: number; startAfter?: Date },
  ): Promise<string | null>;
  /** Enqueues one job per payload in one statement (in `tx`'s transaction when given): many small jobs at once. */
  sendMany<K extends TJobName>(name: K, data: TJobPayloads[K][], opts?: { tx?: TExecutor }): Promise<void>;
  /** A job's state and output ({ value } of its handler, or the error it failed with); null when unknown. */
  find(name: TJobName, id: string): Promise<{ state: TJobState; output: unknown } | null>;
  /** Starts the queue so jobs can be sent; with handlers, this process also works the jobs. */
  start(handlers?: TJobHandlers): Promise<void>;
  stop(): Promise<void>;
};

declare module '../platform/context.ts' {
  interface TDeps {
    queue: TQueue;
  }
}

export type TJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

const SCHEMA = 'pgboss';
const REDACTED = { redacted: true } as const;

function retriesOf(spec: TJobSpec | undefined, sendRetryDelaySeconds: number) {
  if (spec?.retry === 'provider') return { retryLimit: 4, retryDelay: sendRetryDelaySeconds, retryBackoff: true };
  if (spec?.retry === 'never') return { retryLimit: 0 };
  return { retryLimit: 5, retryBackoff: true };
}

/** pg-boss on the same database: PGlite through its adapter, or its own pool on a server. */
export function createQueue(
  database: TDatabase,
  logger: TLogger,
  settings: { jobs: readonly TJobSpec[]; sendRetryDelaySeconds?: number },
): TQueue {
  const specs = new Map(settings.jobs.map((spec) => [spec.name, spec]));
  const sendRetryDelaySeconds = settings.sendRetryDelaySeconds ?? 30;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.client), backend: 'pglite', schema: SCHEMA })
      : new PgBoss({ connectionString: database.url, max: 4, schema: SCHEMA });
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

  async function runJob(
    name: TJobName,
    handle: (data: unknown, batch: TJobBatch) => Promise<unknown>,
    job: TClaimedJob,
    batch: TJobBatch,
  ) {
    const redact = specs.get(name)?.redactWhenSettled === true;
    // Already sent and redacted, but the worker stopped before pg-boss recorded the completion.
    if (redact && isRedacted(job.data)) return undefined;
    let result: unknown;
    try {
      result = await handle(job.data, batch);
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
      const db = tx ? inTransaction(tx) : undefined;
      const retries = retriesOf(specs.get(name), sendRetryDelaySeconds);
      return boss.send(name, data as object, { ...retries, ...rest, ...(db ? { db } : {}) });
    },
    async sendMany(name, data, opts = {}) {
      if (data.length === 0) return;
      const retries = retriesOf(specs.get(name), sendRetryDelaySeconds);
      const jobs = data.map((one) => ({ data: one as object, ...retries }));
      await boss.insert(name, jobs, opts.tx ? { db: inTransaction(opts.tx) } : undefined);
    },
    async find(name, id) {
      const [job] = await boss.findJobs(name, { id });
      return job ? { state: job.state, output: job.output } : null;
    },
    async start(handlers) {
      const old = await setAsideOldSchema(database.db, SCHEMA);
      if (old.version) logger.info({ schemaVersion: old.version }, 'upgrading the job queue from pg-boss 10');
      await boss.start();
      started = true;
      // One read of the queues there are, instead of a statement per queue at every start.
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const { name, policy, batch, concurrency = 1 } of settings.jobs) {
        if (!existing.has(name)) await boss.createQueue(name, policy ? { policy } : undefined);
        if (!handlers) continue;
        // The job's name picks its handler, so the payload matches it.
        const handle = handlers[name] as (data: unknown, batch: TJobBatch) => Promise<unknown>;
        if (batch) {
          const batched = {
            pollingIntervalSeconds: 0.5,
            includeMetadata: true,
            batchSize: batch,
            perJobResults: true,
            burstWhenBatchFull: true,
          } as const;
          await boss.work<TJobPayloads[typeof name], unknown, typeof batched>(name, batched, async (jobs) => {
            const results: JobResult[] = [];
            const shared = jobBatch();
            // One job's failure is its own: it is retried alone, the others of the batch complete.
            let next = 0;
            const lane = async () => {
              for (let job = jobs[next++]; job; job = jobs[next++]) {
                try {
                  results.push({ id: job.id, status: 'completed', output: await runJob(name, handle, job, shared) });
                } catch (err) {
                  results.push({ id: job.id, status: 'failed', output: err });
                }
              }
            };
            await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
            return results;
          });
          continue;
        }
        const options = { pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
        await boss.work<TJobPayloads[typeof name], unknown, typeof options>(name, options, async (jobs) => {
          let result: unknown;
          for (const job of jobs) result = await runJob(name, handle, job, jobBatch());
          // pg-boss keeps it as the job's output when it fetched one job (the default batch).
          return result;
        });
      }
      if (old.jobsWaiting) {
        const moved = await moveJobsFromOldSchema(database.db, SCHEMA, [...specs.keys()], (name, jobs, tx) =>
          boss.insert(name, jobs, { db: inTransaction(tx) }),
        );
        if (moved !== null) logger.info({ jobs: moved }, 'moved the jobs queued under pg-boss 10 to pg-boss 12');
      }
      // An upsert: every process may declare the same schedule.
      for (const { name, cron } of settings.jobs) if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/** pg-boss's statements on the connection of one of our transactions (either engine), so they commit with it. */
function inTransaction(tx: TExecutor) {
  return fromDrizzle({ execute: async (query) => ({ rows: await rawQuery(tx, query as SQL) }) }, sql);
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
