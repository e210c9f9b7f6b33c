import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoUrl } from '../src/branding/index.ts';
import { walletPasses } from '../src/db/schema/index.ts';
import { getStanding } from '../src/loyalty/index.ts';
import { loadConfig } from '../src/platform/config.ts';
import { patchGooglePass } from '../src/wallet/google-patch-pass.ts';
import { GOOGLE_UNAVAILABLE, googleSaveLink } from '../src/wallet/google-save-link.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startIsolatedTestApp, startTestApp, type TTestApp } from './harness.ts';
import { startGoogleWalletStub } from './stubs/google-wallet-stub.ts';

/** What app.ts hands the wallet: loyalty's standing, branding's logo address. */
const reads = { getStanding, logoUrl };

const ISSUER = '3388000000012345678';
const CLIENT_EMAIL = 'wallet@regulars-test.iam.gserviceaccount.com';

let t: TTestApp;
let plain: TTestApp;
let google: Awaited<ReturnType<typeof startGoogleWalletStub>>;
let keys: { publicKey: string; privateKey: string };
let serviceAccount: string;

beforeAll(async () => {
  keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  google = await startGoogleWalletStub({ publicKey: keys.publicKey, clientEmail: CLIENT_EMAIL });
  serviceAccount = JSON.stringify({
    type: 'service_account',
    client_email: CLIENT_EMAIL,
    private_key: keys.privateKey,
    private_key_id: 'test-key-1',
    token_uri: `${google.url}/token`,
  });
  // Its own database on PostgreSQL: its patch jobs must be worked by this app (its stub), not another file's.
  t = await startIsolatedTestApp('wallet_google', {
    GOOGLE_WALLET_ISSUER_ID: ISSUER,
    GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccount,
    GOOGLE_WALLET_API_BASE: google.url,
  });
  plain = await startTestApp();
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await plain?.stop();
  await google?.stop();
});

const saveLink = (app: TTestApp, businessId: string, customerId: string) =>
  googleSaveLink({ db: app.db, config: app.deps.config, businessId, customerId, reads });

/** A business with a stamp card and a customer who tapped "Save to Google Wallet". */
async function customerWithGooglePass() {
  const biz = await newBusiness(t);
  await newProgram(biz.client, {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
  const customer = await addCustomer(biz.client, { firstName: 'Grace' });
  const link = await saveLink(t, biz.businessId, customer.id);
  if (!link) throw new Error('no Google link');
  const [pass] = await t.db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, biz.businessId), eq(walletPasses.customerId, customer.id)));
  const objectId = `${ISSUER}.${pass.serial}`;
  const objectPath = `/walletobjects/v1/loyaltyObject/${objectId}`;
  const checkIn = async () => {
    const res = await biz.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
    expect(res.status).toBe(201);
  };
  return { biz, customer, link, pass, objectId, objectPath, checkIn };
}

