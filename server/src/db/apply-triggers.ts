import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { TDatabase } from './client.ts';

const TRIGGERS_FILE = new URL('./triggers.sql', import.meta.url);

/** Names the version of triggers.sql a database has; its body is the text's hash. */
const VERSION_FUNCTION = 'triggers_sql_version';

export function triggersSql(): string {
  return fs.readFileSync(TRIGGERS_FILE, 'utf8');
}

function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

async function run<T>(database: TDatabase, text: string): Promise<T[]> {
  if (database.kind === 'pg') return (await database.pool.query(text)).rows as T[];
  const results = await database.client.exec(text);
  return (results.at(-1)?.rows ?? []) as T[];
}

/**
 * Applies triggers.sql (the live trigger functions and triggers) after the migrations, when its text differs from the
 * one last applied: an unchanged file costs one read at start-up, and replacing a trigger, which briefly holds writes
 * to its table back, happens only when a new version of the app brings a new file. The file and the version mark go
 * in one implicit transaction (one simple query): applied whole or not at all. `text` is for tests.
 */
export async function applyTriggers(database: TDatabase, text: string = triggersSql()): Promise<boolean> {
  const version = versionOf(text);
  const [applied] = await run<{ version: string | null }>(
    database,
    `select (select prosrc from pg_proc where proname = '${VERSION_FUNCTION}'
      and pronamespace = current_schema()::text::regnamespace) as version`,
  );
  if (applied?.version?.includes(version)) return false;
  await run(
    database,
    `${text}\nCREATE OR REPLACE FUNCTION ${VERSION_FUNCTION}() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT '${version}' $$;`,
  );
  return true;
}
