import { createHash } from 'node:crypto';
import {
  ADMIN_ACTION_MESSAGES,
  BRAND_COLOR_MESSAGE,
  BRAND_MESSAGES,
  bandColorFor,
  MAX_LOGO_BYTES,
  textColorOn,
} from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessLogos, emailTemplates, outboxMessages } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import {
  client,
  newBusiness,
  settledMessage,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** A real 2×1 PNG (two red pixels), a real 1×1 JPEG and a real 1×1 GIF. */
const PNG_2X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGN4KOvxUNYDAAojAo00iF2iAAAAAElFTkSuQmCC';
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const GIF_1X1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
const APP_URL = 'http://localhost:3000';

async function logoRow(businessId: string) {
  const [row] = await t.db.select().from(businessLogos).where(eq(businessLogos.businessId, businessId));
  return row ?? null;
}
async function colorOf(businessId: string) {
  const [row] = await t.db
    .select({ brandColor: businesses.brandColor })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row.brandColor;
}
/** The public logo, fetched as a mail client would: no session, no Origin. */
const fetchLogo = (path: string) => t.app.request(path);

describe('the brand colour', () => {
  it('starts with no colour and no logo', async () => {
    const { client: c } = await newBusiness(t);
    const res = await c.get('/api/settings/brand');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ brandColor: null, logo: null, displayName: null, whiteLabel: false });
  });

  it('saves a colour in lower case, and null resets it to the default', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const saved = await c.put('/api/settings/brand', { brandColor: ' #E11D48 ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ brandColor: '#e11d48', logo: null, displayName: null, whiteLabel: false });
    expect(await colorOf(businessId)).toBe('#e11d48');
    expect((await c.get('/api/settings/brand')).body.brandColor).toBe('#e11d48');

    const reset = await c.put('/api/settings/brand', { brandColor: null });
    expect(reset.body).toEqual({ brandColor: null, logo: null, displayName: null, whiteLabel: false });
    expect(await colorOf(businessId)).toBeNull();
  });

  it('refuses anything but #rrggbb with a plain message, and keeps the saved colour', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await c.put('/api/settings/brand', { brandColor: '#112233' });
    for (const brandColor of ['red', '#12345', '#1234567', '#gg0000', 'rgb(0,0,0)', 12, '']) {
      const res = await c.put('/api/settings/brand', { brandColor });
      expect(res.status, String(brandColor)).toBe(400);
      expect(res.body.error.message).toBe(BRAND_COLOR_MESSAGE);
    }
    const missing = await c.put('/api/settings/brand', {});
    expect([missing.status, missing.body.error.message]).toEqual([400, BRAND_COLOR_MESSAGE]);
    expect(await colorOf(businessId)).toBe('#112233');
  });

  it('answers 401 without a session', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/settings/brand')).status).toBe(401);
    expect((await anonymous.put('/api/settings/brand', { brandColor: '#000000' })).status).toBe(401);
    expect((await anonymous.put('/api/settings/brand/logo', { logo: PNG_2X1 })).status).toBe(401);
    expect((await anonymous.delete('/api/settings/brand/logo')).status).toBe(401);
  });
});

