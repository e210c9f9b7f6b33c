import { createHash, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoUrl } from '../src/branding/index.ts';
import { walletPasses } from '../src/db/schema/index.ts';
import { getStanding } from '../src/loyalty/index.ts';
import { googleSaveLink } from '../src/wallet/google-save-link.ts';
import { repushBrand, walletLinks } from '../src/wallet/index.ts';
import { makeTestPki } from '../src/wallet/test-pki.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TTestApp } from './harness.ts';
import { startApnsStub } from './stubs/apns-stub.ts';
import { startGoogleWalletStub } from './stubs/google-wallet-stub.ts';

const reads = { getStanding, logoUrl };

/** The customer's "Add to Apple Wallet" link, as walletLinks answers it. */
const appleLink = async (args: Parameters<typeof walletLinks>[0]) => (await walletLinks(args))?.apple ?? null;

const PASS_TYPE = 'pass.test.regulars.brand';
const ISSUER = '3388000000087654321';
const CLIENT_EMAIL = 'brand@regulars-test.iam.gserviceaccount.com';
const BASE = '/api/wallet/apple/v1';

let t: TTestApp;
let apns: Awaited<ReturnType<typeof startApnsStub>>;
let google: Awaited<ReturnType<typeof startGoogleWalletStub>>;
let dir: string;

