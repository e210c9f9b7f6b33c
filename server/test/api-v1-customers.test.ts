import { V1_MESSAGES } from '@regulars/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient } from './api-v1-client.ts';
import { addCustomer, importBody } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function keyFor(c: TClient, scopes = ['customers:read', 'programs:read']) {
  const res = await c.post('/api/settings/api-keys', { name: 'Shop', scopes });
  expect(res.status).toBe(201);
  return bearerClient(t.app, res.body.secret as string);
}

describe('/api/v1/customers', () => {
  it('pages through more than 100 customers by cursor, without repeats or gaps, newest first', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    // One import: its 150 customers share one created_at, so the cursor's tie-break is what keeps them apart.
    const rows = Array.from({ length: 150 }, (_, i) => ({
      first_name: `Guest${i}`,
      email: `guest${i}-${Date.now()}@example.test`,
    }));
    const imported = await c.post('/api/customers/import', importBody(rows));
    expect(imported.status).toBe(200);
    const newest = await addCustomer(c, { firstName: 'Newest' });
    const till = await keyFor(c);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await till.get(`/api/v1/customers?limit=40${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(40);
      seen.push(...res.body.data.map((x: { id: string }) => x.id));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(151);
    expect(new Set(seen).size).toBe(151);
    expect(seen[0]).toBe(newest.id);

    const full = await till.get('/api/v1/customers?limit=100');
    expect(full.body.data).toHaveLength(100);
    expect(full.body.nextCursor).toEqual(expect.any(String));
    const first = full.body.data[0];
    expect(first).toEqual({
      id: newest.id,
      customerNumber: newest.uniqueCustomerId,
      firstName: 'Newest',
      lastName: expect.any(String),
      email: newest.email,
      phone: newest.phone,
      birthday: null,
      points: { balance: 0, lifetimeEarned: 0 },
      visits: 0,
      consent: { sms: true, email: true },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    // Default page size.
    expect((await till.get('/api/v1/customers')).body.data).toHaveLength(25);
  });

  it('searches as the Customers page does, and pages the matches', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    for (let i = 0; i < 3; i++) await addCustomer(c, { firstName: 'Marguerite' });
    await addCustomer(c, { firstName: 'Bob' });
    const till = await keyFor(c);
    const page1 = await till.get('/api/v1/customers?search=marguer&limit=2');
    expect(page1.body.data.map((x: { firstName: string }) => x.firstName)).toEqual(['Marguerite', 'Marguerite']);
    const page2 = await till.get(`/api/v1/customers?search=marguer&limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body).toMatchObject({
      data: [expect.objectContaining({ firstName: 'Marguerite' })],
      nextCursor: null,
    });
    expect((await till.get('/api/v1/customers?search=nobody-like-this')).body).toEqual({ data: [], nextCursor: null });
  });

  it('gets one customer and finds one by phone or email', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const customer = await addCustomer(c, { email: `Ada.${Date.now()}@Example.test`, phone: '(415) 555-0142' });
    const till = await keyFor(c);
    const one = await till.get(`/api/v1/customers/${customer.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: customer.id, phone: '+14155550142' });
    for (const query of [
      'phone=%2B14155550142',
      'phone=(415)%20555-0142',
      `email=${encodeURIComponent(customer.email!.toUpperCase())}`,
    ]) {
      const found = await till.get(`/api/v1/customers/lookup?${query}`);
      expect([query, found.status, found.body.data?.id]).toEqual([query, 200, customer.id]);
    }
    const missing = await till.get('/api/v1/customers/lookup?email=nobody@example.test');
    expect([missing.status, missing.body.error.message]).toEqual([404, V1_MESSAGES.customerNotFound]);
    // A deleted customer is gone from the API too.
    expect((await c.delete(`/api/customers/${customer.id}`)).status).toBe(204);
    expect((await till.get(`/api/v1/customers/${customer.id}`)).status).toBe(404);
  });

  it("answers 404 for another business's customers and programs, and never lists them", async () => {
    const a = await newBusiness(t, { tierName: 'Pro' });
    const b = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await addCustomer(b.client, { email: `theirs-${Date.now()}@example.test` });
    const theirProgram = await newProgram(b.client);
    await addCustomer(a.client);
    const mine = await keyFor(a.client);
    expect((await mine.get(`/api/v1/customers/${theirs.id}`)).status).toBe(404);
    expect((await mine.get(`/api/v1/customers/not-an-id`)).status).toBe(404);
    expect((await mine.get(`/api/v1/customers/lookup?email=${encodeURIComponent(theirs.email!)}`)).status).toBe(404);
    expect((await mine.get(`/api/v1/programs/${theirProgram.id}`)).status).toBe(404);
    const listed = await mine.get('/api/v1/customers?limit=100');
    expect(listed.body.data.map((x: { id: string }) => x.id)).not.toContain(theirs.id);
    expect(listed.body.data).toHaveLength(1);
    expect((await mine.get('/api/v1/programs')).body.data).toEqual([]);
  });
});

describe('/api/v1/programs', () => {
  it('lists and gets programs in v1’s shape', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(c, { name: 'Coffee Club', type: 'points' });
    const till = await keyFor(c, ['programs:read']);
    const list = await till.get('/api/v1/programs');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: program.id, name: 'Coffee Club', type: 'points', status: program.status }),
    ]);
    expect(list.body.data[0].rules).toEqual(expect.objectContaining({}));
    const one = await till.get(`/api/v1/programs/${program.id}`);
    expect(one.body.data).toEqual(list.body.data[0]);
    expect((await till.get('/api/v1/programs/00000000-0000-4000-8000-000000000000')).body.error.message).toBe(
      V1_MESSAGES.programNotFound,
    );
  });
});

describe('/api/v1/openapi.json', () => {
  it('documents every v1 route, each with the bearer scheme, and nothing else', async () => {
    const res = await client(t.app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.bearerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const served = t.app.routes
      .filter(
        (r) =>
          r.path.startsWith('/api/v1/') &&
          r.method !== 'ALL' &&
          r.path !== '/api/v1/openapi.json' &&
          r.path !== '/api/v1/docs',
      )
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        expect(op.security, `${method} ${path}`).toEqual([{ bearerKey: [] }]);
        return `${method.toUpperCase()} ${path}`;
      }),
    );
    expect(served.length).toBeGreaterThanOrEqual(5);
    expect(documented.sort()).toEqual([...new Set(served)].sort());
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
  });

  it('has a readable page of the public API alone, the one Settings links to', async () => {
    const res = await client(t.app).get('/api/v1/docs');
    expect(res.status).toBe(200);
    const html = String(res.body);
    expect(html).toContain('<h1>Regulars public API reference</h1>');
    expect(html).toContain('href="/api/v1/openapi.json"');
    expect(html).toContain('<code>/api/v1/customers</code>');
    expect(html).not.toContain('/api/admin');
  });
});
