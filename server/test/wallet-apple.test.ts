import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, walletAppleRegistrations, walletPasses } from '../src/db/schema/index.ts';
import { loadConfig } from '../src/platform/config.ts';
import { walletLinks } from '../src/wallet/index.ts';
import { makeTestPki } from '../src/wallet/test-pki.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, queueDrained, startIsolatedTestApp, startTestApp, type TTestApp } from './harness.ts';
import { checkAnswer } from './response-contract.ts';
import { startApnsStub } from './stubs/apns-stub.ts';

/** The customer's "Add to Apple Wallet" link, as walletLinks answers it. */
const appleLink = async (args: Parameters<typeof walletLinks>[0]) => (await walletLinks(args))?.apple ?? null;

const PASS_TYPE = 'pass.test.regulars.wallet';
const BASE = '/api/wallet/apple/v1';

let t: TTestApp;
let plain: TTestApp;
let apns: Awaited<ReturnType<typeof startApnsStub>>;
let dir: string;
let pki: ReturnType<typeof makeTestPki>;

beforeAll(async () => {
  pki = makeTestPki(PASS_TYPE);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-apple-'));
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  apns = await startApnsStub({ cert: pki.serverCert, key: pki.serverKey, ca: pki.caCert });
  // Its own database on PostgreSQL: its push jobs must be worked by this app (its stub), not another file's.
  t = await startIsolatedTestApp('wallet', {
    APPLE_PASS_TYPE_ID: PASS_TYPE,
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_PASS_CERT: file('pass.pem', pki.passCert),
    APPLE_PASS_KEY: file('pass.key', pki.passKey),
    APPLE_WWDR_CERT: file('wwdr.pem', pki.wwdrCert),
    APPLE_APNS_BASE: apns.url,
    APPLE_APNS_CA: file('ca.pem', pki.caCert),
  });
  plain = await startTestApp();
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await plain?.stop();
  await apns?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Apple's device calling the web service: no Origin, no cookie, its own Authorization header. */
async function device(
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.9', ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `ApplePass ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type');
  const body = type?.includes('application/json') && bytes.length ? JSON.parse(bytes.toString('utf8')) : null;
  await checkAnswer(t.app, { method, path: url, status: res.status, contentType: type, body });
  return { status: res.status, headers: res.headers, body, bytes };
}

const openPass = (bytes: Buffer) => {
  const files = unzipSync(new Uint8Array(bytes));
  return JSON.parse(Buffer.from(files['pass.json']).toString('utf8'));
};

/** The customer's "Add to Apple Wallet" link on this server. */
async function passLinkOf(businessId: string, customerId: string): Promise<string> {
  const link = await appleLink({
    db: t.db,
    config: t.deps.config,
    tokens: t.deps.walletTokens,
    businessId,
    customerId,
  });
  if (!link) throw new Error('no wallet link');
  return link;
}

/** A business with a stamp card, a customer, and the customer's pass downloaded through their link. */
async function customerWithPass() {
  const biz = await newBusiness(t);
  await newProgram(biz.client, {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  const customer = await addCustomer(biz.client, { firstName: 'Grace' });
  const link = await passLinkOf(biz.businessId, customer.id);
  const url = new URL(link);
  const download = await device('GET', url.pathname);
  expect(download.status).toBe(200);
  const pass = openPass(download.bytes);
  const checkIn = async () => {
    const res = await biz.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
    expect(res.status).toBe(201);
  };
  return {
    biz,
    customer,
    link,
    url,
    download,
    pass,
    serial: pass.serialNumber as string,
    token: pass.authenticationToken as string,
    checkIn,
  };
}

describe('Apple Wallet passes', () => {
  it("speaks the customer's language: the business's until they choose their own (issue 52)", async () => {
    const biz = await newBusiness(t);
    expect((await biz.client.patch('/api/settings/money', { currency: 'EUR', locale: 'es-ES' })).status).toBe(200);
    await newProgram(biz.client, {
      name: 'Café',
      type: 'stamp_card',
      config: { stampsRequired: 10, rewardDescription: 'un café gratis', cooldownMinutes: 0 },
    });
    const customer = await addCustomer(biz.client, { firstName: 'Lucía' });
    const link = await passLinkOf(biz.businessId, customer.id);
    const fieldsOf = async () => {
      const download = await device('GET', new URL(link).pathname);
      expect(download.status).toBe(200);
      const card = openPass(download.bytes).storeCard as Record<string, { label: string; value: string }[]>;
      return Object.values(card).flat();
    };
    const spanish = translatorFor('es');
    const inSpanish = await fieldsOf();
    expect(inSpanish).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Café', value: spanish.t('portal.stampsOf', { current: 0, required: 10 }) }),
        expect.objectContaining({ label: spanish.t('pass.rewardsToUse'), value: spanish.t('pass.noneYet') }),
        expect.objectContaining({ label: spanish.t('pass.customerNumber') }),
      ]),
    );
    expect(JSON.stringify(inSpanish)).toContain('Reúne 10 sellos para un café gratis');
    expect(JSON.stringify(inSpanish)).not.toMatch(/Rewards to use|Your customer number|stamps/);

    // She chose German in the portal: her card follows.
    await t.db
      .update(customers)
      .set({ language: 'de' })
      .where(and(eq(customers.businessId, biz.businessId), eq(customers.id, customer.id)));
    const german = translatorFor('de');
    expect(await fieldsOf()).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: german.t('pass.rewardsToUse') })]),
    );
  });

  it("serves the customer's pass from their link: a signed .pkpass with their QR key and our web service", async () => {
    const { customer, link, download, pass } = await customerWithPass();
    expect(link.startsWith('http://localhost:3000/api/wallet/apple/download/')).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="loyalty-card.pkpass"');
    expect(pass).toMatchObject({
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: 'TEAM123456',
      webServiceURL: 'http://localhost:3000/api/wallet/apple',
      organizationName: 'Test Café',
    });
    expect(pass.serialNumber).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: customer.uniqueCustomerId });
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ label: 'Coffee card', value: '0 of 10 stamps' });
    expect(pass.storeCard.headerFields[0].value).toBe('Grace');
  });

  it('registers a device (201, then 200), refuses a wrong token (401) and a pass type not ours (404)', async () => {
    const { serial, token } = await customerWithPass();
    const url = `${BASE}/devices/device-one/registrations/${PASS_TYPE}/${serial}`;
    expect((await device('POST', url, { token, body: { pushToken: 'push-one' } })).status).toBe(201);
    expect((await device('POST', url, { token, body: { pushToken: 'push-one' } })).status).toBe(200);
    const wrong = await device('POST', url, { token: `${token.slice(0, -2)}xx`, body: { pushToken: 'push-evil' } });
    expect(wrong.status).toBe(401);
    expect((await device('POST', url, { body: { pushToken: 'push-evil' } })).status).toBe(401);
    const otherType = `${BASE}/devices/device-one/registrations/pass.other.type/${serial}`;
    expect((await device('POST', otherType, { token, body: { pushToken: 'push-one' } })).status).toBe(404);
    const missing = await device('POST', url, { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Send the device push token.');
    const rows = await t.db.select().from(walletAppleRegistrations).where(eq(walletAppleRegistrations.serial, serial));
    expect(rows.map((r) => [r.deviceLibraryId, r.pushToken])).toEqual([['device-one', 'push-one']]);
    // The pass itself with a wrong token, too.
    expect((await device('GET', `${BASE}/passes/${PASS_TYPE}/${serial}`, { token: 'not-the-token' })).status).toBe(401);
  });

  it('lists the passes changed since a tag, answers 304 while unchanged, and the new pass after a check-in, pushed to the device', async () => {
    const { serial, token, checkIn } = await customerWithPass();
    const reg = `${BASE}/devices/device-two/registrations/${PASS_TYPE}`;
    expect((await device('POST', `${reg}/${serial}`, { token, body: { pushToken: 'push-two' } })).status).toBe(201);

    const first = await device('GET', reg);
    expect(first.status).toBe(200);
    expect(first.body.serialNumbers).toEqual([serial]);
    const tag = first.body.lastUpdated as string;
    expect(tag).toMatch(/^\d+$/);
    expect((await device('GET', `${reg}?passesUpdatedSince=${tag}`)).status).toBe(204);

    const passUrl = `${BASE}/passes/${PASS_TYPE}/${serial}`;
    const before = await device('GET', passUrl, { token });
    expect(before.status).toBe(200);
    const lastModified = before.headers.get('last-modified') as string;
    const unchanged = await device('GET', passUrl, { token, headers: { 'if-modified-since': lastModified } });
    expect(unchanged.status).toBe(304);

    await checkIn();

    const changed = await device('GET', `${reg}?passesUpdatedSince=${tag}`);
    expect(changed.status).toBe(200);
    expect(changed.body.serialNumbers).toEqual([serial]);
    expect(BigInt(changed.body.lastUpdated)).toBeGreaterThan(BigInt(tag));
    const after = await device('GET', passUrl, { token, headers: { 'if-modified-since': lastModified } });
    expect(after.status).toBe(200);
    expect(openPass(after.bytes).storeCard.primaryFields[0].value).toBe('1 of 10 stamps');
    expect(Date.parse(after.headers.get('last-modified') as string)).toBeGreaterThan(Date.parse(lastModified));

    const push = await eventually(async () => apns.pushes.find((p) => p.path === '/3/device/push-two'));
    expect(push).toMatchObject({ topic: PASS_TYPE, body: '{}', clientCn: `Pass Type ID: ${PASS_TYPE}` });
  });

  it('coalesces a burst of check-ins into one push or two, not one each', async () => {
    const { serial, token, checkIn } = await customerWithPass();
    const url = `${BASE}/devices/device-burst/registrations/${PASS_TYPE}/${serial}`;
    expect((await device('POST', url, { token, body: { pushToken: 'push-burst' } })).status).toBe(201);
    for (let i = 0; i < 4; i++) await checkIn();
    await eventually(async () => apns.pushes.some((p) => p.path === '/3/device/push-burst'));
    // Every push job of the pass has run (the coalescing window's included): any further push would have arrived.
    await queueDrained(t, { serial });
    expect(apns.pushes.filter((p) => p.path === '/3/device/push-burst').length).toBeLessThanOrEqual(2);
  });

  it('forgets a device APNs says is gone (410), and one that unregisters', async () => {
    const { serial, token, checkIn } = await customerWithPass();
    const reg = `${BASE}/devices/device-gone/registrations/${PASS_TYPE}/${serial}`;
    const kept = `${BASE}/devices/device-kept/registrations/${PASS_TYPE}/${serial}`;
    expect((await device('POST', reg, { token, body: { pushToken: 'push-gone' } })).status).toBe(201);
    expect((await device('POST', kept, { token, body: { pushToken: 'push-kept' } })).status).toBe(201);
    apns.gone.add('push-gone');
    await checkIn();
    const devices = () =>
      t.db
        .select({ device: walletAppleRegistrations.deviceLibraryId })
        .from(walletAppleRegistrations)
        .where(eq(walletAppleRegistrations.serial, serial));
    await eventually(async () => (await devices()).length === 1);
    expect(await devices()).toEqual([{ device: 'device-kept' }]);

    expect((await device('DELETE', kept, { token: 'wrong' })).status).toBe(401);
    expect((await device('DELETE', kept, { token })).status).toBe(200);
    expect(await devices()).toEqual([]);
    expect((await device('GET', `${BASE}/devices/device-kept/registrations/${PASS_TYPE}`)).status).toBe(204);
  });

  it('voids the pass when the customer is deleted: pushed, served voided with nothing of theirs, the link gone', async () => {
    const { biz, customer, serial, token, url } = await customerWithPass();
    const reg = `${BASE}/devices/device-void/registrations/${PASS_TYPE}/${serial}`;
    expect((await device('POST', reg, { token, body: { pushToken: 'push-void' } })).status).toBe(201);
    expect((await biz.client.delete(`/api/customers/${customer.id}`)).status).toBeLessThan(300);
    const [row] = await t.db.select().from(walletPasses).where(eq(walletPasses.serial, serial));
    expect(row.voidedAt).not.toBeNull();
    await eventually(async () => apns.pushes.some((p) => p.path === '/3/device/push-void'));
    const voided = await device('GET', `${BASE}/passes/${PASS_TYPE}/${serial}`, { token });
    expect(voided.status).toBe(200);
    const pass = openPass(voided.bytes);
    expect(pass.voided).toBe(true);
    expect(pass.barcodes ?? []).toEqual([]);
    expect(JSON.stringify(pass)).not.toContain('Grace');
    const again = await device('GET', url.pathname);
    expect(again.status).toBe(410);
    expect(again.body.error.message).toBe('This loyalty card is no longer active.');
    expect(
      await appleLink({
        db: t.db,
        config: t.deps.config,
        tokens: t.deps.walletTokens,
        businessId: biz.businessId,
        customerId: customer.id,
      }),
    ).toBeNull();
  });

  it("keeps businesses apart: no link to another business's customer, no pass for a serial under another link", async () => {
    const a = await customerWithPass();
    const b = await customerWithPass();
    // B's business asking for A's customer gets no link and makes no pass.
    expect(
      await appleLink({
        db: t.db,
        config: t.deps.config,
        tokens: t.deps.walletTokens,
        businessId: b.biz.businessId,
        customerId: a.customer.id,
      }),
    ).toBeNull();
    const passes = await t.db
      .select()
      .from(walletPasses)
      .where(and(eq(walletPasses.businessId, b.biz.businessId), eq(walletPasses.customerId, a.customer.id)));
    expect(passes).toEqual([]);
    // A's serial in B's link (B's MAC) is not a link.
    const token = b.url.pathname.split('/').pop() as string;
    const forged = `/api/wallet/apple/download/${a.serial}.${token.split('.')[1]}`;
    expect((await device('GET', forged)).status).toBe(404);
    // B's link gives B's customer, never A's.
    expect(b.pass.barcodes[0].message).toBe(b.customer.uniqueCustomerId);
    expect(b.pass.serialNumber).not.toBe(a.serial);
    // A's token opens only A's serial.
    expect((await device('GET', `${BASE}/passes/${PASS_TYPE}/${b.serial}`, { token: a.token })).status).toBe(401);
    expect((await device('GET', '/api/wallet/apple/download/not-a-token')).status).toBe(404);
  });

  it("takes a device's logs (200) and refuses oversized ones (400)", async () => {
    const ok = await device('POST', `${BASE}/log`, { body: { logs: ['Request failed: 500'] } });
    expect(ok.status).toBe(200);
    expect(t.logLines.some((line) => line.includes('Request failed: 500'))).toBe(true);
    const tooLong = await device('POST', `${BASE}/log`, { body: { logs: ['x'.repeat(2001)] } });
    expect(tooLong.status).toBe(400);
    // Apple's POSTs carry no Origin: the cross-site guard lets them through, but not a browser's from elsewhere.
    const res = await t.app.request(`${BASE}/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ logs: [] }),
    });
    expect(res.status).toBe(403);
  });
});

describe('without Apple Wallet configured', () => {
  it('offers no link, serves 404, and queues nothing on a check-in', async () => {
    const biz = await newBusiness(plain);
    await newProgram(biz.client, {
      name: 'Card',
      type: 'stamp_card',
      config: { stampsRequired: 5, cooldownMinutes: 0 },
    });
    const customer = await addCustomer(biz.client);
    expect(
      await appleLink({
        db: plain.db,
        config: plain.deps.config,
        tokens: plain.deps.walletTokens,
        businessId: biz.businessId,
        customerId: customer.id,
      }),
    ).toBeNull();
    const res = await plain.app.request('/api/wallet/apple/download/AAAAAAAAAAAAAAAAAAAAAA.abc', {
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(res.status).toBe(404);
    const send = vi.spyOn(plain.deps.queue, 'send');
    try {
      for (let i = 0; i < 2; i++) {
        const visit = await biz.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
        expect(visit.status).toBe(201);
      }
      expect(send.mock.calls.filter(([name]) => String(name).startsWith('wallet.'))).toEqual([]);
    } finally {
      send.mockRestore();
    }
    const rows = await plain.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletPasses)
      .where(eq(walletPasses.businessId, biz.businessId));
    expect(rows[0].n).toBe(0);
  });
});

describe('Apple Wallet configuration', () => {
  it('refuses to start half configured, naming what is missing', () => {
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: PASS_TYPE })).toThrow(
      'Apple Wallet is half configured: set APPLE_TEAM_ID, APPLE_WWDR_CERT, APPLE_PASS_CERT (or APPLE_PASS_P12), APPLE_PASS_KEY (or APPLE_PASS_P12), or none of the APPLE_ settings.',
    );
    expect(() =>
      loadConfig({
        APPLE_PASS_TYPE_ID: PASS_TYPE,
        APPLE_TEAM_ID: 'T',
        APPLE_WWDR_CERT: path.join(dir, 'missing.pem'),
        APPLE_PASS_CERT: path.join(dir, 'pass.pem'),
        APPLE_PASS_KEY: path.join(dir, 'pass.key'),
      }),
    ).toThrow(`APPLE_WWDR_CERT: cannot read the file ${path.join(dir, 'missing.pem')}`);
    expect(loadConfig({}).appleWallet).toBeUndefined();
  });

  it('reads the certificate and key from a .p12 with its password', () => {
    const p12 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(pki.passKey),
      [forge.pki.certificateFromPem(pki.passCert)],
      'p12-password',
      { algorithm: '3des' },
    );
    const file = path.join(dir, 'pass.p12');
    fs.writeFileSync(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
    const env = {
      APPLE_PASS_TYPE_ID: PASS_TYPE,
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_WWDR_CERT: path.join(dir, 'wwdr.pem'),
      APPLE_PASS_P12: file,
    };
    const apple = loadConfig({ ...env, APPLE_PASS_P12_PASSWORD: 'p12-password' }).appleWallet;
    expect(apple?.signerCert).toContain('BEGIN CERTIFICATE');
    expect(forge.pki.certificateFromPem(apple!.signerCert).subject.getField('CN').value).toBe(
      `Pass Type ID: ${PASS_TYPE}`,
    );
    expect(apple?.signerKey).toContain('PRIVATE KEY');
    expect(apple?.apnsBase).toBe('https://api.push.apple.com');
    expect(() => loadConfig({ ...env, APPLE_PASS_P12_PASSWORD: 'wrong' })).toThrow(
      'APPLE_PASS_P12: cannot open the file (is APPLE_PASS_P12_PASSWORD right?)',
    );
  });
});
