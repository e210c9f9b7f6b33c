import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { planLapsedSql } from '../src/billing/index.ts';
import { openDatabase, type TDatabase } from '../src/db/client.ts';
import { rawQuery } from '../src/db/raw-sql.ts';

// billing's one lapsed-plan rule, as SQL, on the engine itself: no table is read or written.
let database: TDatabase;
beforeAll(async () => {
  const shared = inject('databaseUrl');
  database = shared
    ? await openDatabase({ databaseUrl: shared })
    : await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
});
afterAll(() => database?.close());

/** Whether a business with this status and trial end (an interval from now, or none) has lapsed. */
async function lapsed(status: string, trialEndsIn: string | null): Promise<boolean> {
  const [row] = await rawQuery<{ lapsed: boolean }>(
    database.db,
    sql`select ${sql.raw(planLapsedSql('b'))} as lapsed
      from (select ${status}::text as subscription_status,
        now() + ${trialEndsIn}::interval as trial_ends_at) b`,
  );
  return row!.lapsed;
}

describe('planLapsedSql', () => {
  it('keeps the plan of an active business, a past-due one and a trial that has not ended', async () => {
    expect(await lapsed('active', null)).toBe(false);
    expect(await lapsed('past_due', null)).toBe(false);
    expect(await lapsed('trial', '1 day')).toBe(false);
    expect(await lapsed('trial', null)).toBe(false);
  });

  it('lapses a canceled business and a trial past its end, the end itself included', async () => {
    expect(await lapsed('canceled', null)).toBe(true);
    expect(await lapsed('trial', '-21 days')).toBe(true);
    expect(await lapsed('trial', '0 seconds')).toBe(true);
  });
});
