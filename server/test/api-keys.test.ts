import { API_KEY_MESSAGES, V1_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, apiRateBuckets, businesses } from '../src/db/schema/index.ts';
import { hashApiKey } from '../src/developers/api-key-auth.ts';
import { bearerClient } from './api-v1-client.ts';
import { addCustomer } from './factories/customers.ts';
import { newTeamMember } from './factories/teams.ts';
import {
  client,
  newBusiness,
  startIsolatedTestApp,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const API = '/api/settings/api-keys';

async function createKey(c: TClient, scopes: string[] = ['customers:read'], name = 'Front till') {
  const res = await c.post(API, { name, scopes });
  expect(res.status).toBe(201);
  return res.body as { key: { id: string; prefix: string }; secret: string };
}

describe('API keys', () => {
  it('creates a key shown once, keeps only its hash, lists it without the key, and revokes it', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const created = await createKey(c, ['customers:read', 'programs:read']);
    expect(created.secret).toMatch(/^rg_live_[A-Za-z0-9_-]{32}$/);
    expect(created.key.prefix).toBe(created.secret.slice(0, 12));

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.businessId, businessId));
    expect(row.keyHash).toBe(hashApiKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await c.get(API);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ planIncludesApi: true, canEdit: true });
    expect(list.body.keys).toEqual([
      expect.objectContaining({
        id: created.key.id,
        name: 'Front till',
        scopes: ['customers:read', 'programs:read'],
        lastUsedAt: null,
        revokedAt: null,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(JSON.stringify(list.body)).not.toContain(row.keyHash);

    // The key works, and its use shows in the list.
    const till = bearerClient(t.app, created.secret);
    expect((await till.get('/api/v1/customers')).status).toBe(200);
    expect((await c.get(API)).body.keys[0].lastUsedAt).not.toBeNull();

    const revoked = await c.delete(`${API}/${created.key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    // At once: no cache anywhere.
    const refused = await till.get('/api/v1/customers');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(API_KEY_MESSAGES.invalidKey);
    expect((await c.get(API)).body.keys[0].revokedAt).toBe(revoked.body.revokedAt);
  });

  it('marks a key used at most once a minute', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const { key, secret } = await createKey(c);
    const till = bearerClient(t.app, secret);
    await till.get('/api/v1/customers');
    const where = and(eq(apiKeys.businessId, businessId), eq(apiKeys.id, key.id));
    const [first] = await t.db.select().from(apiKeys).where(where);
    await till.get('/api/v1/customers');
    const [second] = await t.db.select().from(apiKeys).where(where);
    expect(second.lastUsedAt?.toISOString()).toBe(first.lastUsedAt?.toISOString());
    // A minute later it moves on.
    await t.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(where);
    await till.get('/api/v1/customers');
    const [third] = await t.db.select().from(apiKeys).where(where);
    expect(third.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('refuses to create a key on a plan without the API, with the upgrade link', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const res = await c.post(API, { name: 'Till', scopes: ['customers:read'] });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      message: API_KEY_MESSAGES.upgrade,
      details: { upgradeUrl: '/subscription' },
    });
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.businessId, businessId))).toEqual([]);
    expect((await c.get(API)).body).toMatchObject({ keys: [], planIncludesApi: false });
  });

  it('opens nothing while the plan no longer includes the API, and works again once it does', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const { secret } = await createKey(c);
    const api = bearerClient(t.app, secret);
    expect((await api.get('/api/v1/customers')).status).toBe(200);
    await t.db.update(businesses).set({ subscriptionStatus: 'canceled' }).where(eq(businesses.id, businessId));
    const lapsed = await api.get('/api/v1/customers');
    expect(lapsed.status).toBe(403);
    expect(lapsed.body.error).toMatchObject({ code: 'PLAN_LIMIT', message: API_KEY_MESSAGES.planLapsed });
    await t.db.update(businesses).set({ subscriptionStatus: 'active' }).where(eq(businesses.id, businessId));
    expect((await api.get('/api/v1/customers')).status).toBe(200);
  });

  it('answers bad input in plain words and stores nothing', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
    const cases: [unknown, string][] = [
      [{ name: '', scopes: ['customers:read'] }, API_KEY_MESSAGES.nameRequired],
      [{ name: '   ', scopes: ['customers:read'] }, API_KEY_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81), scopes: ['customers:read'] }, API_KEY_MESSAGES.nameTooLong],
      [{ name: 'Till', scopes: [] }, API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Till' }, API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Till', scopes: ['everything'] }, 'Check the scopes field and try again'],
      [{ name: 'Till', scopes: ['customers:read', 'customers:read'] }, API_KEY_MESSAGES.scopeUnknown],
    ];
    for (const [body, message] of cases) {
      const res = await c.post(API, body);
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.businessId, businessId))).toEqual([]);
  });

  it("answers 404 for another business's key, and leaves it working", async () => {
    const a = await newBusiness(t, { tierName: 'Pro' });
    const b = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await createKey(b.client);
    const res = await a.client.delete(`${API}/${theirs.key.id}`);
    expect([res.status, res.body.error.message]).toEqual([404, API_KEY_MESSAGES.notFound]);
    expect((await a.client.delete(`${API}/not-an-id`)).status).toBe(404);
    expect((await a.client.get(API)).body.keys).toEqual([]);
    expect((await bearerClient(t.app, theirs.secret).get('/api/v1/customers')).status).toBe(200);
  });

  it('lets team members see the keys but not create or revoke them', async () => {
    const admin = await newBusiness(t, { tierName: 'Agency' });
    const { key } = await createKey(admin.client);
    const member = await newTeamMember(t, admin.client);
    const list = await member.client.get(API);
    expect(list.body).toMatchObject({ canEdit: false, keys: [expect.objectContaining({ id: key.id })] });
    expect((await member.client.post(API, { name: 'Mine', scopes: ['customers:read'] })).status).toBe(403);
    expect((await member.client.delete(`${API}/${key.id}`)).status).toBe(403);
    expect((await admin.client.get(API)).body.keys[0].revokedAt).toBeNull();
    expect((await client(t.app).get(API)).status).toBe(401);
  });
});

describe('bearer authentication on /api/v1', () => {
  it('refuses a missing, malformed or unknown key, and never accepts a session cookie', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const noKey = await c.get('/api/v1/customers');
    expect([noKey.status, noKey.body.error.message]).toEqual([401, API_KEY_MESSAGES.missingKey]);
    const malformed = await bearerClient(t.app, 'not-a-key').get('/api/v1/customers');
    expect([malformed.status, malformed.body.error.message]).toEqual([401, API_KEY_MESSAGES.invalidKey]);
    const unknown = await bearerClient(t.app, `rg_live_${'A'.repeat(32)}`).get('/api/v1/customers');
    expect([unknown.status, unknown.body.error.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('checks each route’s scope and names the one missing', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const customer = await addCustomer(c);
    const programsOnly = bearerClient(t.app, (await createKey(c, ['programs:read'])).secret);
    for (const path of [
      '/api/v1/customers',
      `/api/v1/customers/${customer.id}`,
      '/api/v1/customers/lookup?email=a@b.co',
    ]) {
      const res = await programsOnly.get(path);
      expect([path, res.status, res.body.error]).toEqual([
        path,
        403,
        {
          code: 'FORBIDDEN',
          message: API_KEY_MESSAGES.missingScope('customers:read'),
          details: { missingScope: 'customers:read' },
        },
      ]);
    }
    expect((await programsOnly.get('/api/v1/programs')).status).toBe(200);
    const customersOnly = bearerClient(t.app, (await createKey(c, ['customers:read'])).secret);
    const res = await customersOnly.get('/api/v1/programs');
    expect([res.status, res.body.error.message]).toEqual([403, API_KEY_MESSAGES.missingScope('programs:read')]);
  });

  it('lets a Bearer request past the Origin check on /api/v1 only; a cross-site cookie POST is still refused', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const { secret } = await createKey(c);
    // A cross-site POST on /api/v1 with a key is not refused as cross-site: it reaches the route (and its scope check).
    const v1 = await bearerClient(t.app, secret).post(
      '/api/v1/customers',
      { firstName: 'Ada' },
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect([v1.status, v1.body.error.message]).toEqual([403, API_KEY_MESSAGES.missingScope('customers:write')]);
    // Elsewhere a Bearer header changes nothing, and a signed-in browser's cross-site POST is refused.
    const evil = client(t.app, { origin: 'https://evil.example' });
    for (const [name, value] of c.cookies) evil.cookies.set(name, value);
    const before = (await c.get('/api/customers')).body.total;
    const res = await t.app.request('/api/customers', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        authorization: `Bearer ${secret}`,
        cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ firstName: 'Mallory', phone: '(415) 555-0199' }),
    });
    expect(res.status).toBe(403);
    expect((await evil.post('/api/customers', { firstName: 'Mallory', phone: '(415) 555-0198' })).status).toBe(403);
    expect((await c.get('/api/customers')).body.total).toBe(before);
  });
});

describe('the rate limit', () => {
  let small: TTestApp;
  let other: TTestApp;
  beforeAll(async () => {
    // A database of their own: two apps (two processes' worth) spending from one bucket, 5 requests then 1 a second.
    small = await startIsolatedTestApp('api_rate', { API_RATE_PER_SECOND: '1', API_RATE_BURST: '5' });
    other = await startTestApp({
      API_RATE_PER_SECOND: '1',
      API_RATE_BURST: '5',
      ...(small.deps.config.databaseUrl ? { DATABASE_URL: small.deps.config.databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await other?.stop();
    await small?.stop();
  });

  it('answers RateLimit headers on every answer and 429 with Retry-After when the bucket is empty', async () => {
    const { client: c } = await newBusiness(small, { tierName: 'Pro' });
    const { secret } = await createKey(c);
    const till = bearerClient(small.app, secret);
    const first = await till.get('/api/v1/customers');
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Limit')).toBe('5');
    expect(first.headers.get('X-RateLimit-Limit')).toBe('5');
    expect(first.headers.get('RateLimit-Remaining')).toBe('4');
    expect(Number(first.headers.get('RateLimit-Reset'))).toBeGreaterThanOrEqual(1);
    // Errors carry them too (a missing scope still spends a token).
    const forbidden = await till.get('/api/v1/programs');
    expect([forbidden.status, forbidden.headers.get('RateLimit-Remaining')]).toEqual([403, '3']);
    let last = forbidden;
    for (let i = 0; i < 4 && last.status !== 429; i++) last = await till.get('/api/v1/customers');
    expect(last.status).toBe(429);
    expect(last.body.error).toMatchObject({ code: 'RATE_LIMITED', message: API_KEY_MESSAGES.rateLimited });
    expect(last.headers.get('Retry-After')).toBe('1');
    expect(last.headers.get('RateLimit-Remaining')).toBe('0');
    expect(last.headers.get('X-RateLimit-Remaining')).toBe('0');
  });

  it('is one bucket for the key across two processes on one database', async () => {
    if (small.deps.config.databaseUrl === undefined) return expect(small.deps.database.kind).toBe('pglite');
    const { client: c } = await newBusiness(small, { tierName: 'Pro' });
    const { secret } = await createKey(c);
    const [a, b] = [bearerClient(small.app, secret), bearerClient(other.app, secret)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? b : a).get('/api/v1/customers')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    // Revoked on one process, refused on the other at once.
    const keys = (await c.get(API)).body.keys as { id: string }[];
    expect((await c.delete(`${API}/${keys[0].id}`)).status).toBe(200);
    expect((await b.get('/api/v1/customers')).status).toBe(401);
  });
  it("follows the tier's API flag as the super admin sets it (its own database: tiers are shared)", async () => {
    const admin = await superAdminClient(small);
    const tiers = (await admin.get('/api/tiers')).body.tiers as {
      id: string;
      name: string;
      features: { api: boolean };
    }[];
    expect(Object.fromEntries(tiers.map((x) => [x.name, x.features.api]))).toEqual({
      Free: false,
      Pro: true,
      Agency: true,
    });
    const free = tiers.find((x) => x.name === 'Free')!;
    const { client: c } = await newBusiness(small);
    expect((await c.post(API, { name: 'Till', scopes: ['customers:read'] })).status).toBe(403);
    const turnedOn = await admin.patch(`/api/admin/tiers/${free.id}`, { features: { api: true } });
    expect([turnedOn.status, turnedOn.body.tier.features.api]).toEqual([200, true]);
    expect((await c.post(API, { name: 'Till', scopes: ['customers:read'] })).status).toBe(201);
    expect((await c.get(API)).body.planIncludesApi).toBe(true);
  });

  it('splits a large bucket into slots: concurrent requests spread over them, and the total holds', async () => {
    const admin = await superAdminClient(small);
    const tiers = (await admin.get('/api/tiers')).body.tiers as { id: string; name: string }[];
    const agency = tiers.find((x) => x.name === 'Agency')!;
    const set = await admin.patch(`/api/admin/tiers/${agency.id}`, {
      features: { apiRequestsPerSecond: 1, apiBurst: 40 },
    });
    expect(set.status).toBe(200);
    try {
      const { client: c, businessId } = await newBusiness(small, { tierName: 'Agency' });
      const till = bearerClient(small.app, (await createKey(c)).secret);
      const started = Date.now();
      const statuses = await Promise.all(
        // Enough that every slot is drawn well past its 10 tokens (each is drawn 50 times on average).
        Array.from({ length: 200 }, async () => (await till.get('/api/v1/customers')).status),
      );
      const seconds = (Date.now() - started) / 1000;
      const accepted = statuses.filter((x) => x === 200).length;
      // 40 at once, plus what a second at 1 a second gave back meanwhile; the rest refused.
      expect(accepted).toBeGreaterThanOrEqual(40);
      expect(accepted).toBeLessThanOrEqual(40 + Math.ceil(seconds) + 1);
      expect(statuses.filter((x) => x === 429)).toHaveLength(200 - accepted);
      const slots = await small.db
        .select({ slot: apiRateBuckets.slot })
        .from(apiRateBuckets)
        .where(eq(apiRateBuckets.businessId, businessId));
      expect(slots.map((r) => r.slot).sort()).toEqual([0, 1, 2, 3]);
    } finally {
      await admin.patch(`/api/admin/tiers/${agency.id}`, { features: { apiRequestsPerSecond: null, apiBurst: null } });
    }
  });

  it("spends from the bucket the key's tier sets, and the server's default once the tier clears it", async () => {
    const admin = await superAdminClient(small);
    const listed = (await admin.get('/api/tiers')).body;
    expect(listed.apiRateDefault).toEqual({ perSecond: 1, burst: 5 });
    const agency = (listed.tiers as { id: string; name: string }[]).find((x) => x.name === 'Agency')!;
    const bad = await admin.patch(`/api/admin/tiers/${agency.id}`, { features: { apiBurst: 0 } });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'API burst must be at least 1']);
    const set = await admin.patch(`/api/admin/tiers/${agency.id}`, {
      features: { apiRequestsPerSecond: 2, apiBurst: 3 },
    });
    expect(set.body.tier.features).toMatchObject({ apiRequestsPerSecond: 2, apiBurst: 3 });
    try {
      const { client: c } = await newBusiness(small, { tierName: 'Agency' });
      const till = bearerClient(small.app, (await createKey(c)).secret);
      const statuses: (number | string | null)[][] = [];
      for (let i = 0; i < 4; i++) {
        const res = await till.get('/api/v1/customers');
        statuses.push([res.status, res.headers.get('RateLimit-Limit')]);
      }
      expect(statuses).toEqual([
        [200, '3'],
        [200, '3'],
        [200, '3'],
        [429, '3'],
      ]);
    } finally {
      const cleared = await admin.patch(`/api/admin/tiers/${agency.id}`, {
        features: { apiRequestsPerSecond: null, apiBurst: null },
      });
      expect(cleared.body.tier.features).toMatchObject({ apiRequestsPerSecond: null, apiBurst: null });
    }
    const { client: c } = await newBusiness(small, { tierName: 'Agency' });
    const res = await bearerClient(small.app, (await createKey(c)).secret).get('/api/v1/customers');
    expect([res.status, res.headers.get('RateLimit-Limit')]).toEqual([200, '5']);
  });
});

describe('validation messages on /api/v1', () => {
  it('names the bad parameter in plain words', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const till = bearerClient(t.app, (await createKey(c)).secret);
    const cases: [string, string][] = [
      ['/api/v1/customers?limit=0', V1_MESSAGES.limit],
      ['/api/v1/customers?limit=101', V1_MESSAGES.limit],
      ['/api/v1/customers?limit=abc', V1_MESSAGES.limit],
      ['/api/v1/customers?cursor=garbage', V1_MESSAGES.cursor],
      ['/api/v1/customers/lookup', V1_MESSAGES.lookupOne],
      ['/api/v1/customers/lookup?email=a@b.co&phone=4155550101', V1_MESSAGES.lookupOne],
      ['/api/v1/customers/lookup?email=nope', V1_MESSAGES.emailInvalid],
      ['/api/v1/customers/lookup?phone=12', V1_MESSAGES.phoneInvalid],
    ];
    for (const [path, message] of cases) {
      const res = await till.get(path);
      expect([path, res.status, res.body.error.message]).toEqual([path, 400, message]);
    }
  });
});