describe('the logo', () => {
  it('uploads a PNG, serves it publicly with a year of caching, and a new upload moves to a new version', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const res = await c.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    expect(res.status).toBe(200);
    const url = `${APP_URL}/api/logos/${businessId}/1`;
    expect(res.body).toEqual({
      brandColor: null,
      logo: { url, width: 2, height: 1 },
      displayName: null,
      whiteLabel: false,
    });
    expect(await logoRow(businessId)).toMatchObject({ contentType: 'image/png', width: 2, height: 1, version: 1 });
    expect((await c.get('/api/settings/brand')).body.logo).toEqual({ url, width: 2, height: 1 });

    const served = await fetchLogo(`/api/logos/${businessId}/1`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Webmail pages on other origins embed it.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG_2X1, 'base64'))).toBe(true);

    const jpeg = await c.put('/api/settings/brand/logo', { logo: JPEG_1X1 });
    expect(jpeg.body.logo).toEqual({ url: `${APP_URL}/api/logos/${businessId}/2`, width: 1, height: 1 });
    expect(await logoRow(businessId)).toMatchObject({ contentType: 'image/jpeg', version: 2 });
    const servedJpeg = await fetchLogo(`/api/logos/${businessId}/2`);
    expect([servedJpeg.status, servedJpeg.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(await servedJpeg.arrayBuffer()).equals(Buffer.from(JPEG_1X1, 'base64'))).toBe(true);

    // An email sent with the first logo still shows a logo: the current one.
    const stale = await fetchLogo(`/api/logos/${businessId}/1`);
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(`/api/logos/${businessId}/2`);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses a GIF, a text file, a disguised file and one over 256 KB, and keeps the logo it has', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await c.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    const before = await logoRow(businessId);

    const notImages = [
      GIF_1X1,
      Buffer.from('hello, this is a text file named logo.png').toString('base64'),
      // A PNG signature with nothing after it.
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64'),
      'not base64 at all!',
      '',
    ];
    for (const logo of notImages) {
      const res = await c.put('/api/settings/brand/logo', { logo });
      expect(res.status, logo.slice(0, 20)).toBe(400);
      expect(res.body.error.message).toBe(BRAND_MESSAGES.notImage);
    }

    // A real PNG padded past the limit: refused for its size, whatever it holds.
    const big = Buffer.concat([Buffer.from(PNG_2X1, 'base64'), Buffer.alloc(MAX_LOGO_BYTES)]).toString('base64');
    const tooBig = await c.put('/api/settings/brand/logo', { logo: big });
    expect([tooBig.status, tooBig.body.error.message]).toEqual([413, BRAND_MESSAGES.tooLarge]);
    const wayTooBig = await c.put('/api/settings/brand/logo', { logo: 'A'.repeat(2 * MAX_LOGO_BYTES) });
    expect([wayTooBig.status, wayTooBig.body.error.message]).toEqual([400, BRAND_MESSAGES.tooLarge]);

    expect(await logoRow(businessId)).toEqual(before);
  });

  it('removes the logo: the brand shows none and its address answers 404', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await c.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    const removed = await c.delete('/api/settings/brand/logo');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ brandColor: null, logo: null, displayName: null, whiteLabel: false });
    expect(await logoRow(businessId)).toBeNull();
    expect((await fetchLogo(`/api/logos/${businessId}/1`)).status).toBe(404);
    // Removing none is not an error.
    expect((await c.delete('/api/settings/brand/logo')).status).toBe(200);
  });

  it('answers 404 for a business without a logo and for an unknown business', async () => {
    const { businessId } = await newBusiness(t);
    const none = await fetchLogo(`/api/logos/${businessId}/1`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such logo' } });
    expect((await fetchLogo('/api/logos/no-such-business/1')).status).toBe(404);
  });
});

describe('who may change the brand', () => {
  it('lets a team member read the brand but not change it (403), as every settings card', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    await owner.client.put('/api/settings/brand', { brandColor: '#0f766e' });
    await owner.client.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    const { client: member } = await newTeamMember(t, owner.client);

    const read = await member.get('/api/settings/brand');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ brandColor: '#0f766e', logo: { width: 2, height: 1 } });

    for (const res of [
      await member.put('/api/settings/brand', { brandColor: '#000000' }),
      await member.put('/api/settings/brand/logo', { logo: JPEG_1X1 }),
      await member.delete('/api/settings/brand/logo'),
    ]) {
      expect([res.status, res.body.error.message]).toEqual([403, 'Only the team admin can do this']);
    }
    expect(await colorOf(owner.businessId)).toBe('#0f766e');
    expect(await logoRow(owner.businessId)).toMatchObject({ contentType: 'image/png', version: 1 });
  });

  it("never reads, changes or removes another business's brand", async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    await a.client.put('/api/settings/brand', { brandColor: '#e11d48' });
    await a.client.put('/api/settings/brand/logo', { logo: PNG_2X1 });

    expect((await b.client.get('/api/settings/brand')).body).toEqual({
      brandColor: null,
      logo: null,
      displayName: null,
      whiteLabel: false,
    });
    await b.client.put('/api/settings/brand', { brandColor: '#000000' });
    await b.client.put('/api/settings/brand/logo', { logo: JPEG_1X1 });
    await b.client.delete('/api/settings/brand/logo');

    expect(await colorOf(a.businessId)).toBe('#e11d48');
    expect(await logoRow(a.businessId)).toMatchObject({ contentType: 'image/png', version: 1 });
    expect((await a.client.get('/api/settings/brand')).body).toEqual({
      brandColor: '#e11d48',
      logo: { url: `${APP_URL}/api/logos/${a.businessId}/1`, width: 2, height: 1 },
      displayName: null,
      whiteLabel: false,
    });
    // B's changes landed on B only.
    expect(await colorOf(b.businessId)).toBe('#000000');
    expect(await logoRow(b.businessId)).toBeNull();
  });

  it('refuses every change while the business is suspended, and still shows the brand', async () => {
    const b = await newBusiness(t);
    await b.client.put('/api/settings/brand', { brandColor: '#0f766e' });
    const admin = await superAdminClient(t);
    await admin.post(`/api/admin/tenants/${b.businessId}/suspension`, { reason: 'Unpaid invoices' });

    for (const res of [
      await b.client.put('/api/settings/brand', { brandColor: '#000000' }),
      await b.client.put('/api/settings/brand/logo', { logo: PNG_2X1 }),
      await b.client.delete('/api/settings/brand/logo'),
    ]) {
      expect([res.status, res.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    }
    expect((await b.client.get('/api/settings/brand')).body).toEqual({
      brandColor: '#0f766e',
      logo: null,
      displayName: null,
      whiteLabel: false,
    });
    expect(await colorOf(b.businessId)).toBe('#0f766e');
    expect(await logoRow(b.businessId)).toBeNull();
  });
});

