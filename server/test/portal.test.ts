import { createHash, randomUUID } from 'node:crypto';
import { normalizePhone, PORTAL_MAX_WRONG_PINS, PORTAL_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { businesses, customers, portalPinResets, portalSessions } from '../src/db/schema/index.ts';
import type { TQueue } from '../src/jobs/queue.ts';
import { PORTAL_JOBS } from '../src/portal/index.ts';
import { PORTAL_COOKIE } from '../src/portal/portal-cookie.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
let send: MockInstance<TQueue['send']>;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
  // Records the ids of the jobs this app queues: the only rows of pgboss.job this file looks at.
  send = vi.spyOn(t.deps.queue, 'send');
});
afterAll(() => t?.stop());

const key = () => randomUUID();
const login = (c: TClient, phone: string, pin: string) => c.post('/api/portal/login', { phone, pin });

/** A business on the Agency plan (no program limit) with a 2-stamp card and a QR code. */
async function shop(companyName = 'Bean There') {
  const biz = await newBusiness(t, { tierName: 'Agency', companyName });
  const card = await newProgram(biz.client, {
    name: 'Coffee Card',
    type: 'stamp_card',
    config: { stampsRequired: 2, rewardDescription: 'a free latte', cooldownMinutes: 0, dailyLimit: 0 },
  });
  const qr = await newQrCode(biz.client);
  return { ...biz, card, qr };
}

/** A customer joining through the shop's public QR form with a PIN; returns their row. */
async function enrol(s: Awaited<ReturnType<typeof shop>>, phone: string, pin = '4821', firstName = 'Maya') {
  const res = await client(t.app).post(
    `/api/public/signup-form/${s.qr.code}`,
    enrolmentBody({ phone, pin, firstName }),
  );
  if (res.status !== 201) throw new Error(`enrol failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [row] = await t.db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, s.businessId), eq(customers.phone, normalizePhone(phone) ?? '')));
  return row;
}

async function customerRow(id: string) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The reset codes texted to `e164`, newest first, read from the outbox as the super admin. */
async function resetCodes(e164: string, atLeast = 1): Promise<{ code: string; text: string }[]> {
  const admin = await superAdminClient(t);
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(e164)}`);
    const texts = (res.body.messages as { channel: string; text: string }[])
      .filter((m) => m.channel === 'sms' && m.text.includes('PIN reset code'))
      .map((m) => ({ text: m.text, code: /code is (\d{6})\./.exec(m.text)?.[1] ?? '' }));
    return texts.length >= atLeast ? texts : undefined;
  });
}

