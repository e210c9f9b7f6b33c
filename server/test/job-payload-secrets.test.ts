import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { TQueue } from '../src/jobs/queue.ts';
import { inviteByEmail } from './factories/teams.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TTestApp,
  uniqueEmail,
} from './harness.ts';

let t: TTestApp;
let send: MockInstance<TQueue['send']>;
beforeAll(async () => {
  t = await startTestApp();
  // Records the ids of the jobs this app queues: the only rows of pgboss.job this file looks at (on PostgreSQL
  // every test file shares the queue).
  send = vi.spyOn(t.deps.queue, 'send');
});
afterAll(() => t?.stop());

type TJobRow = { id: string; state: string; data: string; output: string | null };

/** The ids of the email jobs queued to `to` by this app. */
async function emailJobIds(to: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, [name, data]] of send.mock.calls.entries()) {
    const result = send.mock.results[i];
    if (name !== 'email.send' || (data as { to?: string }).to !== to || result?.type !== 'return') continue;
    const id = await result.value;
    if (id) ids.push(id);
  }
  return ids;
}

async function jobRows(ids: string[]): Promise<TJobRow[]> {
  if (ids.length === 0) return [];
  const result = (await t.db.execute(
    sql`select id::text as id, state::text as state, data::text as data, output::text as output from pgboss.job
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  )) as unknown as { rows: TJobRow[] };
  return result.rows;
}

/** Waits until every email job to `to` has reached `state`, and returns their rows. */
async function settledEmailJobs(to: string, state: 'completed' | 'failed'): Promise<TJobRow[]> {
  return eventually(async () => {
    const rows = await jobRows(await emailJobIds(to));
    return rows.length > 0 && rows.every((row) => row.state === state) ? rows : undefined;
  }, 20_000);
}

async function outboxText(to: string): Promise<string> {
  const admin = await superAdminClient(t);
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
    return (res.body.messages as { text: string }[])[0]?.text;
  });
}

describe('email jobs', () => {
  it('keep no password-reset link in the job row once sent', async () => {
    const { email } = await newBusiness(t);
    expect((await client(t.app).post('/api/password-reset/request', { email })).status).toBe(200);
    const text = await outboxText(email);
    const token = decodeURIComponent(/reset-password\?token=([^\s"&]+)/.exec(text)?.[1] ?? '');
    expect(token).not.toBe('');

    const rows = await settledEmailJobs(email, 'completed');
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(row.data).not.toContain(token);
      expect(row.data).not.toContain(encodeURIComponent(token));
      expect(row.data).not.toContain('reset-password?token=');
      expect(row.data).not.toContain(email);
      expect(JSON.parse(row.data)).toEqual({ redacted: true });
    }
  });

  it('keep no invitation link in the job row once sent', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const { email, token } = await inviteByEmail(t, owner.client);

    const rows = await settledEmailJobs(email, 'completed');
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(row.data).not.toContain(token);
      expect(row.data).not.toContain(encodeURIComponent(token));
      expect(row.data).not.toContain('accept-invitation?token=');
      expect(row.data).not.toContain(email);
      expect(JSON.parse(row.data)).toEqual({ redacted: true });
    }
  });

  it('keep neither the message nor the failed query in the row after the last attempt fails', async () => {
    const to = uniqueEmail('undeliverable');
    const secret = `reset-password?token=${randomUUID()}`;
    // The outbox refuses a message without a plain-text body (NOT NULL): a real driver error whose query parameters
    // hold the rest of the message. No retries, so this first attempt is the last.
    await t.deps.queue.send(
      'email.send',
      { to, subject: `Reset ${secret}`, text: null as never, html: `<p>Open ${secret}</p>`, businessId: randomUUID() },
      // retryLimit is a pg-boss option the app's send type does not expose; send passes it through.
      { retryLimit: 0 } as never,
    );

    const rows = await settledEmailJobs(to, 'failed');
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(JSON.parse(row.data)).toEqual({ redacted: true });
      expect(row.output).not.toBeNull();
      expect(row.output).toContain('23502');
      expect(row.output).not.toContain(secret);
      expect(row.output).not.toContain(to);
    }
    const logged = t.logLines.join('');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(to);
  });
});