describe('Google Wallet passes', () => {
  it('writes the class and the object on the first link, and signs a save link Google can verify', async () => {
    const { biz, customer, link, pass, objectId } = await customerWithGooglePass();
    expect(link.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = link.slice('https://pay.google.com/gp/v/save/'.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, await importSPKI(keys.publicKey, 'RS256'), {
      issuer: CLIENT_EMAIL,
      audience: 'google',
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'test-key-1' });
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: ['http://localhost:3000'],
      payload: { loyaltyObjects: [{ id: objectId }] },
    });
    expect(pass.googleObjectAt).not.toBeNull();

    const classId = `${ISSUER}.${biz.businessId.replace(/[^A-Za-z0-9._-]/g, '_')}`;
    const classInsert = google.calls.find((c) => c.method === 'POST' && c.body?.id === classId);
    expect(classInsert).toMatchObject({ path: '/walletobjects/v1/loyaltyClass', authorized: true });
    expect(classInsert?.body).toMatchObject({
      issuerName: 'Test Café',
      hexBackgroundColor: '#4f46e5',
      programLogo: { sourceUri: { uri: 'http://localhost:3000/wallet-logo.png' } },
    });
    const objectInsert = google.calls.find((c) => c.method === 'POST' && c.body?.id === objectId);
    expect(objectInsert?.path).toBe('/walletobjects/v1/loyaltyObject');
    expect(objectInsert?.body).toMatchObject({
      classId,
      state: 'ACTIVE',
      accountName: 'Grace',
      accountId: customer.uniqueCustomerId,
      loyaltyPoints: { label: 'Coffee card', balance: { string: '0 of 10 stamps' } },
      secondaryLoyaltyPoints: { label: 'Next reward', balance: { string: '10 stamps to go' } },
      // The same value as the Apple pass's barcode: the counter's scanner finds the customer by it.
      barcode: { type: 'QR_CODE', value: customer.uniqueCustomerId },
    });
    // The token request was a JWT assertion signed with the key, for the Wallet scope.
    expect(google.assertions.at(-1)).toMatchObject({
      iss: CLIENT_EMAIL,
      scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
    });

    // A second link: the same object, nothing written again.
    const writes = google.calls.filter((c) => c.body?.id === objectId).length;
    const again = await saveLink(t, biz.businessId, customer.id);
    const { payload: second } = await jwtVerify(
      (again as string).split('/').pop() as string,
      await importSPKI(keys.publicKey, 'RS256'),
    );
    expect(second.payload).toEqual({ loyaltyObjects: [{ id: objectId }] });
    expect(google.calls.filter((c) => c.body?.id === objectId).length).toBe(writes);
  });

  it("updates the class in place (409, then update) for the business's next customer", async () => {
    const first = await customerWithGooglePass();
    const second = await addCustomer(first.biz.client, { firstName: 'Alan' });
    const before = google.calls.length;
    expect(await saveLink(t, first.biz.businessId, second.id)).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    // Patches of other tests' passes may land meanwhile: only the writes of the link are looked at.
    const made = google.calls
      .slice(before)
      .filter((c) => c.method !== 'PATCH')
      .map((c) => `${c.method} ${c.path.replace(/(loyalty(?:Class|Object))\/.+$/, '$1/…')}`);
    expect(made).toEqual([
      'POST /walletobjects/v1/loyaltyClass',
      'PUT /walletobjects/v1/loyaltyClass/…',
      'POST /walletobjects/v1/loyaltyObject',
    ]);
  });

  it('patches the object after a check-in, with the new stamp count', async () => {
    const { objectPath, checkIn } = await customerWithGooglePass();
    await checkIn();
    const patch = await eventually(async () => google.calls.find((c) => c.method === 'PATCH' && c.path === objectPath));
    expect(patch.authorized).toBe(true);
    expect(patch.body).toMatchObject({
      state: 'ACTIVE',
      loyaltyPoints: { balance: { string: '1 of 10 stamps' } },
      secondaryLoyaltyPoints: { balance: { string: '9 stamps to go' } },
    });
    // A stamp is news the customer wants: Google is asked to tell them (the first of the pass's 3 today).
    expect(patch.body.notifyPreference).toBe('NOTIFY_ON_UPDATE');
  });

  it("sets the object INACTIVE, with nothing of the customer's, once they are deleted; no link after", async () => {
    const { biz, customer, objectPath, objectId } = await customerWithGooglePass();
    expect((await biz.client.delete(`/api/customers/${customer.id}`)).status).toBeLessThan(300);
    const patch = await eventually(async () =>
      google.calls.find((c) => c.method === 'PATCH' && c.path === objectPath && c.body?.state === 'INACTIVE'),
    );
    expect(JSON.stringify(patch.body)).not.toContain('Grace');
    expect(patch.body.textModulesData).toEqual([]);
    expect(google.objects.get(objectId)?.state).toBe('INACTIVE');
    expect(await saveLink(t, biz.businessId, customer.id)).toBeNull();
  });

  it('answers 503 with a plain message while Google is out of reach, and marks nothing', async () => {
    const biz = await newBusiness(t);
    const customer = await addCustomer(biz.client, { firstName: 'Linus' });
    const googleWallet = { ...(t.deps.config.googleWallet as NonNullable<typeof t.deps.config.googleWallet>) };
    const config = { ...t.deps.config, googleWallet: { ...googleWallet, apiBase: 'http://127.0.0.1:9' } };
    const failed = await googleSaveLink({
      db: t.db,
      config,
      businessId: biz.businessId,
      customerId: customer.id,
      reads,
    }).catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: 'UNAVAILABLE', message: GOOGLE_UNAVAILABLE });
    const [pass] = await t.db
      .select()
      .from(walletPasses)
      .where(and(eq(walletPasses.businessId, biz.businessId), eq(walletPasses.customerId, customer.id)));
    expect(pass.googleObjectAt).toBeNull();
  });

  it("gives no link for another business's customer, and makes no pass for it", async () => {
    const a = await customerWithGooglePass();
    const b = await newBusiness(t);
    const before = google.calls.length;
    expect(await saveLink(t, b.businessId, a.customer.id)).toBeNull();
    expect(await saveLink(t, b.businessId, 'not-a-uuid')).toBeNull();
    const rows = await t.db
      .select()
      .from(walletPasses)
      .where(and(eq(walletPasses.businessId, b.businessId), eq(walletPasses.customerId, a.customer.id)));
    expect(rows).toEqual([]);
    expect(google.calls.length).toBe(before);
  });
});

