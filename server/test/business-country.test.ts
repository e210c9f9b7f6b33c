import { COUNTRY_MESSAGES, V1_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, businesses, customers } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { importBody } from './factories/customers.ts';
import { enrolmentBody } from './factories/enrolment.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

/** A London business: its country set to GB in Settings (the server's default region stays US). */
async function londonShop() {
  const biz = await newBusiness(t, { tierName: 'Pro' });
  const saved = await biz.client.patch('/api/settings/country', { country: 'gb' });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ country: 'GB' });
  return biz;
}

/** A UK mobile number nobody else in the run has, as a Londoner types it ('07911 6xxxxx') and as it is stored. */
let next = 0;
function ukMobile() {
  next += 1;
  const tail = String((Date.now() + next * 7919) % 1_000_000).padStart(6, '0');
  return { typed: `07911 ${tail}`, e164: `+447911${tail}` };
}

const phoneOf = async (businessId: string, customerId: string) =>
  (
    await t.db
      .select({ phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
  )[0]?.phone;

describe('the business’s country reads the phones typed without a country code', () => {
  it('is set in Settings, refused in plain words when it is not a country, audited, and the business’s own', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const other = await newBusiness(t);
    // Before any choice: the server's default region.
    expect((await c.get('/api/settings')).body.country).toEqual({ country: 'US' });
    for (const bad of ['XX', 'GBR', '', 42]) {
      const res = await c.patch('/api/settings/country', { country: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.details.country).toEqual([COUNTRY_MESSAGES.invalid]);
    }
    expect((await c.patch('/api/settings/country', { country: 'PT' })).status).toBe(200);
    expect((await c.get('/api/settings')).body.country).toEqual({ country: 'PT' });
    expect((await other.client.get('/api/settings')).body.country).toEqual({ country: 'US' });
    const audit = await t.db
      .select({ details: businessAuditLog.details })
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.action, 'settings.country')));
    expect(audit.map((a) => a.details)).toEqual([{ before: null, after: 'PT' }]);
  });

  it('is proposed at sign-up from the browser’s language, and left to the server’s default when it names none', async () => {
    const countryAfterSignup = async (locale: string | undefined) => {
      const c = client(t.app, { origin: new URL(t.deps.config.appUrl).origin });
      const tierId = (await c.get('/api/tiers')).body.tiers.find((x: { name: string }) => x.name === 'Free').id;
      const email = uniqueEmail();
      const res = await c.post('/api/signup', {
        companyName: 'Corner Café',
        email,
        password: 'correct-horse-1',
        tierId,
        ...(locale ? { locale } : {}),
      });
      expect(res.status).toBe(201);
      const businessId = (await c.get('/api/me')).body.business.id;
      const [row] = await t.db
        .select({ country: businesses.country })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row?.country;
    };
    expect(await countryAfterSignup('en-GB')).toBe('GB');
    expect(await countryAfterSignup('pt-BR')).toBe('BR');
    expect(await countryAfterSignup(undefined)).toBeNull();
  });

  it('stores “07911 654321” as +447911654321 from the form, the counter, the customer dialog, an import and the API, whose region wins', async () => {
    const { client: c, businessId } = await londonShop();
    const form = await newQrCode(c);
    expect((await client(t.app).get(`/api/public/signup-form/${form.code}`)).body.country).toBe('GB');

    const viaForm = ukMobile();
    const joined = await client(t.app).post(
      `/api/public/signup-form/${form.code}`,
      enrolmentBody({ phone: viaForm.typed }),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const [formRow] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.phone, viaForm.e164)));
    expect(formRow).toBeDefined();

    const atCounter = ukMobile();
    const counter = await c.post('/api/counter/customers', { firstName: 'Olu', phone: atCounter.typed });
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    expect(await phoneOf(businessId, counter.body.customer.id)).toBe(atCounter.e164);

    const inDialog = ukMobile();
    const added = await c.post('/api/customers', { firstName: 'Priya', phone: inDialog.typed });
    expect(added.status).toBe(201);
    expect(await phoneOf(businessId, added.body.customer.id)).toBe(inDialog.e164);
    // A member of the team reads it in the business's country too (the session reads it with the business).
    const member = await newTeamMember(t, c);
    const byMember = ukMobile();
    const memberAdded = await member.client.post('/api/customers', { firstName: 'Rhys', phone: byMember.typed });
    expect(memberAdded.status, JSON.stringify(memberAdded.body)).toBe(201);
    expect(await phoneOf(businessId, memberAdded.body.customer.id)).toBe(byMember.e164);
    // The counter finds her by the number as she says it.
    const found = await c.get(`/api/counter/customers?search=${encodeURIComponent(inDialog.typed)}`);
    expect(found.body.customers.map((x: { id: string }) => x.id)).toEqual([added.body.customer.id]);

    const imported = ukMobile();
    const importRes = await c.post('/api/customers/import', importBody([{ first_name: 'Sam', phone: imported.typed }]));
    expect(importRes.status, JSON.stringify(importRes.body)).toBe(200);
    expect(importRes.body.imported).toBe(1);
    const [importRow] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.phone, imported.e164)));
    expect(importRow).toBeDefined();

    const key = await c.post('/api/settings/api-keys', { name: 'Till', scopes: ['customers:read', 'customers:write'] });
    expect(key.status).toBe(201);
    const api = bearerClient(t.app, key.body.secret as string);
    const viaApi = ukMobile();
    const created = await api.post('/api/v1/customers', { firstName: 'Lee', phone: viaApi.typed });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.phone).toBe(viaApi.e164);
    const lookup = await api.get(`/api/v1/customers/lookup?phone=${encodeURIComponent(viaApi.typed)}`);
    expect(lookup.body.data.id).toBe(created.body.data.id);

    // A US business on the same server still reads them as US numbers: a UK mobile is no US number.
    const us = await newBusiness(t, { tierName: 'Pro' });
    // Its API may say where a number comes from: an explicit region wins over the business's country.
    const usKey = await us.client.post('/api/settings/api-keys', {
      name: 'Web shop',
      scopes: ['customers:read', 'customers:write'],
    });
    const usApi = bearerClient(t.app, usKey.body.secret as string);
    const visitor = ukMobile();
    const withRegion = await usApi.post('/api/v1/customers', { firstName: 'Tom', phone: visitor.typed, region: 'gb' });
    expect(withRegion.status, JSON.stringify(withRegion.body)).toBe(201);
    expect(withRegion.body.data.phone).toBe(visitor.e164);
    const looked = await usApi.get(`/api/v1/customers/lookup?phone=${encodeURIComponent(visitor.typed)}&region=GB`);
    expect(looked.body.data.id).toBe(withRegion.body.data.id);
    const badRegion = await usApi.post('/api/v1/customers', { firstName: 'Tom', phone: '07911 000000', region: 'UK' });
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.error.details.region).toEqual([V1_MESSAGES.regionInvalid]);
    const refused = await us.client.post('/api/customers', { firstName: 'Ann', phone: ukMobile().typed });
    expect(refused.status).toBe(400);
    const american = await us.client.post('/api/customers', { firstName: 'Ann', phone: '(415) 555-0199' });
    expect(american.status).toBe(201);
    expect(await phoneOf(us.businessId, american.body.customer.id)).toBe('+14155550199');
  });

  it('lets the customer sign in to the portal with the number as they type it, read in their browser’s country', async () => {
    const { client: c } = await londonShop();
    const form = await newQrCode(c);
    const phone = ukMobile();
    const joined = await client(t.app).post(
      `/api/public/signup-form/${form.code}`,
      enrolmentBody({ phone: phone.typed, pin: '2468' }),
    );
    expect(joined.status).toBe(201);
    const portal = client(t.app);
    // Read as a US number (no region sent, the server's default) the phone is nobody's.
    expect((await portal.post('/api/portal/login', { phone: phone.typed, pin: '2468' })).status).toBe(404);
    const signedIn = await portal.post('/api/portal/login', { phone: phone.typed, pin: '2468', region: 'gb' });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.status).toBe('signed_in');
    // A region that is no country is ignored, not an error.
    expect((await portal.post('/api/portal/login', { phone: phone.e164, pin: '2468', region: 'ZZ' })).status).toBe(200);
  });
});
