import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TDatabase } from '../src/db/client.ts';

const MIGRATIONS = new URL('../src/db/migrations', import.meta.url).pathname;

/**
 * A database of its own for testing one migration as an upgrade meets it: PGlite in memory, or a fresh PostgreSQL
 * database when the run has one (dropped by `close`). `migrateBefore(tag)` applies every migration before `tag` (a
 * copy of the folder whose journal stops there); `migrateAll()` then applies the rest with the real folder.
 */
export async function openScratchMigrationDb(label: string) {
  const shared = inject('databaseUrl');
  let database: TDatabase;
  let drop = async () => {};
  if (shared) {
    const name = `regulars_${label}_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(shared);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    drop = async () => {
      // The pool's connections finish closing after close() resolves: one forced out by the drop fails loudly (57P01),
      // so wait until none is left (at most 10 s), as test/harness.ts does.
      for (let i = 0; i < 100; i++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  const folders: string[] = [];

  const migrate = (folder: string) =>
    database.kind === 'pg'
      ? migratePg(drizzlePg(database.pool), { migrationsFolder: folder })
      : migratePglite(drizzlePglite(database.client), { migrationsFolder: folder });

  return {
    database,
    async rows<T>(query: SQL): Promise<T[]> {
      const result = (await database.db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    async migrateBefore(tag: string): Promise<void> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `regulars-before-${label}-`));
      folders.push(dir);
      fs.cpSync(MIGRATIONS, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag === tag);
      if (at < 0) throw new Error(`${tag} is not in the journal`);
      journal.entries = journal.entries.slice(0, at);
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      await migrate(dir);
    },
    migrateAll: () => migrate(MIGRATIONS),
    async close(): Promise<void> {
      await database.close();
      await drop();
      for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TScratchMigrationDb = Awaited<ReturnType<typeof openScratchMigrationDb>>;