const HOUR = 3_600_000;

/** The patch job as a worker runs it, at the time given. */
const patchAt = (businessId: string, serial: string, now: Date) =>
  patchGooglePass({ db: t.db, config: t.deps.config, logger: t.deps.logger, getStanding, businessId, serial, now });

async function notifyState(businessId: string, serial: string) {
  const [row] = await t.db
    .select({ count: walletPasses.googleNotifyCount, from: walletPasses.googleNotifyWindowFrom })
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.serial, serial)));
  return row;
}

describe("Google's 3 notifications a day", () => {
  it('asks Google to notify on the first 3 patches of a day, sends the 4th silently, and again after 24 hours', async () => {
    const { biz, pass, objectPath } = await customerWithGooglePass();
    const other = await customerWithGooglePass();
    const start = new Date(Date.now() + 48 * HOUR);
    const asked: (string | undefined)[] = [];
    for (const at of [0, 1, 2, 3]) {
      const before = google.calls.length;
      const result = await patchAt(biz.businessId, pass.serial, new Date(start.getTime() + at * HOUR));
      const patch = google.calls.slice(before).find((c) => c.method === 'PATCH' && c.path === objectPath);
      expect(result.patched).toBe(true);
      expect(result.notified).toBe(at < 3);
      asked.push(patch?.body.notifyPreference);
    }
    expect(asked).toEqual(['NOTIFY_ON_UPDATE', 'NOTIFY_ON_UPDATE', 'NOTIFY_ON_UPDATE', undefined]);
    expect(await notifyState(biz.businessId, pass.serial)).toEqual({ count: 3, from: start });

    // 23 hours after the first: still the same day for Google.
    expect((await patchAt(biz.businessId, pass.serial, new Date(start.getTime() + 23 * HOUR))).notified).toBe(false);
    // 24 hours after the first, a new day of 3 begins.
    const nextDay = new Date(start.getTime() + 24 * HOUR);
    const before = google.calls.length;
    expect(await patchAt(biz.businessId, pass.serial, nextDay)).toEqual({ patched: true, notified: true });
    const patch = google.calls.slice(before).find((c) => c.method === 'PATCH' && c.path === objectPath);
    expect(patch?.body.notifyPreference).toBe('NOTIFY_ON_UPDATE');
    expect(await notifyState(biz.businessId, pass.serial)).toEqual({ count: 1, from: nextDay });

    // Another business's pass kept its own count, and cannot be patched through this business.
    expect(await notifyState(other.biz.businessId, other.pass.serial)).toEqual({ count: 0, from: null });
    const calls = google.calls.length;
    expect(await patchAt(biz.businessId, other.pass.serial, nextDay)).toEqual({ patched: false, notified: false });
    expect(await patchAt(other.biz.businessId, pass.serial, nextDay)).toEqual({ patched: false, notified: false });
    expect(google.calls.length).toBe(calls);
    expect(await notifyState(other.biz.businessId, other.pass.serial)).toEqual({ count: 0, from: null });
    expect(await notifyState(biz.businessId, pass.serial)).toEqual({ count: 1, from: nextDay });
  });

  it('never lets patches running at once take a 4th notification', async () => {
    const { biz, pass } = await customerWithGooglePass();
    const now = new Date(Date.now() + 96 * HOUR);
    const results = await Promise.all(Array.from({ length: 6 }, () => patchAt(biz.businessId, pass.serial, now)));
    expect(results.filter((r) => r.notified).length).toBe(3);
    expect(results.every((r) => r.patched)).toBe(true);
    expect(await notifyState(biz.businessId, pass.serial)).toEqual({ count: 3, from: now });
  });

  it('gives the notification back when Google is out of reach, and sends no notice when the card is voided', async () => {
    const { biz, customer, pass, objectPath } = await customerWithGooglePass();
    const googleWallet = t.deps.config.googleWallet as NonNullable<typeof t.deps.config.googleWallet>;
    const config = { ...t.deps.config, googleWallet: { ...googleWallet, apiBase: 'http://127.0.0.1:9' } };
    const now = new Date(Date.now() + 120 * HOUR);
    const failed = await patchGooglePass({
      db: t.db,
      config,
      logger: t.deps.logger,
      getStanding,
      businessId: biz.businessId,
      serial: pass.serial,
      now,
    }).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    expect((await notifyState(biz.businessId, pass.serial)).count).toBe(0);

    expect((await biz.client.delete(`/api/customers/${customer.id}`)).status).toBe(204);
    const inactive = await eventually(async () =>
      google.calls.find((c) => c.method === 'PATCH' && c.path === objectPath && c.body?.state === 'INACTIVE'),
    );
    expect(inactive.body.notifyPreference).toBeUndefined();
    expect((await notifyState(biz.businessId, pass.serial)).count).toBe(0);
  });
});

