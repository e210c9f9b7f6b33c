import {
  ENROLMENT_CLOSED_MESSAGE,
  emailConsentText,
  PIN_MESSAGE,
  SIGNUP_FORM_NOT_FOUND_MESSAGE,
  smsConsentText,
} from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_JOBS } from '../src/customers/index.ts';
import {
  businesses,
  customerConsents,
  customerProgramProgress,
  customers,
  qrCodes,
  transactions,
} from '../src/db/schema/index.ts';
import { EMAIL_TAKEN_MESSAGE } from '../src/enrolment/enrol-customer.ts';
import { verifyPassword } from '../src/platform/password-hash.ts';
import { enrolmentBody, randomPhone, welcomeJobsFor } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode, newQrCodeAt } from './factories/qr-codes.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

const form = (code: string) => `/api/public/signup-form/${code}`;

async function qrRow(id: string) {
  const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, id));
  return row;
}
async function customersOf(businessId: string) {
  return t.db.select().from(customers).where(eq(customers.businessId, businessId));
}
async function usageOf(businessId: string) {
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
  return row?.usageCustomers;
}

/** A business with a points program (50 welcome points), a stamp card, a paused program and a QR code. */
async function shop(opts: { tierName?: string; companyName?: string } = {}) {
  const biz = await newBusiness(t, {
    tierName: opts.tierName ?? 'Agency',
    companyName: opts.companyName ?? 'Bean There',
  });
  const points = await newProgram(biz.client, { name: 'Bean Points', type: 'points', config: { welcomeBonus: 50 } });
  const stamps = await newProgram(biz.client, {
    name: 'Coffee Card',
    type: 'stamp_card',
    config: { rewardDescription: 'a free latte' },
  });
  const paused = await newProgram(biz.client, { name: 'Old Promo', type: 'free_item' });
  await biz.client.patch(`/api/programs/${paused.id}/status`, { status: 'paused' });
  const qr = await newQrCodeAt(biz.client, 'Front Counter');
  return { ...biz, qr, points, stamps, paused };
}

