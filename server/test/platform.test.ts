import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MAX_BODY_BYTES } from '../src/app.ts';
import { isLoopbackUrl } from '../src/platform/config.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

type TDocumentedOperation = {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
};

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('platform', () => {
  it('reports health', async () => {
    const res = await client(t.app).get('/api/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok' } });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await client(t.app).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API route' } });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await client(t.app).postRaw('/api/login', '{"email":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_JSON');
  });

  it('refuses a body over the API limit without reading it', async () => {
    const res = await client(t.app).postRaw('/api/login', `{"email":"${'a'.repeat(API_MAX_BODY_BYTES)}"}`);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'TOO_LARGE', message: 'The request is too large.' });
  });

  it('seeds the three tiers, cheapest first, with their limits', async () => {
    const { body } = await client(t.app).get('/api/tiers');
    expect(body.tiers.map((x: { name: string }) => x.name)).toEqual(['Free', 'Pro', 'Agency']);
    expect(body.tiers[0]).toMatchObject({
      priceMonthly: 0,
      maxCustomers: 50,
      maxPrograms: 1,
      maxSmsMonthly: 50,
      features: { maxSeats: 1 },
    });
    expect(body.tiers[1]).toMatchObject({
      priceMonthly: 49,
      maxCustomers: 500,
      maxPrograms: 3,
      maxSmsMonthly: 500,
      features: { maxSeats: 3, mailchimp: true },
    });
    expect(body.tiers[2]).toMatchObject({
      priceMonthly: 149,
      maxCustomers: -1,
      maxPrograms: -1,
      maxSmsMonthly: 5000,
      features: { maxSeats: 10, whiteLabel: true, prioritySupport: true },
    });
  });

  it('publishes an OpenAPI document and a reference page', async () => {
    const doc = await client(t.app).get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/signup');
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Regulars API reference');
  });

  it('documents every route the app serves, with its request and answer schemas', async () => {
    const doc = (await client(t.app).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, TDocumentedOperation>>;
    };
    const served = new Set<string>();
    for (const route of t.app.routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      // Middleware (ALL), the SPA fallback and static files are not API operations.
      if (route.method === 'ALL' || path.includes('*')) continue;
      served.add(`${route.method} ${path}`);
    }
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    expect(served.size).toBeGreaterThan(40);
    expect([...served].filter((op) => !documented.has(op))).toEqual([]);
    expect([...documented].filter((op) => !served.has(op))).toEqual([]);

    // Each operation says what it is, and carries what the routes declare: bodies, query and path parameters.
    const create = doc.paths['/api/customers'].post;
    expect(create.summary).toMatch(/Add a customer/);
    expect(create.requestBody?.content['application/json'].schema.properties).toHaveProperty('email');
    expect(create.responses['201'].content?.['application/json'].schema.properties).toHaveProperty('customer');
    const list = doc.paths['/api/customers'].get;
    expect(list.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['search', 'page', 'limit']),
    );
    expect(doc.paths['/api/customers/{id}'].get.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(op.responses.default, `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('refuses every /api/admin operation to a caller without a session (401) and a business user (403)', async () => {
    const doc = (await client(t.app).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, TDocumentedOperation>>;
    };
    const business = await newBusiness(t);
    const anonymous = client(t.app);
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
    expect(operations.length).toBeGreaterThan(12);
    for (const { method, path } of operations) {
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const call = (c: typeof anonymous) =>
        (({ GET: c.get, POST: c.post, PATCH: c.patch, PUT: c.put, DELETE: c.delete }) as const)[
          method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
        ]?.(url) ?? Promise.reject(new Error(`no client method for ${method}`));
      const [asNobody, asBusiness] = [await call(anonymous), await call(business.client)];
      expect([method, path, asNobody.status, asBusiness.status]).toEqual([method, path, 401, 403]);
    }
  });

  it('says whether Google sign-in is enabled', async () => {
    // The tests' APP_URL is http://localhost:3000: QR codes and invitation screens warn about it.
    expect((await client(t.app).get('/api/auth-config')).body).toEqual({
      googleEnabled: false,
      appUrlIsLoopback: true,
      testPayments: false,
      passkeys: true,
    });
    expect(
      ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://app.localhost'].map(
        isLoopbackUrl,
      ),
    ).toEqual([true, true, true, true]);
    expect(['https://loyalty.example.com', 'http://192.168.1.20:3000'].map(isLoopbackUrl)).toEqual([false, false]);
  });
});

describe('demo seed', () => {
  it('creates the demo business once, with working credentials', async () => {
    const { seedDemo, DEMO_ACCOUNT } = await import('../src/cli/seed-demo.ts');
    const first = await seedDemo(t.db, t.deps.config);
    const second = await seedDemo(t.db, t.deps.config);
    expect([first.created, second.created]).toEqual([true, false]);
    const res = await client(t.app).post('/api/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(res.status).toBe(200);
    expect(res.body.business).toMatchObject({ companyName: 'Corner Café', tierName: 'Pro' });
  });
});

describe('better-auth endpoints', () => {
  it('answer errors in the one error shape', async () => {
    const res = await client(t.app).post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.error.code).toEqual(expect.any(String));
    expect(res.body.error.message).toEqual(expect.any(String));
  });
});