describe('portal login', () => {
  it('lists their latest actions that still stand, newest first, a purchase with its amount and currency', async () => {
    const s = await shop();
    const phone = randomPhone();
    const maya = await enrol(s, phone.typed);
    const portal = client(t.app);
    expect((await login(portal, phone.typed, '4821')).status).toBe(200);
    expect((await portal.get('/api/portal/dashboard')).body.recentActivity).toEqual([]);

    await s.client.post(`/api/customers/${maya.id}/visits`, { idempotencyKey: key() });
    const bought = await s.client.post(`/api/customers/${maya.id}/purchases`, { idempotencyKey: key(), amount: 4.5 });
    const undone = await s.client.post(`/api/customers/${maya.id}/purchases`, { idempotencyKey: key(), amount: 9 });
    expect((await s.client.post(`/api/loyalty/actions/${undone.body.actionId}/undo`, {})).status).toBe(200);
    const activity = (await portal.get('/api/portal/dashboard')).body.recentActivity;
    expect(
      activity.map((a: { kind: string; amount: number | null; currency: string | null }) => [
        a.kind,
        a.amount,
        a.currency,
      ]),
    ).toEqual([
      ['purchase', 4.5, 'USD'],
      ['visit', null, null],
    ]);
    expect(activity[0]).toMatchObject({ id: bought.body.actionId });
    // What each gave, as numbers and names (the portal says them in the customer's language): the purchase completed
    // the 2-stamp card (a stamp, and its reward), the visit stamped it once.
    expect(bought.body.changes).toEqual(['Stamp 2 of 2', 'Reward earned: a free latte']);
    expect(activity.map((a: { gains: unknown }) => a.gains)).toEqual([
      { points: 0, stamps: 1, rewardsEarned: ['a free latte'], redeemed: null },
      { points: 0, stamps: 1, rewardsEarned: [], redeemed: null },
    ]);
  });

  it('signs in with the phone typed any way, sets the cookie and shows programs and rewards', async () => {
    const s = await shop();
    const phone = randomPhone();
    // Joined as +1 415…; logs in as (415) ….
    const maya = await enrol(s, `+1 ${phone.e164.slice(2, 5)} ${phone.e164.slice(5, 8)} ${phone.e164.slice(8)}`);
    const paused = await newProgram(s.client, { name: 'Old Points', type: 'points' });
    expect((await s.client.post(`/api/customers/${maya.id}/visits`, { idempotencyKey: key() })).status).toBe(201);
    await s.client.patch(`/api/programs/${paused.id}/status`, { status: 'paused' });
    const later = await newProgram(s.client, { name: 'Tea Club', type: 'stamp_card', config: { stampsRequired: 4 } });
    const bodies: unknown[] = [];

    const portal = client(t.app);
    const res = await login(portal, phone.typed, '4821');
    bodies.push(res.body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'signed_in', choices: [{ customerId: maya.id, businessName: 'Bean There' }] });
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith(`${PORTAL_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // APP_URL is http:// in tests.
    expect(cookie).not.toMatch(/Secure/i);
    expect((await customerRow(maya.id)).lastLoginAt).toBeInstanceOf(Date);
    // Only the token's hash is stored.
    const token = portal.cookies.get(PORTAL_COOKIE) ?? '';
    expect(token.length).toBeGreaterThan(30);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    expect(await t.db.select().from(portalSessions).where(eq(portalSessions.tokenHash, tokenHash))).toHaveLength(1);
    expect(await t.db.select().from(portalSessions).where(eq(portalSessions.tokenHash, token))).toHaveLength(0);

    const first = await portal.get('/api/portal/dashboard');
    bodies.push(first.body);
    expect(first.status).toBe(200);
    expect(first.body.businessName).toBe('Bean There');
    // No country chosen yet: the server's default region (DEFAULT_PHONE_REGION, US here).
    expect(first.body.country).toBe('US');
    expect(first.body.customer).toMatchObject({
      firstName: 'Maya',
      uniqueCustomerId: maya.uniqueCustomerId,
      phone: phone.e164,
      totalVisits: 1,
    });
    expect(first.body.programs).toEqual([
      expect.objectContaining({
        id: s.card.id,
        name: 'Coffee Card',
        type: 'stamp_card',
        status: 'active',
        description: 'Collect 2 stamps for a free latte',
        stampsCurrent: 1,
        stampsRequired: 2,
        progressPercent: 50,
        lastActivityAt: expect.any(String),
        discount: null,
      }),
      // Joined at sign-up, paused since: still shown, with its status.
      expect.objectContaining({ id: paused.id, status: 'paused', progressPercent: 0 }),
      // Launched after they joined: shown with nothing collected yet.
      expect.objectContaining({
        id: later.id,
        status: 'active',
        stampsCurrent: 0,
        stampsRequired: 4,
        progressPercent: 0,
        lastActivityAt: null,
      }),
    ]);
    expect(first.body.rewards).toEqual([]);

    // The card completes at the counter: the reward shows, then shows as redeemed.
    const done = await s.client.post(`/api/customers/${maya.id}/visits`, { idempotencyKey: key() });
    expect(done.body.changes).toContain('Reward earned: a free latte');
    const earned = await portal.get('/api/portal/dashboard');
    expect(earned.body.programs[0]).toMatchObject({ stampsCurrent: 0, progressPercent: 0 });
    expect(earned.body.rewards).toEqual([
      expect.objectContaining({ name: 'a free latte', status: 'earned', programName: 'Coffee Card' }),
    ]);
    const rewardId = earned.body.rewards[0].id;
    const redeem = await s.client.post(`/api/customers/${maya.id}/rewards/redeem`, { idempotencyKey: key(), rewardId });
    expect(redeem.status).toBe(201);
    const after = await portal.get('/api/portal/dashboard');
    bodies.push(after.body);
    expect(after.body.rewards).toEqual([
      expect.objectContaining({ id: rewardId, status: 'redeemed', redeemedAt: expect.any(String) }),
    ]);
    expect(after.body.recentActivity[0]).toMatchObject({
      kind: 'redeem',
      gains: { points: 0, stamps: 0, rewardsEarned: [], redeemed: 'a free latte' },
    });

    // The PIN's hash never leaves the server.
    const { authPin } = await customerRow(maya.id);
    expect(authPin).toBeTruthy();
    for (const body of bodies) {
      expect(JSON.stringify(body)).not.toContain(authPin);
      expect(JSON.stringify(body)).not.toContain('authPin');
    }
  });

  it('shows an earned reward past its expiry as expired, and never a voided one', async () => {
    const s = await shop();
    const phone = randomPhone();
    const maya = await enrol(s, phone.typed);
    await s.client.post(`/api/customers/${maya.id}/visits`, { idempotencyKey: key() });
    const done = await s.client.post(`/api/customers/${maya.id}/visits`, { idempotencyKey: key() });
    const [reward] = done.body.standing.rewards;
    await t.db.execute(
      sql`update customer_rewards set expires_at = now() - interval '1 day' where id = ${reward.id}::uuid`,
    );
    const portal = client(t.app);
    await login(portal, phone.typed, '4821');
    expect((await portal.get('/api/portal/dashboard')).body.rewards).toEqual([
      expect.objectContaining({ id: reward.id, status: 'expired' }),
    ]);
    await t.db.execute(sql`update customer_rewards set status = 'void' where id = ${reward.id}::uuid`);
    expect((await portal.get('/api/portal/dashboard')).body.rewards).toEqual([]);
  });

  it('answers each refusal with its message', async () => {
    const s = await shop();
    const phone = randomPhone();
    const maya = await enrol(s, phone.typed);
    const c = client(t.app);

    const unknown = await login(c, randomPhone().typed, '4821');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(PORTAL_MESSAGES.phoneNotFound);
    expect((await login(c, 'not a phone', '4821')).body.error.message).toBe(PORTAL_MESSAGES.phoneNotFound);

    const wrong = await login(c, phone.typed, '0000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(PORTAL_MESSAGES.invalidPin);
    expect(c.cookies.has(PORTAL_COOKIE)).toBe(false);

    const letters = await login(c, phone.typed, '12ab');
    expect(letters.status).toBe(400);
    expect(letters.body.error.message).toBe(PORTAL_MESSAGES.pinDigits);
    expect((await login(c, '', '4821')).body.error.message).toBe(PORTAL_MESSAGES.phoneRequired);

    await t.db.update(customers).set({ portalEnabled: false }).where(eq(customers.id, maya.id));
    const disabled = await login(c, phone.typed, '4821');
    expect(disabled.status).toBe(403);
    expect(disabled.body.error.message).toBe(PORTAL_MESSAGES.portalDisabled);
    expect(c.cookies.has(PORTAL_COOKIE)).toBe(false);
    expect((await customerRow(maya.id)).lastLoginAt).toBeNull();
  });

  it(`locks a phone after ${PORTAL_MAX_WRONG_PINS} wrong PINs, from any address, even for the right PIN`, async () => {
    const s = await shop();
    const phone = randomPhone();
    await enrol(s, phone.typed);
    const first = client(t.app);
    for (let i = 0; i < PORTAL_MAX_WRONG_PINS; i++) {
      const res = await login(first, phone.typed, '1111');
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(PORTAL_MESSAGES.invalidPin);
      // Said with every wrong PIN: 4, 3, 2, 1, then none.
      expect(res.body.error.details).toEqual({ triesLeft: PORTAL_MAX_WRONG_PINS - 1 - i });
    }
    const elsewhere = client(t.app);
    const locked = await login(elsewhere, phone.typed, '4821');
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(PORTAL_MESSAGES.locked);
    expect(locked.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(elsewhere.cookies.has(PORTAL_COOKIE)).toBe(false);
    expect((await login(first, phone.typed, '4821')).status).toBe(429);

    // Another phone is not affected.
    const other = randomPhone();
    await enrol(s, other.typed);
    expect((await login(first, other.typed, '4821')).status).toBe(200);
  });

  it('clears the count of wrong PINs on a right one', async () => {
    const s = await shop();
    const phone = randomPhone();
    await enrol(s, phone.typed);
    const c = client(t.app);
    for (let i = 0; i < PORTAL_MAX_WRONG_PINS - 1; i++) expect((await login(c, phone.typed, '1111')).status).toBe(401);
    expect((await login(c, phone.typed, '4821')).status).toBe(200);
    for (let i = 0; i < PORTAL_MAX_WRONG_PINS - 1; i++) expect((await login(c, phone.typed, '1111')).status).toBe(401);
    expect((await login(c, phone.typed, '4821')).status).toBe(200);
  });
});

describe('a phone in several businesses', () => {
  it('offers the businesses whose PIN matched, and shows only the one chosen', async () => {
    const cafe = await shop('Bean There');
    const bakery = await shop('Crumbs');
    const gym = await shop('Lift');
    const phone = randomPhone();
    const atCafe = await enrol(cafe, phone.typed, '4821');
    const atBakery = await enrol(bakery, phone.typed, '4821', 'Maya B');
    // A different PIN at the gym: it is not opened by this one.
    await enrol(gym, phone.typed, '9999');
    const stranger = await enrol(cafe, randomPhone().typed, '4821', 'Sam');

    const portal = client(t.app);
    const res = await login(portal, phone.typed, '4821');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('choose');
    expect(res.body.choices).toEqual([
      { customerId: atCafe.id, businessName: 'Bean There' },
      { customerId: atBakery.id, businessName: 'Crumbs' },
    ]);
    expect(portal.cookies.has(PORTAL_COOKIE)).toBe(true);
    // Nothing to show until a business is chosen.
    const unchosen = await portal.get('/api/portal/dashboard');
    expect(unchosen.status).toBe(401);
    expect(unchosen.body.error.message).toBe(PORTAL_MESSAGES.notSignedIn);
    expect((await customerRow(atCafe.id)).lastLoginAt).toBeNull();

    // Only the customers the PIN opened can be chosen: not another person's id, not an unknown one.
    for (const customerId of [stranger.id, randomUUID()]) {
      const refused = await portal.post('/api/portal/choose', { customerId });
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(PORTAL_MESSAGES.chooseBusiness);
    }

    const chosen = await portal.post('/api/portal/choose', { customerId: atBakery.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({
      status: 'signed_in',
      choices: [{ customerId: atBakery.id, businessName: 'Crumbs' }],
    });
    expect((await customerRow(atBakery.id)).lastLoginAt).toBeInstanceOf(Date);
    const dashboard = await portal.get('/api/portal/dashboard');
    expect(dashboard.body).toMatchObject({
      businessName: 'Crumbs',
      customer: { firstName: 'Maya B', uniqueCustomerId: atBakery.uniqueCustomerId },
    });
    expect(dashboard.body.programs.map((p: { id: string }) => p.id)).toEqual([bakery.card.id]);

    // Switching to the other business they opened.
    expect((await portal.post('/api/portal/choose', { customerId: atCafe.id })).status).toBe(200);
    expect((await portal.get('/api/portal/dashboard')).body.businessName).toBe('Bean There');
  });

  it('signs straight in to the one business whose PIN matched', async () => {
    const cafe = await shop('Bean There');
    const gym = await shop('Lift');
    const phone = randomPhone();
    await enrol(cafe, phone.typed, '4821');
    const atGym = await enrol(gym, phone.typed, '9999');
    const portal = client(t.app);
    const res = await login(portal, phone.typed, '9999');
    expect(res.body).toEqual({ status: 'signed_in', choices: [{ customerId: atGym.id, businessName: 'Lift' }] });
    expect((await portal.get('/api/portal/dashboard')).body.businessName).toBe('Lift');
  });

  it('leaves out a business that turned the portal off for them', async () => {
    const cafe = await shop('Bean There');
    const bakery = await shop('Crumbs');
    const phone = randomPhone();
    const atCafe = await enrol(cafe, phone.typed);
    const atBakery = await enrol(bakery, phone.typed);
    await t.db.update(customers).set({ portalEnabled: false }).where(eq(customers.id, atCafe.id));
    const res = await login(client(t.app), phone.typed, '4821');
    expect(res.body).toEqual({ status: 'signed_in', choices: [{ customerId: atBakery.id, businessName: 'Crumbs' }] });
  });
});

describe('the portal session', () => {
  it("shows only the signed-in customer, never another person's data", async () => {
    const s = await shop();
    const phone = randomPhone();
    const maya = await enrol(s, phone.typed, '4821', 'Maya');
    const sam = await enrol(s, randomPhone().typed, '4821', 'Sam');
    await s.client.post(`/api/customers/${sam.id}/visits`, { idempotencyKey: key() });
    await s.client.post(`/api/customers/${sam.id}/visits`, { idempotencyKey: key() });

    const portal = client(t.app);
    await login(portal, phone.typed, '4821');
    const dashboard = await portal.get('/api/portal/dashboard');
    expect(dashboard.body.customer).toMatchObject({ firstName: 'Maya', uniqueCustomerId: maya.uniqueCustomerId });
    expect(dashboard.body.rewards).toEqual([]);
    expect(dashboard.body.programs[0].stampsCurrent).toBe(0);
    expect(JSON.stringify(dashboard.body)).not.toContain(sam.uniqueCustomerId);

    const choose = await portal.post('/api/portal/choose', { customerId: sam.id });
    expect(choose.status).toBe(404);
    expect((await portal.get('/api/portal/dashboard')).body.customer.firstName).toBe('Maya');

    // The business session's cookie is no portal session.
    const asOwner = await s.client.get('/api/portal/dashboard');
    expect(asOwner.status).toBe(401);
  });

  it('needs the portal cookie', async () => {
    const anon = client(t.app);
    for (const res of [
      await anon.get('/api/portal/dashboard'),
      await anon.post('/api/portal/choose', { customerId: randomUUID() }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(PORTAL_MESSAGES.notSignedIn);
    }
    anon.cookies.set(PORTAL_COOKIE, 'made-up-token');
    expect((await anon.get('/api/portal/dashboard')).status).toBe(401);
  });

  it('ends at logout: the row goes and the cookie is cleared', async () => {
    const s = await shop();
    const phone = randomPhone();
    await enrol(s, phone.typed);
    const portal = client(t.app);
    await login(portal, phone.typed, '4821');
    const token = portal.cookies.get(PORTAL_COOKIE) ?? '';
    const tokenHash = createHash('sha256').update(token).digest('hex');

    const out = await portal.post('/api/portal/logout');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((h) => h.startsWith(`${PORTAL_COOKIE}=;`))).toBe(true);
    expect(portal.cookies.has(PORTAL_COOKIE)).toBe(false);
    expect(await t.db.select().from(portalSessions).where(eq(portalSessions.tokenHash, tokenHash))).toHaveLength(0);
    expect((await portal.get('/api/portal/dashboard')).status).toBe(401);
    // A copy of the old cookie opens nothing either.
    const copy = client(t.app);
    copy.cookies.set(PORTAL_COOKIE, token);
    expect((await copy.get('/api/portal/dashboard')).status).toBe(401);
    // Signing out again, or without a session, is fine.
    expect((await portal.post('/api/portal/logout')).status).toBe(204);
  });

  it('refuses a customer whose portal was turned off after they signed in', async () => {
    const s = await shop();
    const phone = randomPhone();
    const maya = await enrol(s, phone.typed);
    const portal = client(t.app);
    await login(portal, phone.typed, '4821');
    expect((await portal.get('/api/portal/dashboard')).status).toBe(200);
    await t.db.update(customers).set({ portalEnabled: false }).where(eq(customers.id, maya.id));
    const res = await portal.get('/api/portal/dashboard');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(PORTAL_MESSAGES.portalDisabled);
  });

  it('replaces the session the browser had when it signs in again', async () => {
    const s = await shop();
    const phone = randomPhone();
    await enrol(s, phone.typed);
    const portal = client(t.app);
    await login(portal, phone.typed, '4821');
    const old = portal.cookies.get(PORTAL_COOKIE) ?? '';
    await login(portal, phone.typed, '4821');
    expect(portal.cookies.get(PORTAL_COOKIE)).not.toBe(old);
    const oldHash = createHash('sha256').update(old).digest('hex');
    expect(await t.db.select().from(portalSessions).where(eq(portalSessions.tokenHash, oldHash))).toHaveLength(0);
  });
});

describe('forgot PIN', () => {
  /** The ids of the reset-code jobs this app queued to `to`. */
  async function resetJobIds(to: string): Promise<string[]> {
    const ids: string[] = [];
    for (const [i, [name, data]] of send.mock.calls.entries()) {
      const result = send.mock.results[i];
      if (name !== PORTAL_JOBS.sendPinResetCode || (data as { to?: string }).to !== to || result?.type !== 'return')
        continue;
      const id = await result.value;
      if (id) ids.push(id);
    }
    return ids;
  }

  it('texts a code and sets a new PIN with it in every business, signing in, without charging the business', async () => {
    const cafe = await shop('Bean There');
    const bakery = await shop('Crumbs');
    const phone = randomPhone();
    const atCafe = await enrol(cafe, phone.typed, '4821');
    const atBakery = await enrol(bakery, phone.typed, '7777');
    const [before] = await t.db.select().from(businesses).where(eq(businesses.id, cafe.businessId));

    const c = client(t.app);
    const res = await c.post('/api/portal/pin-reset/request', { phone: phone.typed });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const [sms] = await resetCodes(phone.e164);
    // One business name: the first the phone joined.
    expect(sms.text).toBe(`Bean There: your PIN reset code is ${sms.code}. It expires in 10 minutes.`);
    // Only the hash is stored.
    const [stored] = await t.db.select().from(portalPinResets).where(eq(portalPinResets.authPhone, atCafe.authPhone!));
    expect(JSON.stringify(stored)).not.toContain(sms.code);

    const wrongCode = sms.code === '000000' ? '000001' : '000000';
    const wrong = await c.post('/api/portal/pin-reset/confirm', { phone: phone.typed, code: wrongCode, pin: '2468' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(PORTAL_MESSAGES.codeInvalid);

    const portal = client(t.app);
    const done = await portal.post('/api/portal/pin-reset/confirm', {
      phone: phone.typed,
      code: sms.code,
      pin: '2468',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      status: 'choose',
      choices: [
        { customerId: atCafe.id, businessName: 'Bean There' },
        { customerId: atBakery.id, businessName: 'Crumbs' },
      ],
    });
    expect(portal.cookies.has(PORTAL_COOKIE)).toBe(true);
    const { authPin } = await customerRow(atCafe.id);
    expect(JSON.stringify(done.body)).not.toContain(authPin);

    // Used once.
    const again = await client(t.app).post('/api/portal/pin-reset/confirm', {
      phone: phone.typed,
      code: sms.code,
      pin: '1357',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(PORTAL_MESSAGES.codeInvalid);

    // The new PIN opens both businesses; the old ones open nothing.
    expect((await login(client(t.app), phone.typed, '4821')).status).toBe(401);
    expect((await login(client(t.app), phone.typed, '7777')).status).toBe(401);
    expect((await login(client(t.app), phone.typed, '2468')).body.choices).toHaveLength(2);

    // A security message: the business's SMS allowance and credits are untouched.
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, cafe.businessId));
    expect(after.usageSmsMonthly).toBe(before.usageSmsMonthly);
    expect(after.creditsRemaining).toBe(before.creditsRemaining);
  });

  it('answers the same for an unknown phone, and texts nothing', async () => {
    const phone = randomPhone();
    const res = await client(t.app).post('/api/portal/pin-reset/request', { phone: phone.typed });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await client(t.app).post('/api/portal/pin-reset/request', { phone: 'nonsense' })).status).toBe(200);
    const admin = await superAdminClient(t);
    expect((await admin.get(`/api/admin/outbox?to=${encodeURIComponent(phone.e164)}`)).body.messages).toEqual([]);
    expect(
      await t.db
        .select()
        .from(portalPinResets)
        .where(eq(portalPinResets.authPhone, phone.e164.slice(1))),
    ).toEqual([]);
  });

  it('voids a code after five wrong tries, and refuses an expired one', async () => {
    const s = await shop();
    const phone = randomPhone();
    await enrol(s, phone.typed);
    const c = client(t.app);
    await c.post('/api/portal/pin-reset/request', { phone: phone.typed });
    const [sms] = await resetCodes(phone.e164);
    const wrongCode = sms.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/api/portal/pin-reset/confirm', { phone: phone.typed, code: wrongCode, pin: '2468' });
      expect(res.status).toBe(400);
    }
    const voided = await c.post('/api/portal/pin-reset/confirm', { phone: phone.typed, code: sms.code, pin: '2468' });
    expect(voided.status).toBe(400);
    expect(voided.body.error.message).toBe(PORTAL_MESSAGES.codeInvalid);

    // A new code works again; past its ten minutes it does not.
    await c.post('/api/portal/pin-reset/request', { phone: phone.typed });
    const [fresh] = await resetCodes(phone.e164, 2);
    await t.db
      .update(portalPinResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalPinResets.authPhone, phone.e164.slice(1)));
    const expired = await c.post('/api/portal/pin-reset/confirm', {
      phone: phone.typed,
      code: fresh.code,
      pin: '2468',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(PORTAL_MESSAGES.codeInvalid);
    expect((await login(c, phone.typed, '4821')).status).toBe(200);
  });

  it('opens a phone that wrong PINs had locked', async () => {
    const s = await shop();
    const phone = randomPhone();
    await enrol(s, phone.typed);
    const c = client(t.app);
    for (let i = 0; i < PORTAL_MAX_WRONG_PINS; i++) await login(c, phone.typed, '1111');
    expect((await login(c, phone.typed, '4821')).status).toBe(429);
    await c.post('/api/portal/pin-reset/request', { phone: phone.typed });
    const [sms] = await resetCodes(phone.e164);
    const res = await c.post('/api/portal/pin-reset/confirm', { phone: phone.typed, code: sms.code, pin: '2468' });
    expect(res.status).toBe(200);
    expect((await login(client(t.app), phone.typed, '2468')).status).toBe(200);
  });

  it('limits codes per phone, whichever address asks', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 3; i++) {
      expect((await client(t.app).post('/api/portal/pin-reset/request', { phone: phone.typed })).status).toBe(200);
    }
    const fourth = await client(t.app).post('/api/portal/pin-reset/request', { phone: phone.typed });
    expect(fourth.status).toBe(429);
  });

  it('keeps no code in the job row once the text is sent', async () => {
    const s = await shop();
    const phone = randomPhone();
    await enrol(s, phone.typed);
    await client(t.app).post('/api/portal/pin-reset/request', { phone: phone.typed });
    const [sms] = await resetCodes(phone.e164);

    const rows = await eventually(async () => {
      const ids = await resetJobIds(phone.e164);
      if (ids.length === 0) return undefined;
      const result = (await t.db.execute(
        sql`select state::text as state, data::text as data from pgboss.job where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )) as unknown as { rows: { state: string; data: string }[] };
      return result.rows.length === ids.length && result.rows.every((r) => r.state === 'completed')
        ? result.rows
        : undefined;
    }, 20_000);
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(row.data).not.toContain(sms.code);
      expect(row.data).not.toContain(phone.e164);
      expect(JSON.parse(row.data)).toEqual({ redacted: true });
    }
    expect(t.logLines.join('')).not.toContain(`code is ${sms.code}`);
  });
});
