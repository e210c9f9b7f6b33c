import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import {
  normalizePhone,
  PORTAL_MAX_WRONG_PINS,
  PORTAL_MAX_WRONG_PINS_PER_DAY,
  PORTAL_MESSAGES,
} from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { businesses, customers, portalPinResets } from '../src/db/schema/index.ts';
import type { TQueue } from '../src/jobs/queue.ts';
import { PORTAL_JOBS } from '../src/portal/index.ts';
import { PORTAL_COOKIE } from '../src/portal/portal-cookie.ts';
import { addCustomer } from './factories/customers.ts';
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

/** Every PIN check is a deliberate scrypt (about half a second on a busy machine), and these tests make dozens. */
const SLOW = 180_000;

let t: TTestApp;
let send: MockInstance<TQueue['send']>;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
  send = vi.spyOn(t.deps.queue, 'send');
});
afterAll(() => t?.stop());

/** Each try from a client of its own: a fresh address, so only the per-customer and per-phone counts can refuse. */
const login = (phone: string, pin: string, c: TClient = client(t.app)) => c.post('/api/portal/login', { phone, pin });

/** A business with a customer on `phone` whose PIN the staff set at the counter. */
async function shopWithCustomer(companyName: string, phone: string, pin: string) {
  const biz = await newBusiness(t, { companyName });
  const customer = await addCustomer(biz.client, { phone });
  expect((await biz.client.put(`/api/customers/${customer.id}/pin`, { pin })).status).toBe(204);
  return { ...biz, customer };
}

/** Anyone joining a business through its public QR form, with any phone and a PIN of their choosing. */
async function enrolThroughForm(companyName: string, phone: string, pin: string) {
  const biz = await newBusiness(t, { companyName });
  await newProgram(biz.client, { name: 'Coffee Card', type: 'stamp_card' });
  const qr = await newQrCode(biz.client);
  const res = await client(t.app).post(`/api/public/signup-form/${qr.code}`, enrolmentBody({ phone, pin }));
  expect(res.status).toBe(201);
  const [row] = await t.db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, biz.businessId), eq(customers.phone, normalizePhone(phone) ?? '')));
  return { ...biz, customer: row };
}

