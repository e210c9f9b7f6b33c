import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or an open transaction: use cases accept both. */
export type TExecutor = TDb | TTx;

/**
 * How connections reach PostgreSQL (DATABASE_POOLING): `session`, each pooled connection is one server session;
 * `transaction`, a pooler such as PgBouncer hands each transaction to any server connection, so nothing may outlive
 * a transaction on one (a named statement, a session lock or setting, LISTEN).
 */
export type TPooling = 'session' | 'transaction';

export type TDatabase =
  | { kind: 'pglite'; db: TDb; client: PGlite; close: () => Promise<void> }
  | { kind: 'pg'; db: TDb; pool: pg.Pool; url: string; pooling: TPooling; close: () => Promise<void> };

/** A PostgreSQL server when a URL is given, else PGlite in-process (dataDir, or memory when undefined). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /** Only for a server (databaseUrl): `session` unless told. */
  pooling?: TPooling;
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests: migrated once, cloned per file). */
  loadDataDir?: Blob;
}): Promise<TDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pooling === 'transaction' ? { Client: UnnamedStatementClient } : {}),
    });
    const db = drizzlePg(pool, { schema }) as unknown as TDb;
    const pooling = opts.pooling ?? 'session';
    return { kind: 'pg', db, pool, url: opts.databaseUrl, pooling, close: () => pool.end() };
  }
  if (opts.dataDir && !opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the indexed customer search; migrations run `create extension` on it.
  const client = await PGlite.create(opts.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: opts.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/**
 * A connection that never names a statement. Behind a transaction pooler the next statement may run on another
 * server connection, where a name node-postgres prepared elsewhere does not exist (or one prepared by another client
 * already does): every statement is parsed unnamed instead, here in one place for our statements, drizzle's and
 * better-auth's alike.
 */
class UnnamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; every argument passes through as given.
  override query(config: any, ...rest: any[]): any {
    const named = typeof config === 'object' && config !== null && config.name && typeof config.submit !== 'function';
    return super.query(named ? { ...config, name: undefined } : config, ...rest);
  }
}

export async function pingDatabase(database: TDatabase): Promise<boolean> {
  try {
    if (database.kind === 'pg') await database.pool.query('select 1');
    else await database.client.query('select 1');
    return true;
  } catch {
    return false;
  }
}
