import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), the run gets a fresh database, migrated once, and a migrated template
 * that the files wanting a database of their own copy (startIsolatedTestApp: a copy takes a quarter of a second,
 * migrating another about two; 27 files do); both dropped at the end. Without it every test file opens its own
 * in-memory PGlite, copied from one migrated once. The compiled server (`npm start`'s server/dist/main.js, built here
 * unless up to date) is what the files that start server processes run.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs', 'server'], { cwd: repoRoot, stdio: 'pipe' });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Migrate one embedded database and let every test file start from a copy of it (~5 s saved per file).
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.client.dumpDataDir('none');
    await database.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-pglite-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseUrl', '');
    project.provide('databaseTemplate', '');
    project.provide('pgliteTemplate', file);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', '');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const migrated = async (name: string) => {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await runMigrations(database);
    await database.close();
    return url.toString();
  };
  const shared = `regulars_test_${process.pid}_${Date.now()}`;
  // Nobody connects to the template: PostgreSQL copies a database only while no session is in it.
  const template = `regulars_template_${process.pid}_${Date.now()}`;
  project.provide('databaseUrl', await migrated(shared));
  await migrated(template);
  project.provide('databaseTemplate', template);

  return async () => {
    await admin.query(`drop database if exists ${shared} with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** A migrated database on the PostgreSQL server that nobody connects to, for startIsolatedTestApp to copy. */
    databaseTemplate: string;
    pgliteTemplate: string;
  }
}
