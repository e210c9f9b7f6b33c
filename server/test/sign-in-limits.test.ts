import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { invitationEmails, tokenFromEmail } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t?.stop());

describe("better-auth's own routes", () => {
  it('mounts none of its password routes, so our limits cannot be walked around', async () => {
    const { email, password } = await newBusiness(t);
    const c = client(t.app);
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/get-session',
    ]) {
      const res = await c.post(path, { email, password, newPassword: 'another-pass-1', token: 'x' });
      expect(res.status, path).toBe(404);
    }
    expect(c.cookies.size).toBe(0);
  });
});

describe('sign-in limits', () => {
  it('limits one account however many addresses guess its password', async () => {
    const { email } = await newBusiness(t);
    for (let i = 0; i < 3; i++) {
      expect((await client(t.app).post('/api/login', { email, password: `guess-${i}` })).status).toBe(401);
    }
    const limited = await client(t.app).post('/api/login', { email, password: 'guess-4' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('limits one address however many accounts it tries (five times an account budget)', async () => {
    const c = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++)
      statuses.push((await c.post('/api/login', { email: uniqueEmail(), password: 'x' })).status);
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(401));
    expect(statuses[15]).toBe(429);
  });

  it('clears an account after a successful sign-in', async () => {
    const { email, password } = await newBusiness(t);
    const c = client(t.app);
    await c.post('/api/login', { email, password: 'wrong-1' });
    await c.post('/api/login', { email, password: 'wrong-2' });
    expect((await c.post('/api/login', { email, password })).status).toBe(200);
    expect((await c.post('/api/login', { email, password: 'wrong-3' })).status).toBe(401);
    expect((await c.post('/api/login', { email, password: 'wrong-4' })).status).toBe(401);
  });

  it('reads the address from the right of X-Forwarded-For: a client cannot write itself a new one', async () => {
    const realIp = 'fd00::77:1';
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await t.app.request('/api/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // The client wrote the first entry; the trusted proxy appended the address it saw.
          'x-forwarded-for': `203.0.113.${i}, ${realIp}`,
        },
        body: JSON.stringify({ email: uniqueEmail(), password: 'x' }),
      });
      statuses.push(res.status);
    }
    expect(statuses[15]).toBe(429);
  });

  it('limits accepting an invitation by signing in, on the same account budget', async () => {
    const owner = await newBusiness(t, { tierName: 'Agency' });
    const existing = await newBusiness(t);
    await owner.client.post('/api/company/invitations', { email: existing.email });
    const token = tokenFromEmail((await invitationEmails(t, existing.email))[0].text);
    for (let i = 0; i < 3; i++) {
      const guess = { token, email: existing.email, password: `guess-${i}` };
      expect((await client(t.app).post('/api/invitations/accept/sign-in', guess)).status).toBe(401);
    }
    // The same account is now limited on the plain sign-in too, and the right password is not tried.
    expect(
      (await client(t.app).post('/api/login', { email: existing.email, password: existing.password })).status,
    ).toBe(429);
    const right = { token, email: existing.email, password: existing.password };
    expect((await client(t.app).post('/api/invitations/accept/sign-in', right)).status).toBe(429);
  });
});

describe('password reset limits', () => {
  it('limits reset emails per account across addresses', async () => {
    const { email } = await newBusiness(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await client(t.app).post('/api/password-reset/request', { email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits guessing reset tokens per address', async () => {
    const c = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await c.post('/api/password-reset/confirm', { token: `guess-${i}`, password: 'new-pass-1' })).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });
});

describe('the session', () => {
  it('is extended through better-auth once it is a day old, with a fresh cookie', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const [before] = await t.db.select().from(sessions).where(eq(sessions.userId, businessId));
    // As if the session had been made six days ago: one day left, past the daily update age.
    const oneDayLeft = new Date(Date.now() + 24 * 3600_000);
    await t.db.update(sessions).set({ expiresAt: oneDayLeft }).where(eq(sessions.id, before.id));

    const res = await c.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((h) => h.startsWith('better-auth.session_token='))).toBe(true);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, before.id));
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it('ends at once when its row is gone (signed out elsewhere, member removed)', async () => {
    const { client: c, businessId } = await newBusiness(t);
    expect((await c.get('/api/customers')).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, businessId));
    const res = await c.get('/api/customers');
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  });

  it('refuses a cookie whose signature does not match', async () => {
    const { client: c } = await newBusiness(t);
    const [name, value] = [...c.cookies].find(([k]) => k.endsWith('session_token')) ?? [];
    const token = decodeURIComponent(value ?? '').split('.')[0];
    const forged = encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`);
    const res = await t.app.request('/api/me', { headers: { cookie: `${name}=${forged}` } });
    expect(res.status).toBe(401);
  });
});
