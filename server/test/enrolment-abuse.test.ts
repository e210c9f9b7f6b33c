import {
  ENROLMENT_DAILY_LIMIT_MESSAGE,
  SIGNUP_FORM_LIMIT_MESSAGES,
  SIGNUP_FORM_SUSPENDED_MESSAGE,
  signupFormLimitNotice,
} from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_JOBS } from '../src/customers/index.ts';
import {
  businesses,
  customerConsents,
  customers,
  mailchimpConnections,
  outboxMessages,
  qrCodes,
} from '../src/db/schema/index.ts';
import { enrolmentDay } from '../src/enrolment/daily-ceiling.ts';
import { queueMailchimpSyncs } from '../src/mailchimp/sync-audience.ts';
import { MESSAGING_JOBS } from '../src/messaging/index.ts';
import { verifyPassword } from '../src/platform/password-hash.ts';
import { enrolmentBody, randomPhone, welcomeJobsFor } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, eventually, newBusiness, startIsolatedTestApp, type TTestApp } from './harness.ts';
import { startMailchimpStub, type TMailchimpStub } from './stubs/mailchimp-stub.ts';

let t: TTestApp;
let stub: TMailchimpStub;
beforeAll(async () => {
  stub = await startMailchimpStub();
  // Its own database on PostgreSQL: the nightly MailChimp run below reads every business of the database.
  t = await startIsolatedTestApp('enrolabuse', { MAILCHIMP_API_BASE: stub.url, ENROL_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t?.stop();
  await stub?.close();
});

/** The machine running the suite may be busy: each test signs up several businesses. */
const SLOW = 120_000;
const form = (code: string) => `/api/public/signup-form/${code}`;
const LIMIT_API = '/api/settings/signup-form';

async function customersOf(businessId: string) {
  return t.db.select().from(customers).where(eq(customers.businessId, businessId));
}

/** A business with a points program (25 welcome points) and a QR code. */
async function shop(opts: { tierName?: string; dailyLimit?: number } = {}) {
  const biz = await newBusiness(t, { tierName: opts.tierName ?? 'Pro', companyName: 'Corner Barber' });
  await newProgram(biz.client, { name: 'Cut Points', type: 'points', config: { welcomeBonus: 25 } });
  const qr = await newQrCode(biz.client);
  if (opts.dailyLimit !== undefined) {
    const set = await biz.client.put(LIMIT_API, { dailyLimit: opts.dailyLimit });
    expect(set.status).toBe(200);
  }
  return { ...biz, qr };
}

/** Jobs of one queue whose singleton key is `key` (pg-boss keeps settled jobs in its table). */
async function jobsWithKey(name: string, key: string): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${name} and singleton_key = ${key}`,
  );
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}

/** Whether the customer's welcome job may send only its email (the number joined too many businesses today). */
async function welcomeSmsWithheld(customerId: string): Promise<boolean> {
  const result = await t.db.execute(
    sql`select coalesce((data->>'smsWithheld')::boolean, false) as withheld from pgboss.job
        where name = ${CUSTOMER_JOBS.sendWelcome} and data->>'customerId' = ${customerId}`,
  );
  const rows =
    (result as unknown as { rows?: { withheld: boolean }[] }).rows ?? (result as unknown as { withheld: boolean }[]);
  return Boolean(rows[0]?.withheld);
}

describe("the sign-up form's daily ceiling", () => {
  it(
    'refuses the sign-up past the limit with 429 and creates nothing; the notice and one email tell the owner',
    async () => {
      const s = await shop({ dailyLimit: 3 });
      expect((await s.client.get(LIMIT_API)).body).toEqual({ dailyLimit: 3, enrolledToday: 0, reachedToday: false });

      const first = enrolmentBody();
      for (const body of [first, enrolmentBody(), enrolmentBody()]) {
        expect((await client(t.app).post(form(s.qr.code), body)).status).toBe(201);
      }
      const refused = await client(t.app).post(form(s.qr.code), enrolmentBody());
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', message: ENROLMENT_DAILY_LIMIT_MESSAGE });
      // A member is refused in the same words: the closed form tells no one who is a member.
      const member = await client(t.app).post(form(s.qr.code), { ...first, pin: '7777' });
      expect([member.status, member.body.error.message]).toEqual([429, ENROLMENT_DAILY_LIMIT_MESSAGE]);

      expect(await customersOf(s.businessId)).toHaveLength(3);
      const [qr] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, s.qr.id));
      expect(qr?.signupCount).toBe(3);
      const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, s.businessId));
      expect(biz?.usageCustomers).toBe(3);

      expect((await s.client.get(LIMIT_API)).body).toEqual({ dailyLimit: 3, enrolledToday: 3, reachedToday: true });

      // One email for the day, however many guests were turned away.
      expect((await client(t.app).post(form(s.qr.code), enrolmentBody())).status).toBe(429);
      const key = `enrolment-ceiling:${s.businessId}:${enrolmentDay()}`;
      expect(await jobsWithKey(MESSAGING_JOBS.sendEmail, key)).toBe(1);
      const emails = await eventually(async () => {
        const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, s.email));
        const sent = rows.filter((r) => r.subject?.includes("sign-up form reached today's limit"));
        return sent.length > 0 ? sent : null;
      });
      expect(emails).toHaveLength(1);
      expect(emails[0]?.text).toContain(`${signupFormLimitNotice(3)}.`);
      expect(emails[0]?.text).toContain('http://localhost:3000/settings#signup-form');

      // Raising the limit opens the form again today; the day's email is not sent twice.
      expect((await s.client.put(LIMIT_API, { dailyLimit: 4 })).body).toEqual({
        dailyLimit: 4,
        enrolledToday: 3,
        reachedToday: false,
      });
      expect((await client(t.app).post(form(s.qr.code), enrolmentBody())).status).toBe(201);
      expect((await client(t.app).post(form(s.qr.code), enrolmentBody())).status).toBe(429);
      expect(await customersOf(s.businessId)).toHaveLength(4);
      expect(await jobsWithKey(MESSAGING_JOBS.sendEmail, key)).toBe(1);
    },
    SLOW,
  );

  it(
    'admits exactly the limit out of parallel sign-ups',
    async () => {
      const s = await shop({ dailyLimit: 3 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => client(t.app).post(form(s.qr.code), enrolmentBody())),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
      expect(await customersOf(s.businessId)).toHaveLength(3);
      expect((await s.client.get(LIMIT_API)).body).toMatchObject({ enrolledToday: 3, reachedToday: true });
    },
    SLOW,
  );

  it(
    'is set by the team admin only, 1 to 10,000, in plain words; each business sees and changes its own',
    async () => {
      const a = await shop({ tierName: 'Agency' });
      const b = await shop();
      expect((await a.client.get(LIMIT_API)).body).toEqual({ dailyLimit: 100, enrolledToday: 0, reachedToday: false });

      for (const dailyLimit of [0, 10_001, 2.5, 'ten', null]) {
        const res = await a.client.put(LIMIT_API, { dailyLimit });
        expect([res.status, res.body.error.message]).toEqual([400, SIGNUP_FORM_LIMIT_MESSAGES.invalid]);
      }
      expect((await a.client.put(LIMIT_API, { dailyLimit: 10_000 })).status).toBe(200);
      expect((await a.client.put(LIMIT_API, { dailyLimit: 7 })).body.dailyLimit).toBe(7);

      // Another business reads and changes only its own ceiling.
      expect((await b.client.get(LIMIT_API)).body.dailyLimit).toBe(100);
      expect((await b.client.put(LIMIT_API, { dailyLimit: 9 })).body.dailyLimit).toBe(9);
      expect((await a.client.get(LIMIT_API)).body.dailyLimit).toBe(7);

      // A team member may read it (the dashboard's notice) but not change it.
      const member = await newTeamMember(t, a.client);
      expect((await member.client.get(LIMIT_API)).body.dailyLimit).toBe(7);
      const refused = await member.client.put(LIMIT_API, { dailyLimit: 500 });
      expect(refused.status).toBe(403);

      const rows = await t.db
        .select({ id: businesses.id, limit: businesses.enrolDailyLimit })
        .from(businesses)
        .where(sql`${businesses.id} in (${a.businessId}, ${b.businessId})`);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.limit]))).toEqual({ [a.businessId]: 7, [b.businessId]: 9 });
      expect((await client(t.app).get(LIMIT_API)).status).toBe(401);
    },
    SLOW,
  );
});

describe('a number joining many businesses', () => {
  it(
    'is still enrolled at the fourth business in a day, without a welcome message, and the phone is not logged',
    async () => {
      const phone = randomPhone();
      const shops = await Promise.all([shop(), shop(), shop(), shop()]);
      for (const s of shops) {
        expect((await client(t.app).post(form(s.qr.code), enrolmentBody({ phone: phone.typed }))).status).toBe(201);
      }
      const joined = await Promise.all(shops.map(async (s) => (await customersOf(s.businessId))[0]));
      expect(joined.map((c) => c?.phone)).toEqual([phone.e164, phone.e164, phone.e164, phone.e164]);
      // Every business still welcomes by email; the fourth may not text.
      const welcomes = await Promise.all(joined.map((c) => welcomeJobsFor(t, c!.id)));
      expect(welcomes).toEqual([1, 1, 1, 1]);
      const textWithheld = await Promise.all(joined.map((c) => welcomeSmsWithheld(c!.id)));
      expect(textWithheld).toEqual([false, false, false, true]);

      const withheld = t.logLines.filter((line) => line.includes('welcome text withheld'));
      expect(withheld).toHaveLength(1);
      expect(withheld[0]).toContain(shops[3]!.businessId);
      const digits = phone.e164.slice(2);
      expect(t.logLines.some((line) => line.includes(digits))).toBe(false);
    },
    SLOW,
  );
});

describe('a phone that is already a member', () => {
  it(
    'is answered exactly like a new member, and nothing about the member changes',
    async () => {
      const s = await shop();
      const phone = randomPhone();
      const joined = await client(t.app).post(
        form(s.qr.code),
        enrolmentBody({ phone: phone.typed, firstName: 'Maya', pin: '4821', smsConsent: false, emailConsent: false }),
      );
      expect(joined.status).toBe(201);
      const [before] = await customersOf(s.businessId);
      const consentsBefore = await t.db
        .select()
        .from(customerConsents)
        .where(eq(customerConsents.businessId, s.businessId));

      const again = await client(t.app).post(
        form(s.qr.code),
        enrolmentBody({
          phone: `+1 ${phone.e164.slice(2)}`,
          firstName: 'Mallory',
          lastName: 'Smith',
          email: 'mallory@example.test',
          pin: '999999',
          smsConsent: true,
          emailConsent: true,
        }),
      );
      // What a stranger's first sign-up with this input is told.
      const stranger = await client(t.app).post(form(s.qr.code), enrolmentBody({ firstName: 'Mallory' }));
      expect(again.status).toBe(stranger.status);
      expect(again.body).toEqual(stranger.body);
      expect(again.body).toEqual({
        status: 'enrolled',
        businessName: 'Corner Barber',
        firstName: 'Mallory',
        programs: ['Cut Points'],
        welcomePoints: 25,
      });

      const [after] = (await customersOf(s.businessId)).filter((c) => c.id === before!.id);
      expect(after).toEqual(before);
      expect(await verifyPassword({ hash: after!.authPin!, password: '4821' })).toBe(true);
      expect(await welcomeJobsFor(t, before!.id)).toBe(1);
      const consentsAfter = await t.db
        .select()
        .from(customerConsents)
        .where(eq(customerConsents.businessId, s.businessId));
      // The stranger's two consents only.
      expect(consentsAfter).toHaveLength(consentsBefore.length + 2);
      // Counted once each: the member's first sign-up and the stranger's.
      expect((await s.client.get(LIMIT_API)).body.enrolledToday).toBe(2);
    },
    SLOW,
  );
});

describe('a suspended business', () => {
  it(
    'neither opens nor takes its form, in words for the guest, and writes nothing',
    async () => {
      const s = await shop();
      await t.db.update(businesses).set({ suspendedAt: new Date() }).where(eq(businesses.id, s.businessId));
      const anon = client(t.app);
      const opened = await anon.get(form(s.qr.code));
      expect([opened.status, opened.body.error.code, opened.body.error.message]).toEqual([
        403,
        'FORBIDDEN',
        SIGNUP_FORM_SUSPENDED_MESSAGE,
      ]);
      // With the words of the paused screen, in the business's language.
      expect(opened.body.error.details.words).toMatchObject({
        'join.pausedTitle': 'Sign-ups are paused',
        pausedBody: "This business isn't taking sign-ups right now. Please ask a member of staff.",
      });
      const posted = await anon.post(form(s.qr.code), enrolmentBody());
      expect([posted.status, posted.body.error]).toEqual([
        403,
        { code: 'FORBIDDEN', message: SIGNUP_FORM_SUSPENDED_MESSAGE },
      ]);
      expect(await customersOf(s.businessId)).toEqual([]);
      const [qr] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, s.qr.id));
      expect(qr).toMatchObject({ scanCount: 0, signupCount: 0 });
      expect((await s.client.get(LIMIT_API)).body.enrolledToday).toBe(0);
    },
    SLOW,
  );

  it(
    'is left out of the nightly MailChimp sync',
    async () => {
      const connect = async (suspended: boolean) => {
        const s = await newBusiness(t, { tierName: 'Pro' });
        const account = stub.addAccount({ name: 'Barber', lists: ['Regulars'] });
        await t.db.insert(mailchimpConnections).values({
          businessId: s.businessId,
          apiKeyEncrypted: await t.deps.secrets.encrypt(account.key),
          serverPrefix: 'us21',
          apiKeyHint: account.key.slice(28, 32),
          audienceId: account.listIds[0],
          audienceName: 'Regulars',
        });
        if (suspended) {
          await t.db.update(businesses).set({ suspendedAt: new Date() }).where(eq(businesses.id, s.businessId));
        }
        return s.businessId;
      };
      const active = await connect(false);
      const suspended = await connect(true);
      const status = async (businessId: string) =>
        (
          await t.db
            .select({ status: mailchimpConnections.lastSyncStatus })
            .from(mailchimpConnections)
            .where(and(eq(mailchimpConnections.businessId, businessId)))
        )[0]?.status ?? null;

      const { db, queue, secrets, config, logger } = t.deps;
      await queueMailchimpSyncs({ db, queue, secrets, config, logger });
      await eventually(async () => (await status(active)) === 'ok');
      expect(await status(suspended)).toBeNull();
    },
    SLOW,
  );
});
