import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/index.ts';
import { client, newBusiness, startTestApp, superAdminClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('the outbox (/api/admin/outbox)', () => {
  it('finds part of a recipient in any case, newest first, a page at a time with the total', async () => {
    const tag = `ob${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const sentAt = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
    await t.db.insert(outboxMessages).values([
      { channel: 'email', to: `${tag}-ana@example.test`, subject: 'One', text: 'a', createdAt: sentAt(1) },
      { channel: 'email', to: `${tag}-ben@example.test`, subject: 'Two', text: 'b', createdAt: sentAt(2) },
      { channel: 'email', to: `${tag}-ben@example.test`, subject: 'Three', text: 'c', createdAt: sentAt(3) },
      { channel: 'sms', to: '+16465550177', text: `${tag} not a match by text`, createdAt: sentAt(4) },
    ]);
    const admin = await superAdminClient(t);
    const search = async (query: string) => (await admin.get(`/api/admin/outbox?${query}`)).body;

    const all = await search(`search=${tag.toUpperCase()}&limit=2`);
    expect(all.total).toBe(3);
    expect(all.messages.map((m: { subject: string }) => m.subject)).toEqual(['Three', 'Two']);
    const second = await search(`search=${tag}&limit=2&page=2`);
    expect({ ...second, messages: second.messages.map((m: { subject: string }) => m.subject) }).toEqual({
      messages: ['One'],
      total: 3,
      page: 2,
      limit: 2,
    });
    expect((await search(`search=${tag}-BEN`)).total).toBe(2);
    expect((await search(`to=${tag}-ben@example.test`)).messages).toHaveLength(2);
    // LIKE's wildcards are matched as typed.
    expect((await search(`search=${tag}%25ana`)).total).toBe(0);
  });

  it('names the business each message was sent for; the platform’s own have none', async () => {
    const tag = `obb${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const { businessId } = await newBusiness(t, { companyName: `Harbor ${tag}` });
    await t.db.insert(outboxMessages).values([
      { channel: 'email', to: `${tag}-platform@example.test`, subject: 'Reset', text: 'x' },
      { channel: 'email', to: `${tag}-gone@example.test`, subject: 'Gone', text: 'y', businessId: 'deleted-business' },
      { channel: 'email', to: `${tag}-cafe@example.test`, subject: 'Hello', text: 'z', businessId },
    ]);
    const admin = await superAdminClient(t);
    const found = (await admin.get(`/api/admin/outbox?search=${tag}`)).body.messages as {
      subject: string;
      business: { id: string; companyName: string } | null;
    }[];
    expect(Object.fromEntries(found.map((m) => [m.subject, m.business]))).toEqual({
      Hello: { id: businessId, companyName: `Harbor ${tag}` },
      Gone: null,
      Reset: null,
    });
  });

  it('refuses bad paging and an oversize search, and anyone but a super admin', async () => {
    const admin = await superAdminClient(t);
    for (const query of ['page=0', 'limit=501', `search=${'x'.repeat(255)}`]) {
      expect((await admin.get(`/api/admin/outbox?${query}`)).status, query).toBe(400);
    }
    expect((await client(t.app).get('/api/admin/outbox')).status).toBe(401);
    expect((await (await newBusiness(t)).client.get('/api/admin/outbox')).status).toBe(403);
  });
});
