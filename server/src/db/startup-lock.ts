import type { TDatabase } from './client.ts';

/** An arbitrary constant that names "start-up of this app" among PostgreSQL advisory locks. */
const STARTUP_LOCK_ID = 72_617_001;

/**
 * Runs start-up work (migrations, seeding) while holding a PostgreSQL advisory lock, so that when
 * several processes start on one database at once, one migrates and the others wait, then find
 * nothing left to do. The embedded database belongs to one process and needs no lock.
 */
export async function withStartupLock<T>(database: TDatabase, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