describe('the brand on customer-facing pages (issue 32)', () => {
  it("the sign-up form wears the business's colour and logo; white-label plans leave out the platform's mark", async () => {
    const free = await newBusiness(t);
    const qr = await newQrCode(free.client);
    const plain = await client(t.app).get(`/api/public/signup-form/${qr.code}`);
    expect(plain.status).toBe(200);
    expect(plain.body.brand).toEqual({ brandColor: null, bandColor: null, logo: null, whiteLabel: false });

    expect((await free.client.put('/api/settings/brand', { brandColor: '#FDE047' })).status).toBe(200);
    expect((await free.client.put('/api/settings/brand/logo', { logo: PNG_2X1 })).status).toBe(200);
    const branded = await client(t.app).get(`/api/public/signup-form/${qr.code}`);
    const url = `${APP_URL}/api/logos/${free.businessId}/1`;
    expect(branded.body.brand).toMatchObject({ brandColor: '#fde047', logo: { url, width: 2, height: 1 } });
    // A pale yellow band is darkened until white text reads on it.
    expect(branded.body.brand.bandColor).toBe(bandColorFor('#fde047'));
    expect(textColorOn(branded.body.brand.bandColor)).toBe('#ffffff');

    const agency = await newBusiness(t, { tierName: 'Agency' });
    const agencyQr = await newQrCode(agency.client);
    const white = await client(t.app).get(`/api/public/signup-form/${agencyQr.code}`);
    expect(white.body.brand.whiteLabel).toBe(true);
    // A lapsed plan is the free one: the mark comes back.
    await t.db.update(businesses).set({ subscriptionStatus: 'canceled' }).where(eq(businesses.id, agency.businessId));
    const lapsed = await client(t.app).get(`/api/public/signup-form/${agencyQr.code}`);
    expect(lapsed.body.brand.whiteLabel).toBe(false);
  });
});

