import { LOCATION_MESSAGES, QR_CUSTOM_URL_MESSAGE, QR_LOCATION_MESSAGE } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodes } from '../src/db/schema/index.ts';
import { newLocation } from './factories/locations.ts';
import { newQrCode, newQrCodeAt } from './factories/qr-codes.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('generating QR codes', () => {
  it('creates an active code with zero counts and the default sign-up URL', async () => {
    const { client: c, businessId } = await newBusiness(t);
    expect((await c.get('/api/qr-codes')).body).toEqual({ qrCodes: [] });

    const res = await c.post('/api/qr-codes', {});
    expect(res.status).toBe(201);
    const qr = res.body;
    expect(qr).toMatchObject({
      locationId: null,
      locationName: null,
      customUrl: null,
      scanCount: 0,
      signupCount: 0,
      active: true,
    });
    // business id + timestamp + 128 random bits
    const [prefix, stamp, random] = qr.code.split('-');
    expect(businessId.replace(/[^A-Za-z0-9]/g, '')).toContain(prefix);
    expect(Math.abs(Number.parseInt(stamp, 36) - Date.now())).toBeLessThan(60_000);
    expect(random).toMatch(/^[0-9a-f]{32}$/);
    expect(qr.url).toBe(`http://localhost:3000/signup-form/${qr.code}`);
    // The short link a sign prints for whoever cannot scan: eight characters nobody misreads.
    expect(qr.shortUrl).toMatch(/^http:\/\/localhost:3000\/j\/[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);

    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, qr.id));
    expect(row).toMatchObject({ businessId, code: qr.code, scanCount: 0, signupCount: 0, active: true });
  });

  it("hangs at one of the business's locations, named from it, with a custom http(s) URL it then points to", async () => {
    const { client: c, businessId } = await newBusiness(t);
    const front = await newLocation(c, { name: 'Front Counter' });
    const qr = await newQrCode(c, { locationId: front.id, customUrl: ' https://example.com/join?x=1 ' });
    expect(qr).toMatchObject({
      locationId: front.id,
      locationName: 'Front Counter',
      customUrl: 'https://example.com/join?x=1',
      url: 'https://example.com/join?x=1',
    });
    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, qr.id));
    expect(row).toMatchObject({ businessId, locationId: front.id });
    const blank = await newQrCode(c, { locationId: '', customUrl: '' });
    expect(blank).toMatchObject({ locationId: null, locationName: null, customUrl: null });
    expect(blank.url).toMatch(/\/signup-form\//);

    // The list names each code's location, and a renamed location renames its codes.
    await c.patch(`/api/locations/${front.id}`, { name: 'Till' });
    const list = (await c.get('/api/qr-codes')).body.qrCodes as { id: string; locationName: string | null }[];
    expect(list.find((q) => q.id === qr.id)?.locationName).toBe('Till');
    expect(list.find((q) => q.id === blank.id)?.locationName).toBeNull();
  });

  it('refuses a location id that is not an id, in plain words, and writes nothing', async () => {
    validationBusiness ??= await newBusiness(t);
    const res = await validationBusiness.client.post('/api/qr-codes', { locationId: 'Front Counter' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: QR_LOCATION_MESSAGE });
    expect(await t.db.select().from(qrCodes).where(eq(qrCodes.businessId, validationBusiness.businessId))).toEqual([]);
  });

  it('refuses an unknown location (404) and writes nothing', async () => {
    validationBusiness ??= await newBusiness(t);
    const res = await validationBusiness.client.post('/api/qr-codes', {
      locationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: LOCATION_MESSAGES.notFound });
    expect(await t.db.select().from(qrCodes).where(eq(qrCodes.businessId, validationBusiness.businessId))).toEqual([]);
  });

  it('makes a different, unguessable code every time', async () => {
    const { client: c } = await newBusiness(t);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await newQrCode(c)).code);
    expect(codes.size).toBe(5);
  });

  it.each([['ftp://example.com/file'], ['javascript:alert(1)'], ['not a url'], ['example.com']])(
    'refuses the custom URL %s with a clear message and writes nothing',
    async (customUrl) => {
      validationBusiness ??= await newBusiness(t);
      const res = await validationBusiness.client.post('/api/qr-codes', { customUrl });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: QR_CUSTOM_URL_MESSAGE });
      expect(await t.db.select().from(qrCodes).where(eq(qrCodes.businessId, validationBusiness.businessId))).toEqual(
        [],
      );
    },
  );

  it('lists newest first', async () => {
    const { client: c } = await newBusiness(t);
    const first = await newQrCode(c);
    const second = await newQrCode(c);
    const list = (await c.get('/api/qr-codes')).body.qrCodes;
    expect(list.map((q: { id: string }) => q.id)).toEqual([second.id, first.id]);
  });

  it('needs a signed-in business', async () => {
    const anon = client(t.app);
    expect((await anon.get('/api/qr-codes')).status).toBe(401);
    expect((await anon.post('/api/qr-codes', {})).status).toBe(401);
    expect((await anon.delete('/api/qr-codes/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});

let validationBusiness: Awaited<ReturnType<typeof newBusiness>> | undefined;

describe("a sign's short link", () => {
  const shortOf = (qr: { shortUrl: string }) => qr.shortUrl.split('/').at(-1) as string;

  it('leads where the code leads, typed in any case, with a dash or spaces', async () => {
    const { client: c } = await newBusiness(t);
    const qr = await newQrCode(c);
    const short = shortOf(qr);
    for (const typed of [
      short,
      short.toLowerCase(),
      `${short.slice(0, 4)}-${short.slice(4)}`,
      `${short.slice(0, 4)} ${short.slice(4)}`,
    ]) {
      const res = await t.app.request(`/j/${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(302);
      expect(res.headers.get('location'), typed).toBe(qr.url);
    }
    const custom = await newQrCode(c, { customUrl: 'https://example.com/join' });
    const res = await t.app.request(`/j/${shortOf(custom)}`);
    expect(res.headers.get('location')).toBe('https://example.com/join');
  });

  it('leads nowhere once the code is deleted, or for a code nobody holds', async () => {
    const { client: c } = await newBusiness(t);
    const qr = await newQrCode(c);
    expect((await c.delete(`/api/qr-codes/${qr.id}`)).status).toBe(204);
    for (const short of [shortOf(qr), 'ZZZZZZZZ', 'not-a-code-at-all']) {
      const res = await t.app.request(`/j/${short}`);
      expect(res.status, short).toBe(404);
      expect(await res.text()).toBe('This link is not valid. Check the letters on the sign, or scan its code.');
      expect(res.headers.get('location'), short).toBeNull();
    }
  });

  it("gives each business's code its own short code", async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const [qa, qb] = [await newQrCode(a.client), await newQrCode(b.client)];
    expect(shortOf(qa)).not.toBe(shortOf(qb));
    expect((await t.app.request(`/j/${shortOf(qb)}`)).headers.get('location')).toBe(qb.url);
  });
});

describe('deleting QR codes', () => {
  it('deletes its own code; it is gone from the list and its sign-up link stops working', async () => {
    const { client: c } = await newBusiness(t);
    const qr = await newQrCode(c);
    const res = await c.delete(`/api/qr-codes/${qr.id}`);
    expect(res.status).toBe(204);
    expect((await c.get('/api/qr-codes')).body.qrCodes).toEqual([]);
    expect(await t.db.select().from(qrCodes).where(eq(qrCodes.id, qr.id))).toEqual([]);
    expect((await client(t.app).get(`/api/public/signup-form/${qr.code}`)).status).toBe(404);
    expect((await c.delete(`/api/qr-codes/${qr.id}`)).status).toBe(404);
  });

  it("never lists or deletes another business's code (404) and leaves it intact", async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const qr = await newQrCodeAt(a.client, 'A only');

    expect((await b.client.get('/api/qr-codes')).body.qrCodes).toEqual([]);
    const res = await b.client.delete(`/api/qr-codes/${qr.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'QR code not found' });
    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, qr.id));
    expect(row?.businessId).toBe(a.businessId);
    expect((await a.client.get('/api/qr-codes')).body.qrCodes).toHaveLength(1);

    expect((await a.client.delete('/api/qr-codes/not-a-uuid')).status).toBe(404);
  });
});