/** The reset codes texted to `e164`, newest first, read from the outbox as the super admin. */
async function resetCode(e164: string): Promise<string> {
  const admin = await superAdminClient(t);
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(e164)}`);
    const texts = (res.body.messages as { channel: string; text: string }[]).filter(
      (m) => m.channel === 'sms' && m.text.includes('PIN reset code'),
    );
    return texts.length > 0 ? (/code is (\d{6})\./.exec(texts[0].text)?.[1] ?? '') : undefined;
  });
}

function expectRefused(res: { status: number; body: { error: { message: string } } }, status: number, message: string) {
  expect([res.status, res.body.error?.message]).toEqual([status, message]);
}

describe('the PIN lock counts per customer, never per phone alone', () => {
  it(
    "signing in at another business with a PIN of one's own choosing never clears the victim's lock",
    async () => {
      const phone = randomPhone();
      const victim = await shopWithCustomer('Bean There', phone.typed, '1357');
      // The attacker enrols the victim's number at another business with a PIN they know.
      const attacker = await enrolThroughForm('Crumbs', phone.typed, '9999');

      for (let i = 0; i < PORTAL_MAX_WRONG_PINS; i++) {
        expectRefused(await login(phone.typed, `000${i}`), 401, PORTAL_MESSAGES.invalidPin);
        const between = await login(phone.typed, '9999');
        expect(between.status).toBe(200);
        expect(between.body).toEqual({
          status: 'signed_in',
          choices: [{ customerId: attacker.customer.id, businessName: 'Crumbs' }],
        });
      }

      const c = client(t.app);
      const right = await login(phone.typed, '1357', c);
      expectRefused(right, 429, PORTAL_MESSAGES.locked);
      expect(right.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(c.cookies.has(PORTAL_COOKIE)).toBe(false);
      expect(
        (await t.db.select().from(customers).where(eq(customers.id, victim.customer.id)))[0].lastLoginAt,
      ).toBeNull();

      // The attacker's own customer still opens, and only that one.
      expect((await login(phone.typed, '9999')).body.choices).toEqual([
        { customerId: attacker.customer.id, businessName: 'Crumbs' },
      ]);
    },
    SLOW,
  );

  it(
    'a person with a different PIN at two businesses does not lock one by signing in to the other',
    async () => {
      const phone = randomPhone();
      const a = await shopWithCustomer('Bean There', phone.typed, '1111');
      const b = await shopWithCustomer('Crumbs', phone.typed, '2222');
      for (let i = 0; i < PORTAL_MAX_WRONG_PINS + 1; i++) {
        expect((await login(phone.typed, '1111')).body.choices).toEqual([
          { customerId: a.customer.id, businessName: 'Bean There' },
        ]);
      }
      const atB = await login(phone.typed, '2222');
      expect(atB.status).toBe(200);
      expect(atB.body.choices).toEqual([{ customerId: b.customer.id, businessName: 'Crumbs' }]);
    },
    SLOW,
  );

  it(
    "staff setting a PIN at one business clears that customer's lock only",
    async () => {
      const phone = randomPhone();
      await shopWithCustomer('Bean There', phone.typed, '1357');
      const other = await enrolThroughForm('Crumbs', phone.typed, '9999');
      for (let i = 0; i < PORTAL_MAX_WRONG_PINS; i++) {
        expectRefused(await login(phone.typed, `000${i}`), 401, PORTAL_MESSAGES.invalidPin);
      }
      expectRefused(await login(phone.typed, '1357'), 429, PORTAL_MESSAGES.locked);

      expect((await other.client.put(`/api/customers/${other.customer.id}/pin`, { pin: '4444' })).status).toBe(204);
      expectRefused(await login(phone.typed, '1357'), 429, PORTAL_MESSAGES.locked);
      expect((await login(phone.typed, '4444')).body).toEqual({
        status: 'signed_in',
        choices: [{ customerId: other.customer.id, businessName: 'Crumbs' }],
      });
    },
    SLOW,
  );

  it(
    'parallel guesses check at most the allowed number of PINs',
    async () => {
      const phone = randomPhone();
      await shopWithCustomer('Bean There', phone.typed, '1357');
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(phone.typed, `${2000 + i}`)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(PORTAL_MAX_WRONG_PINS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PORTAL_MAX_WRONG_PINS);
      expectRefused(await login(phone.typed, '1357'), 429, PORTAL_MESSAGES.locked);
    },
    SLOW,
  );
});

describe('a number no customer has', () => {
  it(
    'answers "not found" until it locks like a known one',
    async () => {
      const phone = randomPhone();
      for (let i = 0; i < PORTAL_MAX_WRONG_PINS; i++) {
        expectRefused(await login(phone.typed, '4821'), 404, PORTAL_MESSAGES.phoneNotFound);
      }
      const sixth = await login(phone.typed, '4821');
      expectRefused(sixth, 429, PORTAL_MESSAGES.locked);
      expect(sixth.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'answers after the same PIN check as a wrong PIN for a known number (against a hash no PIN opens)',
    async () => {
      const known = randomPhone();
      await shopWithCustomer('Bean There', known.typed, '1357');
      // The tests hash at a low cost, so timing would say little here: each answer is shown to wait on exactly one
      // scrypt (Node's, counted at its edge), which at the app's cost is what makes both answers take as long.
      const scrypts = countScrypts();
      try {
        const checksOf = async (phone: string) => {
          const before = scrypts.count;
          const res = await login(phone, '2468');
          return { status: res.status, scrypts: scrypts.count - before };
        };
        expect(await checksOf(known.typed)).toEqual({ status: 401, scrypts: 1 });
        expect(await checksOf(randomPhone().typed)).toEqual({ status: 404, scrypts: 1 });
      } finally {
        scrypts.restore();
      }
    },
    SLOW,
  );
});

/** Counts Node's scrypt calls in this process until restored (the named imports follow: syncBuiltinESMExports). */
function countScrypts() {
  const real = crypto.scrypt;
  const counter = {
    count: 0,
    restore: () => {
      crypto.scrypt = real;
      syncBuiltinESMExports();
    },
  };
  crypto.scrypt = ((...args: Parameters<typeof real>) => {
    counter.count += 1;
    return real(...args);
  }) as typeof real;
  syncBuiltinESMExports();
  return counter;
}

describe("the phone's daily ceiling", () => {
  it(
    `after ${PORTAL_MAX_WRONG_PINS_PER_DAY} wrong PINs a day only a texted code signs in; staff cannot lift it`,
    async () => {
      const phone = randomPhone();
      const a = await shopWithCustomer('Bean There', phone.typed, '1111');
      const b = await shopWithCustomer('Crumbs', phone.typed, '2222');
      const rounds = PORTAL_MAX_WRONG_PINS_PER_DAY / PORTAL_MAX_WRONG_PINS;
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < PORTAL_MAX_WRONG_PINS; i++) {
          expectRefused(await login(phone.typed, `90${round}${i}`), 401, PORTAL_MESSAGES.invalidPin);
        }
        // Both businesses' staff set the PINs again: each opens its own customer's lock.
        expect((await a.client.put(`/api/customers/${a.customer.id}/pin`, { pin: '1111' })).status).toBe(204);
        expect((await b.client.put(`/api/customers/${b.customer.id}/pin`, { pin: '2222' })).status).toBe(204);
      }

      const c = client(t.app);
      const right = await login(phone.typed, '1111', c);
      expectRefused(right, 429, PORTAL_MESSAGES.pinDailyLimit);
      expect(c.cookies.has(PORTAL_COOKIE)).toBe(false);
      expectRefused(await login(phone.typed, '2222'), 429, PORTAL_MESSAGES.pinDailyLimit);

      // Forgot PIN: the texted code proves the person holds the phone, and lifts the ceiling.
      const portal = client(t.app);
      expect((await portal.post('/api/portal/pin-reset/request', { phone: phone.typed })).status).toBe(200);
      const code = await resetCode(phone.e164);
      const confirmed = await portal.post('/api/portal/pin-reset/confirm', { phone: phone.typed, code, pin: '3579' });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.status).toBe('choose');
      expect((await login(phone.typed, '3579')).body.choices).toHaveLength(2);
    },
    SLOW,
  );
});

describe('a PIN reset by texted code', () => {
  it(
    "ends every open portal session of the phone's customers",
    async () => {
      const phone = randomPhone();
      await shopWithCustomer('Bean There', phone.typed, '1357');
      const thief = client(t.app);
      expect((await login(phone.typed, '1357', thief)).status).toBe(200);
      expect((await thief.get('/api/portal/dashboard')).status).toBe(200);

      const owner = client(t.app);
      await owner.post('/api/portal/pin-reset/request', { phone: phone.typed });
      const code = await resetCode(phone.e164);
      expect(
        (await owner.post('/api/portal/pin-reset/confirm', { phone: phone.typed, code, pin: '8642' })).status,
      ).toBe(200);

      const after = await thief.get('/api/portal/dashboard');
      expectRefused(after, 401, PORTAL_MESSAGES.notSignedIn);
      expect((await owner.get('/api/portal/dashboard')).status).toBe(200);
    },
    SLOW,
  );
});

describe('a suspended business', () => {
  const suspend = (businessId: string) =>
    t.db.update(businesses).set({ suspendedAt: sql`now()` }).where(eq(businesses.id, businessId));

  /** The reset-code jobs this app queued for `to`. */
  const resetJobsTo = (to: string) =>
    send.mock.calls.filter(
      ([name, data]) => name === PORTAL_JOBS.sendPinResetCode && (data as { to?: string }).to === to,
    );

  it(
    'keeps its customers out of the portal and texts them no reset code',
    async () => {
      const phone = randomPhone();
      const s = await shopWithCustomer('Bean There', phone.typed, '1357');
      const portal = client(t.app);
      expect((await login(phone.typed, '1357', portal)).status).toBe(200);
      await suspend(s.businessId);

      expectRefused(await portal.get('/api/portal/dashboard'), 403, PORTAL_MESSAGES.portalPaused);
      const c = client(t.app);
      expectRefused(await login(phone.typed, '1357', c), 403, PORTAL_MESSAGES.portalPaused);
      expect(c.cookies.has(PORTAL_COOKIE)).toBe(false);

      const asked = await client(t.app).post('/api/portal/pin-reset/request', { phone: phone.typed });
      expect(asked).toMatchObject({ status: 200, body: { ok: true } });
      expect(resetJobsTo(phone.e164)).toEqual([]);
      expect(
        await t.db
          .select()
          .from(portalPinResets)
          .where(eq(portalPinResets.authPhone, phone.e164.slice(1))),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    'leaves out the suspended business and texts in the name of the next one',
    async () => {
      const phone = randomPhone();
      const first = await shopWithCustomer('Bean There', phone.typed, '1357');
      const next = await shopWithCustomer('Crumbs', phone.typed, '1357');
      const before = client(t.app);
      expect((await login(phone.typed, '1357', before)).body.status).toBe('choose');
      await suspend(first.businessId);

      // A session opened before the suspension cannot pick it any more.
      const picked = await before.post('/api/portal/choose', { customerId: first.customer.id });
      expectRefused(picked, 403, PORTAL_MESSAGES.portalPaused);
      expect((await before.post('/api/portal/choose', { customerId: next.customer.id })).status).toBe(200);

      expect((await login(phone.typed, '1357')).body).toEqual({
        status: 'signed_in',
        choices: [{ customerId: next.customer.id, businessName: 'Crumbs' }],
      });
      await client(t.app).post('/api/portal/pin-reset/request', { phone: phone.typed });
      const jobs = resetJobsTo(phone.e164);
      expect(jobs).toHaveLength(1);
      expect(jobs[0][1]).toMatchObject({ businessId: next.businessId, businessName: 'Crumbs' });
    },
    SLOW,
  );
});