/** A solid PNG or JPEG of the given size, made here (a real file as a design tool would write it). */
const imageOf = (width: number, height: number, type: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: type === 'png' ? 4 : 3, background: '#e11d48' } })
    [type]()
    .toBuffer();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the logo as kept and served (issue 32)', () => {
  it('scales a large PNG or JPEG down to 1024 px on its longer side, same type, aspect kept, hashed', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const wide = await imageOf(2000, 500);
    const res = await c.put('/api/settings/brand/logo', { logo: wide.toString('base64') });
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatchObject({ width: 1024, height: 256 });
    const row = await logoRow(businessId);
    expect(row).toMatchObject({ contentType: 'image/png', width: 1024, height: 256, version: 1 });
    expect(await sharp(row!.bytes).metadata()).toMatchObject({ format: 'png', width: 1024, height: 256 });
    expect(row!.contentHash).toBe(sha256(row!.bytes));

    const tall = await imageOf(1500, 3000, 'jpeg');
    const jpeg = await c.put('/api/settings/brand/logo', { logo: tall.toString('base64') });
    expect(jpeg.body.logo).toMatchObject({ width: 512, height: 1024 });
    const jpegRow = await logoRow(businessId);
    expect(jpegRow).toMatchObject({ contentType: 'image/jpeg', width: 512, height: 1024, version: 2 });
    expect(await sharp(jpegRow!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 1024 });
  });

  it('keeps a logo of 1024 px or less byte for byte', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const exact = await imageOf(1024, 300);
    await c.put('/api/settings/brand/logo', { logo: exact.toString('base64') });
    const row = await logoRow(businessId);
    expect(row!.bytes.equals(exact)).toBe(true);
    expect(row).toMatchObject({ width: 1024, height: 300, contentHash: sha256(exact) });
  });

  it('refuses an SVG and a logo wider or taller than 4000 px in plain words, and keeps the logo it has', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await c.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    const before = await logoRow(businessId);

    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"></svg>';
    const refusedSvg = await c.put('/api/settings/brand/logo', { logo: Buffer.from(svg).toString('base64') });
    expect([refusedSvg.status, refusedSvg.body.error.message]).toEqual([400, BRAND_MESSAGES.notImage]);

    for (const [width, height] of [
      [4001, 10],
      [10, 4001],
    ]) {
      const huge = await imageOf(width as number, height as number);
      expect(huge.length).toBeLessThan(MAX_LOGO_BYTES);
      const res = await c.put('/api/settings/brand/logo', { logo: huge.toString('base64') });
      expect([res.status, res.body.error.message]).toEqual([400, BRAND_MESSAGES.tooManyPixels]);
    }
    // Exactly 4000 a side is a logo (scaled down).
    const largest = await c.put('/api/settings/brand/logo', { logo: (await imageOf(4000, 40)).toString('base64') });
    expect(largest.body.logo).toMatchObject({ width: 1024 });
    await c.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    expect(await logoRow(businessId)).toMatchObject({ contentHash: before!.contentHash, version: 3 });
  });

  it('serves the logo with its content hash as ETag, answers 304 to a cache that has it, and ignores a repeat upload', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await c.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    const etag = `"${sha256(Buffer.from(PNG_2X1, 'base64'))}"`;
    const path = `/api/logos/${businessId}/1`;
    const served = await fetchLogo(path);
    expect(served.headers.get('etag')).toBe(etag);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.app.request(path, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const changed = await t.app.request(path, { headers: { 'If-None-Match': '"not-this-one"' } });
    expect(changed.status).toBe(200);

    // The same file again: same hash, same version, so every email's address stays current.
    const repeat = await c.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    expect(repeat.body.logo.url).toBe(`${APP_URL}${path}`);
    expect(await logoRow(businessId)).toMatchObject({ version: 1 });
  });
});