describe('the public sign-up form', () => {
  it('shows the business, its active programs and the consent wording, and counts each visit as a scan', async () => {
    const s = await shop();
    const anon = client(t.app);
    const res = await anon.get(form(s.qr.code));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      businessName: 'Bean There',
      locationName: 'Front Counter',
      programs: [
        {
          name: 'Bean Points',
          type: 'points',
          summary: 'Earn 1 point per $1 · redeem at 100 points · 50 welcome points',
        },
        { name: 'Coffee Card', type: 'stamp_card', summary: 'Collect 10 stamps for a free latte' },
      ],
      welcomePoints: 50,
      consent: { sms: smsConsentText('Bean There'), email: emailConsentText('Bean There') },
      brand: { brandColor: null, bandColor: null, logo: null, whiteLabel: true },
      country: 'US',
      locale: 'en-US',
      phoneExample: '(555) 123-4567',
      language: 'en',
      words: expect.objectContaining({
        'join.title': 'Join our rewards',
        'join.phone': 'Mobile number',
        bonusPoints: 'Get 50 bonus points just for joining',
        joinedTitleNamed: "You're in, {name}!",
      }),
      invitation: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(s.businessId);
    await anon.get(form(s.qr.code));
    expect((await qrRow(s.qr.id))?.scanCount).toBe(2);
    expect((await qrRow(s.qr.id))?.signupCount).toBe(0);
  });

  it('answers an unknown or inactive code with a friendly 404 and counts nothing', async () => {
    const anon = client(t.app);
    const unknown = await anon.get(form('no-such-code'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', message: SIGNUP_FORM_NOT_FOUND_MESSAGE });
    expect(unknown.body.error.details.words['join.notFoundTitle']).toBe("This sign-up link isn't working");
    // The visitor's browser names the language when no business does.
    const inFrench = await t.app.request(form('no-such-code'), {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5', 'x-forwarded-for': '203.0.113.77' },
    });
    const { error } = (await inFrench.json()) as {
      error: { message: string; details: { words: Record<string, string> } };
    };
    expect(error.message).toBe("Ce lien d'inscription n'est pas valide ou n'est plus actif.");
    expect(error.details.words['join.notFoundTitle']).toBe("Ce lien d'inscription ne fonctionne pas");
    expect((await anon.post(form('no-such-code'), enrolmentBody())).status).toBe(404);
    expect((await anon.get(form('x'.repeat(300)))).status).toBe(404);

    const s = await shop({ tierName: 'Pro' });
    await t.db.update(qrCodes).set({ active: false }).where(eq(qrCodes.id, s.qr.id));
    expect((await anon.get(form(s.qr.code))).status).toBe(404);
    const post = await anon.post(form(s.qr.code), enrolmentBody());
    expect(post.status).toBe(404);
    expect(await qrRow(s.qr.id)).toMatchObject({ scanCount: 0, signupCount: 0 });
    expect(await customersOf(s.businessId)).toEqual([]);
  });
});

describe('enrolling', () => {
  it('creates the customer with a hashed PIN, consents, program progress, welcome bonus, counts and welcome job', async () => {
    const s = await shop();
    const anon = client(t.app);
    await anon.get(form(s.qr.code));
    // A number no other test uses: one joining many businesses a day gets no welcome (enrolment-abuse.test.ts).
    const phone = randomPhone();
    const res = await anon.post(
      form(s.qr.code),
      enrolmentBody({ firstName: ' Maya ', phone: phone.typed, email: 'Maya@Example.test', pin: '482193' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 'enrolled',
      businessName: 'Bean There',
      firstName: 'Maya',
      programs: ['Bean Points', 'Coffee Card'],
      welcomePoints: 50,
    });

    const [customer] = await customersOf(s.businessId);
    expect(customer).toMatchObject({
      firstName: 'Maya',
      lastName: 'Lopez',
      email: 'maya@example.test',
      phone: phone.e164,
      authPhone: phone.e164.slice(1),
      birthday: '1990-04-12',
      optedInSms: true,
      optedInEmail: true,
      totalPoints: 50,
      lifetimePointsEarned: 50,
      portalEnabled: true,
    });
    expect(customer?.uniqueCustomerId).toMatch(/^CUS\d+$/);
    expect(customer?.authPin).not.toContain('482193');
    expect(await verifyPassword({ hash: customer!.authPin!, password: '482193' })).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(customer!.authPin!);

    const progress = await t.db
      .select()
      .from(customerProgramProgress)
      .where(eq(customerProgramProgress.customerId, customer!.id));
    expect(progress.map((p) => [p.programId, p.pointsBalance, p.totalEarned, p.stampsCurrent]).sort()).toEqual(
      [
        [s.points.id, 50, 50, 0],
        [s.stamps.id, 0, 0, 0],
      ].sort(),
    );
    expect(progress.every((p) => p.businessId === s.businessId && p.lastActivityAt instanceof Date)).toBe(true);
    const ledger = await t.db.select().from(transactions).where(eq(transactions.customerId, customer!.id));
    // One enrol row per program joined, and the welcome bonus.
    expect(ledger.map((r) => [r.type, r.programId, r.points]).sort()).toEqual(
      [
        ['enrol', s.points.id, 0],
        ['enrol', s.stamps.id, 0],
        ['welcome_bonus', s.points.id, 50],
      ].sort(),
    );
    expect(ledger.every((r) => r.businessId === s.businessId)).toBe(true);

    const consents = await t.db.select().from(customerConsents).where(eq(customerConsents.customerId, customer!.id));
    expect(consents.map((c) => [c.channel, c.wording]).sort()).toEqual(
      [
        ['email', emailConsentText('Bean There')],
        ['sms', smsConsentText('Bean There')],
      ].sort(),
    );
    for (const c of consents) {
      expect(c).toMatchObject({ businessId: s.businessId, source: 'signup_form', qrCodeId: s.qr.id });
      expect(c.ipAddress).toBeTruthy();
      expect(Math.abs(c.grantedAt.getTime() - Date.now())).toBeLessThan(60_000);
    }

    expect(await qrRow(s.qr.id)).toMatchObject({ scanCount: 1, signupCount: 1 });
    expect(await usageOf(s.businessId)).toBe(1);
    expect(await welcomeJobsFor(t, customer!.id)).toBe(1);
  });

  it('records only the consents given; email consent needs an email address', async () => {
    const s = await shop({ tierName: 'Pro' });
    const res = await client(t.app).post(
      form(s.qr.code),
      enrolmentBody({ email: '', firstName: '', lastName: '', birthday: '', smsConsent: false, emailConsent: true }),
    );
    expect(res.status).toBe(201);
    expect(res.body.firstName).toBeNull();
    const [customer] = await customersOf(s.businessId);
    expect(customer).toMatchObject({
      optedInSms: false,
      optedInEmail: false,
      email: null,
      firstName: null,
      birthday: null,
    });
    expect(await t.db.select().from(customerConsents).where(eq(customerConsents.customerId, customer!.id))).toEqual([]);
  });

  it('does not duplicate an existing phone, and answers as for a new member so the form tells no one who is one', async () => {
    const s = await shop();
    const anon = client(t.app);
    expect((await anon.post(form(s.qr.code), enrolmentBody({ phone: '415-555-0199' }))).status).toBe(201);

    const again = await anon.post(
      form(s.qr.code),
      enrolmentBody({ phone: '+1 (415) 555 0199', pin: '9999', firstName: 'Mallory' }),
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual({
      status: 'enrolled',
      businessName: 'Bean There',
      firstName: 'Mallory',
      programs: ['Bean Points', 'Coffee Card'],
      welcomePoints: 50,
    });

    const [first] = await customersOf(s.businessId);
    const sameEmail = await anon.post(form(s.qr.code), enrolmentBody({ email: first!.email! }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.message).toBe(EMAIL_TAKEN_MESSAGE);

    expect(await customersOf(s.businessId)).toHaveLength(1);
    expect(await usageOf(s.businessId)).toBe(1);
    expect((await qrRow(s.qr.id))?.signupCount).toBe(1);
  });

  it('treats a filled honeypot as a bot: answers like a success but writes nothing', async () => {
    const s = await shop({ tierName: 'Pro' });
    const res = await client(t.app).post(form(s.qr.code), enrolmentBody({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('enrolled');
    expect(await customersOf(s.businessId)).toEqual([]);
    expect((await qrRow(s.qr.id))?.signupCount).toBe(0);
    expect(await usageOf(s.businessId)).toBe(0);
  });

  it.each([
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: undefined }, 'Phone number is required'],
    [{ phone: '12' }, 'Please enter a valid phone number'],
    [{ phone: 'call me maybe' }, 'Please enter a valid phone number'],
    [{ phone: '1234567890123' }, 'Please enter a valid phone number'],
    [{ pin: '12' }, PIN_MESSAGE],
    [{ pin: '1234567' }, PIN_MESSAGE],
    [{ pin: '12a4' }, PIN_MESSAGE],
    [{ pin: undefined }, PIN_MESSAGE],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ birthday: '1990-02-30' }, 'Please enter a valid birthday'],
    [{ birthday: '2999-01-01' }, 'Please enter a valid birthday'],
  ])('refuses %j with "%s" and writes nothing', async (overrides, message) => {
    validationShop ??= await shop({ tierName: 'Pro' });
    const res = await client(t.app).post(form(validationShop.qr.code), enrolmentBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    expect(await customersOf(validationShop.businessId)).toEqual([]);
    expect((await qrRow(validationShop.qr.id))?.signupCount).toBe(0);
  });

  it('respects max_customers with a message for the customer, not the owner', async () => {
    const biz = await newBusiness(t, { tierName: 'Free' });
    const s = { ...biz, qr: await newQrCode(biz.client) };
    await t.db.update(businesses).set({ usageCustomers: 50 }).where(eq(businesses.id, s.businessId));
    const res = await client(t.app).post(form(s.qr.code), enrolmentBody());
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: ENROLMENT_CLOSED_MESSAGE });
    expect(await customersOf(s.businessId)).toEqual([]);
    expect((await qrRow(s.qr.id))?.signupCount).toBe(0);
    expect(await usageOf(s.businessId)).toBe(50);
  });

  it('rolls everything back when a later step fails', async () => {
    const s = await shop();
    const fn = `fail_progress_${s.businessId.replace(/\W/g, '').toLowerCase()}`;
    // A real database failure at the program step, for this business only.
    await t.db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin
          if new.business_id = '${s.businessId}' then raise exception 'progress insert failed'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger ${fn} before insert on customer_program_progress for each row execute function ${fn}()`),
    );
    try {
      const res = await client(t.app).post(form(s.qr.code), enrolmentBody({ phone: '(415) 555-0177' }));
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('INTERNAL');
    } finally {
      await t.db.execute(sql.raw(`drop trigger ${fn} on customer_program_progress`));
      await t.db.execute(sql.raw(`drop function ${fn}()`));
    }
    expect(await customersOf(s.businessId)).toEqual([]);
    expect(await usageOf(s.businessId)).toBe(0);
    expect(await t.db.select().from(customerConsents).where(eq(customerConsents.businessId, s.businessId))).toEqual([]);
    expect(await t.db.select().from(transactions).where(eq(transactions.businessId, s.businessId))).toEqual([]);
    expect((await qrRow(s.qr.id))?.signupCount).toBe(0);
    const jobs = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${CUSTOMER_JOBS.sendWelcome} and data->>'businessId' = ${s.businessId}`,
    );
    const rows = (jobs as unknown as { rows?: { n: number }[] }).rows ?? (jobs as unknown as { n: number }[]);
    expect(Number(rows[0]?.n)).toBe(0);

    // The same person can then join normally.
    expect((await client(t.app).post(form(s.qr.code), enrolmentBody({ phone: '(415) 555-0177' }))).status).toBe(201);
  });
});

let validationShop: Awaited<ReturnType<typeof shop>> | undefined;

describe('isolation between businesses', () => {
  it("enrols only into the code's own business; the same phone may join another business", async () => {
    const a = await shop({ companyName: 'Alpha Cafe' });
    const b = await shop({ companyName: 'Beta Bakery' });
    const body = enrolmentBody({ phone: '(415) 555-0123' });

    expect((await client(t.app).post(form(a.qr.code), body)).status).toBe(201);
    expect(await customersOf(a.businessId)).toHaveLength(1);
    expect(await customersOf(b.businessId)).toEqual([]);
    const [customer] = await customersOf(a.businessId);
    const progress = await t.db
      .select()
      .from(customerProgramProgress)
      .where(eq(customerProgramProgress.customerId, customer!.id));
    expect(progress.every((p) => p.businessId === a.businessId)).toBe(true);
    expect(progress.map((p) => p.programId).sort()).toEqual([a.points.id, a.stamps.id].sort());

    const bList = (await b.client.get('/api/qr-codes')).body.qrCodes;
    expect(bList).toMatchObject([{ id: b.qr.id, scanCount: 0, signupCount: 0 }]);
    const aList = (await a.client.get('/api/qr-codes')).body.qrCodes;
    expect(aList).toMatchObject([{ id: a.qr.id, signupCount: 1 }]);

    // Same phone, other business: a new member there, not a duplicate.
    expect((await client(t.app).post(form(b.qr.code), { ...body, email: 'other@example.test' })).status).toBe(201);
    const bCustomers = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, b.businessId), eq(customers.phone, '+14155550123')));
    expect(bCustomers).toHaveLength(1);
  });
});
