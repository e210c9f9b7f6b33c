import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { applyTriggers } from './apply-triggers.ts';
import type { TDatabase } from './client.ts';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** The migrations, then the live trigger functions of triggers.sql (callers hold the start-up lock). */
export async function runMigrations(database: TDatabase): Promise<void> {
  // Each migrator takes its own driver's db: one made for it on the same pool or client.
  if (database.kind === 'pg') await migratePg(drizzlePg(database.pool), { migrationsFolder });
  else await migratePglite(drizzlePglite(database.client), { migrationsFolder });
  await applyTriggers(database);
}