describe('the display name (issue 32)', () => {
  it('saves the name customers see, tidied; empty or null brings back the company name', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Acme Holdings LLC' });
    const saved = await c.put('/api/settings/brand/display-name', { displayName: '  Bean   There \n Café ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ brandColor: null, logo: null, displayName: 'Bean There Café', whiteLabel: false });
    expect(await displayNameOf(businessId)).toBe('Bean There Café');

    for (const cleared of ['', '   ', null]) {
      await c.put('/api/settings/brand/display-name', { displayName: 'Again' });
      const res = await c.put('/api/settings/brand/display-name', { displayName: cleared });
      expect([res.status, res.body.displayName]).toEqual([200, null]);
      expect(await displayNameOf(businessId)).toBeNull();
    }
  });

  it('refuses a name over 60 characters or not text in plain words, and keeps the saved one', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await c.put('/api/settings/brand/display-name', { displayName: 'Bean There' });
    const long = await c.put('/api/settings/brand/display-name', { displayName: 'x'.repeat(61) });
    expect([long.status, long.body.error.message]).toEqual([400, BRAND_MESSAGES.nameTooLong]);
    for (const body of [{ displayName: 42 }, { displayName: ['a'] }, {}, { other: 'x' }]) {
      const res = await c.put('/api/settings/brand/display-name', body);
      expect([res.status, res.body.error.message], JSON.stringify(body)).toEqual([400, BRAND_MESSAGES.nameInvalid]);
    }
    expect((await c.put('/api/settings/brand/display-name', { displayName: 'x'.repeat(60) })).status).toBe(200);
    await c.put('/api/settings/brand/display-name', { displayName: 'Bean There' });
    expect(await displayNameOf(businessId)).toBe('Bean There');
  });

  it('only the team admin changes it, never while suspended, and never without a session', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    await owner.client.put('/api/settings/brand/display-name', { displayName: 'Bean There' });
    const { client: member } = await newTeamMember(t, owner.client);
    expect((await member.get('/api/settings/brand')).body.displayName).toBe('Bean There');
    const refused = await member.put('/api/settings/brand/display-name', { displayName: 'Mine' });
    expect([refused.status, refused.body.error.message]).toEqual([403, 'Only the team admin can do this']);
    expect((await client(t.app).put('/api/settings/brand/display-name', { displayName: 'X' })).status).toBe(401);

    const admin = await superAdminClient(t);
    await admin.post(`/api/admin/tenants/${owner.businessId}/suspension`, { reason: 'Unpaid invoices' });
    const suspended = await owner.client.put('/api/settings/brand/display-name', { displayName: 'Other' });
    expect([suspended.status, suspended.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    expect(await displayNameOf(owner.businessId)).toBe('Bean There');
  });
});

describe("the platform's mark on what customers see (issue 32)", () => {
  it('the sign-up form shows the display name; the business app keeps the company name', async () => {
    const b = await newBusiness(t, { companyName: 'Acme Holdings LLC' });
    await b.client.put('/api/settings/brand/display-name', { displayName: 'Bean There' });
    const qr = await newQrCode(b.client);
    const form = await client(t.app).get(`/api/public/signup-form/${qr.code}`);
    expect(form.body.businessName).toBe('Bean There');
    expect(form.body.consent.email).toContain('Bean There');
    expect((await b.client.get('/api/me')).body.business.companyName).toBe('Acme Holdings LLC');
  });

  it("without white-label: emails go out under the business's name, and end with a small 'Powered by Regulars'", async () => {
    const b = await newBusiness(t, { companyName: 'Acme Holdings LLC' });
    await b.client.put('/api/settings/brand/display-name', { displayName: 'Bean There' });
    const mail = await emailedCustomer(b.client, b.businessId);
    expect(mail.fromName).toBe('Bean There');
    expect(mail.text).toMatch(/--\nBean There\nUnsubscribe: http\S+\nPowered by Regulars$/);
    expect(mail.html).toContain('Powered by Regulars</div>');
    expect(mail.html).not.toContain('Acme Holdings');

    const page = await client(t.app).get(`/api/unsubscribe/${mail.token}`);
    expect(page.body.businessName).toBe('Bean There');
    expect(page.body.brand).toEqual({ brandColor: null, bandColor: null, logo: null, whiteLabel: false });
  });

  it('with white-label: nothing of the platform in the email or on the unsubscribe page, the brand all through', async () => {
    const b = await newBusiness(t, { tierName: 'Agency', companyName: 'Acme Holdings LLC' });
    await b.client.put('/api/settings/brand/display-name', { displayName: 'Bean There' });
    await b.client.put('/api/settings/brand', { brandColor: '#fde047' });
    await b.client.put('/api/settings/brand/logo', { logo: PNG_2X1 });
    const mail = await emailedCustomer(b.client, b.businessId);
    expect(mail.fromName).toBe('Bean There');
    expect(mail.text).toMatch(/--\nBean There\nUnsubscribe: http\S+$/);
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/regulars/i);

    const page = await client(t.app).get(`/api/unsubscribe/${mail.token}`);
    expect(page.body).toMatchObject({ businessName: 'Bean There', unsubscribed: false });
    expect(page.body.brand).toEqual({
      brandColor: '#fde047',
      bandColor: bandColorFor('#fde047'),
      logo: { url: `${APP_URL}/api/logos/${b.businessId}/1`, width: 2, height: 1 },
      whiteLabel: true,
    });
    const done = await client(t.app).post(`/api/unsubscribe/${mail.token}`, {});
    expect(done.body).toMatchObject({ businessName: 'Bean There', unsubscribed: true, brand: { whiteLabel: true } });

    // The plan lapses: the mark comes back on the next email.
    await t.db.update(businesses).set({ subscriptionStatus: 'canceled' }).where(eq(businesses.id, b.businessId));
    const lapsed = await emailedCustomer(b.client, b.businessId);
    expect(lapsed.text).toMatch(/\nPowered by Regulars$/);
  });
});

async function displayNameOf(businessId: string) {
  const [row] = await t.db
    .select({ displayName: businesses.displayName })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row.displayName;
}

/** A quick email to a fresh customer, delivered to the outbox: the mail as stored and its unsubscribe token. */
async function emailedCustomer(c: TClient, businessId: string) {
  const [template] = await t.db
    .insert(emailTemplates)
    .values({ businessId, name: 'Hello', subject: 'Hello', body: 'Hi {firstName}' })
    .returning();
  const customer = await addCustomer(c, { email: `u-${crypto.randomUUID()}@example.test` });
  const res = await c.post(`/api/customers/${customer.id}/quick-email`, { templateId: template!.id });
  expect(res.status).toBe(200);
  const log = await settledMessage(t, res.body.messageId);
  expect(log.status).toBe('sent');
  const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, customer.email!));
  const token = t.deps.tracking.unsubscribeUrl(log.id).split('/').pop()!;
  return { ...mail!, html: mail!.html ?? '', token };
}
