import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationLogs } from '../src/db/schema/index.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type TRow = { content: string; type: 'email' | 'sms'; status: 'sent' | 'failed'; provider: string; opened?: boolean };

/** A business's history written straight to its log, one minute apart in the order given (the last is the newest). */
async function history(businessId: string, rows: TRow[]) {
  const start = Date.now() - rows.length * 60_000;
  await t.db.insert(communicationLogs).values(
    rows.map((r, i) => ({
      businessId,
      type: r.type,
      status: r.status,
      provider: r.provider,
      content: r.content,
      createdAt: new Date(start + i * 60_000),
      openedAt: r.opened ? new Date(start + i * 60_000) : null,
      openCount: r.opened ? 1 : 0,
    })),
  );
}

const contents = async (c: TClient, query: string) => {
  const res = await c.get<{ communications: { content: string }[]; total: number }>(`/api/communications${query}`);
  expect(res.status).toBe(200);
  expect(res.body.total).toBe(res.body.communications.length);
  return res.body.communications.map((m) => m.content);
};

describe('the history status filter: In the outbox', () => {
  it("returns only the business's messages the outbox kept, and 'Sent' only those a provider took", async () => {
    const cafe = await newBusiness(t, { companyName: 'Outbox Cafe' });
    const other = await newBusiness(t, { companyName: 'Other Bakery' });
    await history(cafe.businessId, [
      { content: 'Kept email', type: 'email', status: 'sent', provider: 'outbox' },
      { content: 'Delivered email', type: 'email', status: 'sent', provider: 'smtp' },
      { content: 'Kept SMS', type: 'sms', status: 'sent', provider: 'outbox' },
      { content: 'Failed email', type: 'email', status: 'failed', provider: 'smtp' },
      { content: 'Opened email', type: 'email', status: 'sent', provider: 'smtp', opened: true },
      { content: 'Delivered SMS', type: 'sms', status: 'sent', provider: 'twilio' },
    ]);
    await history(other.businessId, [
      { content: 'Their kept email', type: 'email', status: 'sent', provider: 'outbox' },
    ]);

    expect(await contents(cafe.client, '?status=outbox')).toEqual(['Kept SMS', 'Kept email']);
    expect(await contents(cafe.client, '?status=outbox&type=email')).toEqual(['Kept email']);
    expect(await contents(cafe.client, '?status=outbox&type=sms')).toEqual(['Kept SMS']);
    expect(await contents(cafe.client, '?status=outbox&search=kept')).toEqual(['Kept SMS', 'Kept email']);
    expect(await contents(cafe.client, '?status=sent')).toEqual(['Delivered SMS', 'Delivered email']);
    expect(await contents(cafe.client, '?status=opened')).toEqual(['Opened email']);
    expect(await contents(cafe.client, '?status=failed')).toEqual(['Failed email']);
    expect(await contents(cafe.client, '')).toHaveLength(6);

    // Another business's kept message never shows, and its own filter sees only its own.
    expect(await contents(other.client, '?status=outbox')).toEqual(['Their kept email']);
    expect(await contents(other.client, '?status=sent')).toEqual([]);
    expect((await cafe.client.get('/api/communications?status=kept')).status).toBe(400);
  });
});
