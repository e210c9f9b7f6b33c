import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, tenantMembers, tenants, users, verifications } from '../src/db/schema/index.ts';
import {
  client,
  eventually,
  newBusiness,
  queueDrained,
  startTestApp,
  superAdminClient,
  type TTestApp,
  uniqueEmail,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

async function freeTierId() {
  const res = await client(t.app).get('/api/tiers');
  return res.body.tiers.find((x: { name: string }) => x.name === 'Free').id as string;
}

describe('sign-up', () => {
  it('creates the user, tenant, business (active on Free, no trial) and admin membership, and signs in', async () => {
    const c = client(t.app);
    const email = uniqueEmail();
    const res = await c.post('/api/signup', {
      companyName: 'Bean There',
      email,
      password: 'secret1',
      tierId: await freeTierId(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ redirectTo: '/dashboard' });
    const cookie = res.headers.getSetCookie().find((x) => x.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.business).toMatchObject({
      companyName: 'Bean There',
      subscriptionStatus: 'active',
      tierName: 'Free',
      isTenantAdmin: true,
      trialEndsAt: null,
    });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, user.id));
    expect(biz).toMatchObject({
      usageCustomers: 0,
      usageSmsMonthly: 0,
      isTenantAdmin: true,
      subscriptionStatus: 'active',
      trialEndsAt: null,
    });
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.adminUserId, user.id));
    expect(tenant.companyName).toBe('Bean There');
    expect(biz.tenantId).toBe(tenant.id);
    const members = await t.db.select().from(tenantMembers).where(eq(tenantMembers.tenantId, tenant.id));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ userId: user.id, role: 'admin', status: 'active' });
    expect(members[0].acceptedAt).toBeInstanceOf(Date);
  });

  it('refuses a duplicate email with a clear message and creates nothing more', async () => {
    const { email } = await newBusiness(t);
    // Scoped to this test's company: on PostgreSQL every test file shares one database.
    const copycats = () => t.db.select({ n: count() }).from(tenants).where(eq(tenants.companyName, 'Copycat'));
    const before = await copycats();
    const res = await client(t.app).post('/api/signup', {
      companyName: 'Copycat',
      email: email.toUpperCase(),
      password: 'secret1',
      tierId: await freeTierId(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Sign in instead.',
    });
    const after = await copycats();
    expect(after[0].n).toBe(before[0].n);
  });

  it('validates fields with field details', async () => {
    const c = client(t.app);
    const short = await c.post('/api/signup', {
      companyName: 'X',
      email: uniqueEmail(),
      password: '12345',
      tierId: await freeTierId(),
    });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('VALIDATION');
    expect(short.body.error.details.password).toEqual(['Password must be at least 6 characters']);

    const noTier = await c.post('/api/signup', { companyName: 'X', email: uniqueEmail(), password: '123456' });
    expect(noTier.status).toBe(400);
    expect(noTier.body.error.message).toBe('Please select a subscription tier');

    const email = uniqueEmail();
    const badTier = await c.post('/api/signup', {
      companyName: 'X',
      email,
      password: '123456',
      tierId: '00000000-0000-0000-0000-000000000000',
    });
    expect(badTier.status).toBe(400);
    expect(badTier.body.error.message).toBe('Please select a subscription tier');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('rolls everything back when a step fails half-way', async () => {
    // A real failure inside the transaction: the database refuses this business row.
    await t.db.execute(
      sql.raw(`create or replace function refuse_fail_me() returns trigger language plpgsql as $$
        begin if new.company_name = 'FAIL_ME' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.db.execute(sql.raw('drop trigger if exists refuse_fail_me on businesses'));
    await t.db.execute(
      sql.raw(
        'create trigger refuse_fail_me before insert on businesses for each row execute function refuse_fail_me()',
      ),
    );
    const email = uniqueEmail();
    const res = await client(t.app).post('/api/signup', {
      companyName: 'FAIL_ME',
      email,
      password: '123456',
      tierId: await freeTierId(),
    });
    expect(res.status).toBe(500);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await t.db.select().from(tenants).where(eq(tenants.companyName, 'FAIL_ME'))).toHaveLength(0);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const { email, password } = await newBusiness(t, { companyName: 'Clip Joint' });
    const c = client(t.app);
    const res = await c.post('/api/login', { email, password });
    expect(res.status).toBe(200);
    expect(res.body.business.companyName).toBe('Clip Joint');
    expect((await c.get('/api/me')).status).toBe(200);
    expect((await c.post('/api/logout')).status).toBe(204);
    const after = await c.get('/api/me');
    expect(after.status).toBe(401);
    expect(after.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  });

  it('rejects a wrong password, then rate-limits repeated attempts', async () => {
    const { email } = await newBusiness(t);
    const c = client(t.app);
    const wrong = await c.post('/api/login', { email, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    for (let i = 0; i < 4; i++) await c.post('/api/login', { email, password: 'nope-nope' });
    const limited = await c.post('/api/login', { email, password: 'nope-nope' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });

  it('requires email and password', async () => {
    const res = await client(t.app).post('/api/login', { email: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Email and password are required');
  });

  it('never writes passwords to the log', async () => {
    const { email } = await newBusiness(t);
    await client(t.app).post('/api/login', { email, password: 'leaky-secret-42' });
    expect(t.logLines.join('')).not.toContain('leaky-secret-42');
    expect(t.logLines.join('')).not.toContain('correct-horse-1');
  });
});

describe('password reset', () => {
  it('emails a link through the outbox; the token sets a new password once', async () => {
    const { email, password } = await newBusiness(t);
    const anon = client(t.app);
    const req = await anon.post('/api/password-reset/request', { email });
    expect(req).toMatchObject({ status: 200, body: { ok: true } });

    const admin = await superAdminClient(t);
    const message = await eventually(async () => {
      const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
      return res.body.messages[0];
    });
    expect(message).toMatchObject({ channel: 'email', to: email, subject: 'Reset your Regulars password' });
    const token = /reset-password\?token=([^\s"&]+)/.exec(message.text)?.[1];
    expect(token).toBeTruthy();
    // Stored hashed: the token from the link appears nowhere in the database.
    const stored = await t.db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(decodeURIComponent(token!));

    const confirm = await anon.post('/api/password-reset/confirm', {
      token: decodeURIComponent(token!),
      password: 'brand-new-pw',
    });
    expect(confirm.status).toBe(200);
    expect((await anon.post('/api/login', { email, password: 'brand-new-pw' })).status).toBe(200);
    expect((await client(t.app).post('/api/login', { email, password })).status).toBe(401);

    const again = await anon.post('/api/password-reset/confirm', {
      token: decodeURIComponent(token!),
      password: 'other-pw-1',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'INVALID_TOKEN', message: 'This reset link is invalid or has expired' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await client(t.app).post('/api/password-reset/request', { email });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    // A reset email would be a job addressed to it: none is left to run, and none ran.
    await queueDrained(t, { to: email });
    const admin = await superAdminClient(t);
    expect((await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`)).body.messages).toHaveLength(0);
  });
});

