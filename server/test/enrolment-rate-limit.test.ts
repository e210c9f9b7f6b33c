import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import { enrolmentBody } from './factories/enrolment.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '3' });
});
afterAll(() => t?.stop());

it('limits sign-up submissions per IP, counting refused and bot attempts too', async () => {
  const { client: owner, businessId } = await newBusiness(t, { tierName: 'Pro' });
  const qr = await newQrCode(owner);
  const url = `/api/public/signup-form/${qr.code}`;
  const anon = client(t.app);

  expect((await anon.post(url, enrolmentBody())).status).toBe(201);
  expect((await anon.post(url, enrolmentBody({ pin: '1' }))).status).toBe(400);
  expect((await anon.post(url, enrolmentBody({ website: 'bot' }))).status).toBe(201);
  const limited = await anon.post(url, enrolmentBody());
  expect(limited.status).toBe(429);
  expect(limited.body.error).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Too many sign-up attempts from this network. Please try again in a few minutes.',
  });
  expect(await t.db.select().from(customers).where(eq(customers.businessId, businessId))).toHaveLength(1);
  // Viewing the form has its own, larger budget.
  expect((await anon.get(url)).status).toBe(200);
});
