import type { TDatabase } from './client.ts';

/** An arbitrary constant that names "start-up of this app" among PostgreSQL advisory locks. */
const STARTUP_LOCK_ID = 72_617_001;

/**
 * Runs start-up work (migrations, seeding) while holding a PostgreSQL advisory lock, so that when several processes
 * start on one database at once, one migrates and the others wait, then find nothing left to do. The embedded
 * database belongs to one process and needs no lock.
 *
 * The lock is transaction-scoped, taken in a transaction kept open on one pooled connection while the work runs on
 * others: a transaction is what every pooling mode keeps on one server connection, so the same lock holds behind
 * PgBouncer in transaction mode (where a session lock would be taken on one server connection and its unlock sent to
 * another) and needs no second, direct database URL. Should the process die, its connection closes and the lock goes
 * with it. Idle in a transaction, it holds no snapshot and no table lock that the migrations could wait on.
 */
export async function withStartupLock<T>(database: TDatabase, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_ID]);
    return await work();
  } finally {
    // Ending the transaction is what releases the lock; a connection that cannot end it is closed instead.
    await client.query('commit').catch((err: Error) => {
      broken = err;
    });
    client.release(broken);
  }
}