describe('super admin', () => {
  it('is created from the environment with no business', async () => {
    const res = await (await superAdminClient(t)).get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuperAdmin: true, business: null, tenant: null, twoStepOwed: null });
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@regulars.test'));
    expect(await t.db.select().from(businesses).where(eq(businesses.id, admin.id))).toHaveLength(0);
  });

  it('alone reads the outbox', async () => {
    expect((await client(t.app).get('/api/admin/outbox')).status).toBe(401);
    const { client: owner } = await newBusiness(t);
    const forbidden = await owner.get('/api/admin/outbox');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    const admin = await superAdminClient(t);
    const ok = await admin.get('/api/admin/outbox');
    expect(ok.status).toBe(200);
    expect(Array.isArray(ok.body.messages)).toBe(true);
  });
});

describe('profile of a Google user without a business', () => {
  it('provisions a Free business (active, no trial) named after the user, once', async () => {
    // A user as better-auth creates one after Google sign-in: no business yet.
    const email = uniqueEmail('google');
    const id = crypto.randomUUID();
    await t.db.insert(users).values({ id, email, name: 'Dana Scully' });
    const { loadProfile } = await import('../src/auth/load-profile.ts');
    const [a, b] = await Promise.all([
      loadProfile({ db: t.db, user: { id, email, name: 'Dana Scully' }, defaultRegion: 'US' }),
      loadProfile({ db: t.db, user: { id, email, name: 'Dana Scully' }, defaultRegion: 'US' }),
    ]);
    expect(a.business).toMatchObject({
      companyName: 'Dana Scully',
      tierName: 'Free',
      subscriptionStatus: 'active',
      trialEndsAt: null,
    });
    expect(b.business?.id).toBe(a.business?.id);
    expect(await t.db.select().from(tenants).where(eq(tenants.adminUserId, id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(tenantMembers)
        .where(and(eq(tenantMembers.userId, id), eq(tenantMembers.role, 'admin'))),
    ).toHaveLength(1);
  });
});
