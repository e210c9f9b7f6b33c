import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../src/db/schema/index.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

describe("the portal's dashboard carries the business's zone", () => {
  it('answers null until the owner chooses a zone, then that zone, for its own customers only', async () => {
    const shop = await newBusiness(t, { companyName: 'Zone Cafe' });
    await newProgram(shop.client, { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 5 } });
    const qr = await newQrCode(shop.client);
    const phone = randomPhone();
    const joined = await client(t.app).post(
      `/api/public/signup-form/${qr.code}`,
      enrolmentBody({ phone: phone.typed, pin: '4821' }),
    );
    expect(joined.status).toBe(201);

    const portal = client(t.app);
    expect((await portal.post('/api/portal/login', { phone: phone.typed, pin: '4821' })).status).toBe(200);
    const before = await portal.get('/api/portal/dashboard');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ businessName: 'Zone Cafe', timeZone: null });

    await t.db.update(businesses).set({ timeZone: 'America/Chicago' }).where(eq(businesses.id, shop.businessId));
    // Another business's zone is not this one's.
    const other = await newBusiness(t, { companyName: 'Far Bakery' });
    await t.db.update(businesses).set({ timeZone: 'Asia/Tokyo' }).where(eq(businesses.id, other.businessId));
    const after = await portal.get('/api/portal/dashboard');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ businessName: 'Zone Cafe', timeZone: 'America/Chicago' });
  });
});