describe('without Google Wallet configured', () => {
  it('gives no link and writes nothing', async () => {
    const biz = await newBusiness(plain);
    const customer = await addCustomer(biz.client, { firstName: 'Ada' });
    const before = google.calls.length;
    expect(await saveLink(plain, biz.businessId, customer.id)).toBeNull();
    expect(google.calls.length).toBe(before);
  });
});

describe('Google Wallet configuration', () => {
  it('takes the key as a file or as JSON, and stops the start on half a configuration or a bad key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-google-'));
    try {
      const file = path.join(dir, 'key.json');
      fs.writeFileSync(file, serviceAccount);
      const fromFile = loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT: file });
      expect(fromFile.googleWallet).toMatchObject({
        issuerId: ISSUER,
        clientEmail: CLIENT_EMAIL,
        privateKeyId: 'test-key-1',
        tokenUri: `${google.url}/token`,
        apiBase: 'https://walletobjects.googleapis.com',
      });
      expect(loadConfig({}).googleWallet).toBeUndefined();
      expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER })).toThrow(
        'Google Wallet is half configured: set GOOGLE_WALLET_SERVICE_ACCOUNT, or none of the GOOGLE_WALLET_ settings.',
      );
      expect(() => loadConfig({ GOOGLE_WALLET_SERVICE_ACCOUNT: file })).toThrow(
        'Google Wallet is half configured: set GOOGLE_WALLET_ISSUER_ID, or none of the GOOGLE_WALLET_ settings.',
      );
      fs.writeFileSync(file, JSON.stringify({ client_email: CLIENT_EMAIL }));
      let message = '';
      try {
        loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT: file });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toBe(
        'GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account key (JSON with client_email and private_key).',
      );
      // The key never appears in what the start says.
      expect(() =>
        loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT: path.join(dir, 'missing.json') }),
      ).toThrow(`GOOGLE_WALLET_SERVICE_ACCOUNT: cannot read the file ${path.join(dir, 'missing.json')}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
