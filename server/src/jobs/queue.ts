import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { TDatabase, TExecutor } from '../db/client.ts';
import { loggableError, type TLogger } from '../platform/logger.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

/** Every job the app runs, with its payload. */
export type TJobPayloads = {
  'email.send': TEmailMessage;
  /** Sent after a customer is added: the business's active welcome templates go out to them. */
  'customer.welcome': { businessId: string; customerId: string };
  /** Queued after a bulk import: fresh planner statistics for the customers table (and a vacuum on PGlite). */
  'customers.refresh-stats': Record<string, never>;
};
export type TJobName = keyof TJobPayloads;
export type TJobHandlers = { [K in TJobName]: (data: TJobPayloads[K]) => Promise<void> };

export type TQueue = {
  /** Enqueues a job; pass a transaction as `tx` so the job exists only if the transaction commits. */
  send<K extends TJobName>(
    name: K,
    data: TJobPayloads[K],
    opts?: { tx?: TExecutor; singletonKey?: string; startAfter?: Date },
  ): Promise<string | null>;
  /** Starts the queue so jobs can be sent; with handlers, this process also works the jobs. */
  start(handlers?: TJobHandlers): Promise<void>;
  stop(): Promise<void>;
};

const QUEUES: TJobName[] = ['customer.welcome', 'customers.refresh-stats', 'email.send'];

/** pg-boss on the same database: PGlite through its adapter, or its own pool on a server. */
export function createQueue(database: TDatabase, logger: TLogger): TQueue {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.client), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => logger.error({ err: loggableError(err) }, 'job queue error'));
  let started = false;

  return {
    async send(name, data, opts = {}) {
      const { tx, ...rest } = opts;
      // biome-ignore lint/suspicious/noExplicitAny: drizzle's executor satisfies the adapter's duck type.
      const db = tx ? fromDrizzle(tx as any, sql) : undefined;
      return boss.send(name, data as object, { retryLimit: 5, retryBackoff: true, ...rest, ...(db ? { db } : {}) });
    },
    async start(handlers) {
      await boss.start();
      started = true;
      for (const name of QUEUES) {
        await boss.createQueue(name);
        if (!handlers) continue;
        await boss.work<TJobPayloads[typeof name]>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) {
            // The job's name picks its handler, so the payload matches it.
            await (handlers[name] as (data: unknown) => Promise<void>)(job.data);
          }
        });
      }
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