beforeAll(async () => {
  const pki = makeTestPki(PASS_TYPE);
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-brand-'));
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  apns = await startApnsStub({ cert: pki.serverCert, key: pki.serverKey, ca: pki.caCert });
  google = await startGoogleWalletStub({ publicKey: keys.publicKey, clientEmail: CLIENT_EMAIL });
  // Its own database on PostgreSQL: its jobs must be worked by this app (its stubs), not another file's.
  t = await startIsolatedTestApp('wallet_brand', {
    APPLE_PASS_TYPE_ID: PASS_TYPE,
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_PASS_CERT: file('pass.pem', pki.passCert),
    APPLE_PASS_KEY: file('pass.key', pki.passKey),
    APPLE_WWDR_CERT: file('wwdr.pem', pki.wwdrCert),
    APPLE_APNS_BASE: apns.url,
    APPLE_APNS_CA: file('ca.pem', pki.caCert),
    GOOGLE_WALLET_ISSUER_ID: ISSUER,
    GOOGLE_WALLET_SERVICE_ACCOUNT: file(
      'google.json',
      JSON.stringify({ client_email: CLIENT_EMAIL, private_key: keys.privateKey, token_uri: `${google.url}/token` }),
    ),
    GOOGLE_WALLET_API_BASE: google.url,
  });
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await apns?.stop();
  await google?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function device(method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.21' };
  if (token) headers.authorization = `ApplePass ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const open = (bytes: Buffer) => {
  const files = unzipSync(new Uint8Array(bytes));
  const json = (name: string) => JSON.parse(Buffer.from(files[name]).toString('utf8'));
  return { files, pass: json('pass.json'), manifest: json('manifest.json') };
};

/** A stamp-card customer with the pass in Apple Wallet (a registered device) and in Google Wallet. */
async function customerInBothWallets(stampsRequired = 10) {
  const biz = await newBusiness(t);
  await newProgram(biz.client, {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  const customer = await addCustomer(biz.client, { firstName: 'Grace' });
  const args = { db: t.db, config: t.deps.config, businessId: biz.businessId, customerId: customer.id, reads };
  const link = await appleLink({ ...args, tokens: t.deps.walletTokens });
  const download = await device('GET', new URL(link as string).pathname);
  expect(download.status).toBe(200);
  const { pass } = open(download.bytes);
  const pushToken = `push-${customer.id}`;
  const reg = `${BASE}/devices/device-${customer.id}/registrations/${PASS_TYPE}/${pass.serialNumber}`;
  expect((await device('POST', reg, pass.authenticationToken, { pushToken })).status).toBe(201);
  expect(await googleSaveLink(args)).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  return { biz, customer, download, serial: pass.serialNumber as string, token: pass.authenticationToken, pushToken };
}

describe('a stamp card in Apple Wallet', () => {
  it('carries the stamps drawn as the strip image, listed in the manifest with their SHA-1', async () => {
    const { download } = await customerInBothWallets(8);
    const { files, manifest, pass } = open(download.bytes);
    expect(pass.storeCard.primaryFields[0].value).toBe('0 of 8 stamps');
    for (const name of ['strip.png', 'strip@2x.png']) {
      expect(files[name]).toBeDefined();
      expect(manifest[name]).toBe(createHash('sha1').update(files[name]).digest('hex'));
    }
    // PNG of Apple's strip size: 375 × 123 points, and twice that.
    const size = (png: Uint8Array) => [Buffer.from(png).readUInt32BE(16), Buffer.from(png).readUInt32BE(20)];
    expect(Buffer.from(files['strip.png']).subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(size(files['strip.png'])).toEqual([375, 123]);
    expect(size(files['strip@2x.png'])).toEqual([750, 246]);
  });
});

describe('a brand change', () => {
  it('re-pushes every pass in the background: the Google class once, an APNs push to each device', async () => {
    const { biz, serial, token, pushToken } = await customerInBothWallets();
    const [before] = await t.db
      .select({ updatedAt: walletPasses.updatedAt })
      .from(walletPasses)
      .where(and(eq(walletPasses.businessId, biz.businessId), eq(walletPasses.serial, serial)));
    const saved = await biz.client.put('/api/settings/brand', { brandColor: '#123456' });
    expect(saved.status).toBe(200);
    const classId = `${ISSUER}.${biz.businessId.replace(/[^A-Za-z0-9._-]/g, '_')}`;
    const update = await eventually(
      async () =>
        google.calls.find(
          (c) =>
            c.method === 'PUT' &&
            c.path.endsWith(`/loyaltyClass/${classId}`) &&
            c.body?.hexBackgroundColor === '#123456',
        ),
      15_000,
    );
    expect(update.body).toMatchObject({ id: classId, issuerName: 'Test Café' });
    // Google carries the class to its objects: no object is patched for the brand.
    expect(google.calls.some((c) => c.method === 'PATCH' && c.path.includes(serial))).toBe(false);
    await eventually(async () => apns.pushes.some((p) => p.path === `/3/device/${pushToken}`), 15_000);
    const [after] = await t.db
      .select({ updatedAt: walletPasses.updatedAt })
      .from(walletPasses)
      .where(and(eq(walletPasses.businessId, biz.businessId), eq(walletPasses.serial, serial)));
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // The device fetches the pass in the new colour.
    const fetched = await device('GET', `${BASE}/passes/${PASS_TYPE}/${serial}`, token);
    expect(open(fetched.bytes).pass.backgroundColor).toBe('rgb(18, 52, 86)');
  }, 30_000);

  it("leaves another business's passes alone", async () => {
    const mine = await customerInBothWallets();
    const other = await customerInBothWallets();
    expect((await mine.biz.client.put('/api/settings/brand', { brandColor: '#654321' })).status).toBe(200);
    await eventually(async () => apns.pushes.some((p) => p.path === `/3/device/${mine.pushToken}`), 15_000);
    const otherClass = `${ISSUER}.${other.biz.businessId.replace(/[^A-Za-z0-9._-]/g, '_')}`;
    expect(google.calls.some((c) => c.method === 'PUT' && c.path.endsWith(`/loyaltyClass/${otherClass}`))).toBe(false);
    expect(apns.pushes.some((p) => p.path === `/3/device/${other.pushToken}`)).toBe(false);
  }, 30_000);

  it('walks the passes a batch at a time, each batch a job of its own', async () => {
    const first = await customerInBothWallets();
    const more = [];
    for (const name of ['Alan', 'Ada']) {
      const customer = await addCustomer(first.biz.client, { firstName: name });
      const args = { db: t.db, config: t.deps.config, businessId: first.biz.businessId, customerId: customer.id };
      const { pass } = open(
        (await device('GET', new URL((await appleLink({ ...args, tokens: t.deps.walletTokens })) as string).pathname))
          .bytes,
      );
      const pushToken = `push-${customer.id}`;
      const reg = `${BASE}/devices/device-${customer.id}/registrations/${PASS_TYPE}/${pass.serialNumber}`;
      expect((await device('POST', reg, pass.authenticationToken, { pushToken })).status).toBe(201);
      more.push(pushToken);
    }
    const job = { db: t.db, queue: t.deps.queue, config: t.deps.config, logger: t.deps.logger, logoUrl };
    // The first batch: two passes made new and pushed, the rest left to the next job.
    expect(await repushBrand({ ...job, businessId: first.biz.businessId, batchSize: 2 })).toEqual({
      passes: 2,
      pushes: 2,
    });
    for (const token of [first.pushToken, ...more]) {
      await eventually(async () => apns.pushes.some((p) => p.path === `/3/device/${token}`), 15_000);
    }
  }, 30_000);
});
