import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { applyTriggers } from './apply-triggers.ts';
import type { TDatabase } from './client.ts';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** The migrations, then the live trigger functions of triggers.sql (callers hold the start-up lock). */
export async function runMigrations(database: TDatabase): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators take their own driver's db type.
  const db = database.db as any;
  if (database.kind === 'pg') await migratePg(db, { migrationsFolder });
  else await migratePglite(db, { migrationsFolder });
  await applyTriggers(database);
}
