import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WALLET_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, communicationLogs, customers, outboxMessages, walletPasses } from '../src/db/schema/index.ts';
import { makeTestPki } from '../src/wallet/test-pki.ts';
import { verifiedDomain } from './factories/custom-domains.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import {
  client,
  eventually,
  newBusiness,
  startIsolatedTestApp,
  startTestApp,
  superAdminClient,
  type TTestApp,
} from './harness.ts';
import { startDnsStub } from './stubs/dns-stub.ts';
import { startGoogleWalletStub } from './stubs/google-wallet-stub.ts';

const PASS_TYPE = 'pass.test.regulars.links';
const WELCOME_SMS = 'Welcome to {business_name}, {firstName}! Add your card to your phone: {wallet_link}';

const ISSUER = '3388000000087654321';
const CLIENT_EMAIL = 'wallet@regulars-links.iam.gserviceaccount.com';

let apple: TTestApp;
let plain: TTestApp;
/** Apple and Google Wallet both set up, Google's API a local stub. */
let both: TTestApp;
let google: Awaited<ReturnType<typeof startGoogleWalletStub>>;
let dir: string;
let googlePublicKey: string;
let dns: Awaited<ReturnType<typeof startDnsStub>>;

beforeAll(async () => {
  const pki = makeTestPki(PASS_TYPE);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-links-'));
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  // Its own database on PostgreSQL: its welcome jobs must be worked by this app (Apple set up), not another file's.
  dns = await startDnsStub();
  apple = await startIsolatedTestApp('walletlinks', {
    ENROL_RATE_LIMIT: '1000',
    // Own domains' TXT records (issue 53) on this file's DNS stub.
    DNS_SERVERS: dns.server,
    APPLE_PASS_TYPE_ID: PASS_TYPE,
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_PASS_CERT: file('pass.pem', pki.passCert),
    APPLE_PASS_KEY: file('pass.key', pki.passKey),
    APPLE_WWDR_CERT: file('wwdr.pem', pki.wwdrCert),
  });
  plain = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  googlePublicKey = keys.publicKey;
  google = await startGoogleWalletStub({ publicKey: keys.publicKey, clientEmail: CLIENT_EMAIL });
  both = await startIsolatedTestApp('walletboth', {
    ENROL_RATE_LIMIT: '1000',
    APPLE_PASS_TYPE_ID: PASS_TYPE,
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_PASS_CERT: path.join(dir, 'pass.pem'),
    APPLE_PASS_KEY: path.join(dir, 'pass.key'),
    APPLE_WWDR_CERT: path.join(dir, 'wwdr.pem'),
    GOOGLE_WALLET_ISSUER_ID: ISSUER,
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
      type: 'service_account',
      client_email: CLIENT_EMAIL,
      private_key: keys.privateKey,
      private_key_id: 'links-key-1',
      token_uri: `${google.url}/token`,
    }),
    GOOGLE_WALLET_API_BASE: google.url,
  });
}, 180_000);

afterAll(async () => {
  await apple?.stop();
  await dns?.stop();
  await plain?.stop();
  await both?.stop();
  await google?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A café with a stamp card, a welcome SMS that carries the wallet link, and a QR code. */
async function cafe(t: TTestApp, companyName = 'Bean There') {
  const biz = await newBusiness(t, { tierName: 'Agency', companyName });
  await newProgram(biz.client, { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 10 } });
  const sms = await biz.client.post('/api/sms-templates', {
    name: 'Welcome',
    triggerType: 'welcome',
    messageTemplate: WELCOME_SMS,
  });
  expect(sms.status).toBe(201);
  const qr = await newQrCode(biz.client);
  return { ...biz, qr };
}

/**
 * A guest joins with PIN 4821, and the page then reads their card's wallet links as the web's does: the join's
 * answer carries none, so it signs in to the portal with the phone and PIN just chosen.
 */
async function join(t: TTestApp, code: string, phone = randomPhone()) {
  const res = await client(t.app).post(`/api/public/signup-form/${code}`, enrolmentBody({ phone: phone.typed }));
  expect(res.status).toBe(201);
  const [row] = await t.db.select().from(customers).where(eq(customers.phone, phone.e164));
  const dashboard = await (await portalOf(t, phone)).get('/api/portal/dashboard');
  expect(dashboard.status).toBe(200);
  return { res, customer: row, phone, wallet: dashboard.body.wallet };
}

/** The welcome SMS the job rendered for a customer (its text in the history). */
async function welcomeSms(t: TTestApp, businessId: string, customerId: string) {
  const [log] = await eventually(async () => {
    const rows = await t.db
      .select()
      .from(communicationLogs)
      .where(
        and(
          eq(communicationLogs.businessId, businessId),
          eq(communicationLogs.customerId, customerId),
          eq(communicationLogs.type, 'sms'),
        ),
      );
    return rows.length > 0 && rows;
  });
  return log.content;
}

async function portalOf(t: TTestApp, phone: { typed: string }) {
  const portal = client(t.app);
  expect((await portal.post('/api/portal/login', { phone: phone.typed, pin: '4821' })).status).toBe(200);
  return portal;
}

const tokenOf = (url: string) => url.split('/').at(-1) ?? '';

describe('without wallet credentials', () => {
  it('offers no wallet anywhere, fails nothing, and the welcome reads right without its link sentence', async () => {
    const s = await cafe(plain);
    const { res, customer, wallet } = await join(plain, s.qr.code);
    expect(res.body).not.toHaveProperty('wallet');
    expect(wallet).toBeNull();
    expect(await welcomeSms(plain, s.businessId, customer.id)).toBe(
      'Welcome to Bean There, Maya!\nReply STOP to opt out, HELP for help',
    );
    expect(await plain.db.select().from(walletPasses).where(eq(walletPasses.businessId, s.businessId))).toEqual([]);

    const anon = client(plain.app);
    const token = plain.deps.walletTokens.downloadToken('A'.repeat(22));
    expect((await anon.get(`/api/wallet/page/${token}`)).status).toBe(404);
    expect((await anon.get(`/api/wallet/google/save/${token}`)).status).toBe(404);
    const admin = await superAdminClient(plain);
    expect((await admin.get('/api/admin/wallet')).body).toEqual({
      apple: { configured: false, passTypeId: null, teamId: null },
      google: { configured: false, issuerId: null },
    });
    const test = await admin.post('/api/admin/wallet/test-pass', { recipientEmail: 'ops@example.test' });
    expect(test.status).toBe(400);
    expect(test.body.error.message).toBe(
      'No wallet is set up on this server: set up Apple Wallet or Google Wallet first.',
    );
  });
});

describe('with Apple Wallet set up', () => {
  it('gives a new member the link page and the Apple link right after joining, in the portal and in the welcome SMS', async () => {
    const s = await cafe(apple);
    const { customer, phone, wallet } = await join(apple, s.qr.code);
    const appUrl = apple.deps.config.appUrl;
    const token = tokenOf(wallet.page);
    expect(wallet).toEqual({
      page: `${appUrl}/wallet/${token}`,
      apple: `${appUrl}/api/wallet/apple/download/${token}`,
      google: null,
    });
    const [pass] = await apple.db.select().from(walletPasses).where(eq(walletPasses.customerId, customer.id));
    expect(apple.deps.walletTokens.serialOfDownloadToken(token)).toBe(pass.serial);

    const dashboard = await (await portalOf(apple, phone)).get('/api/portal/dashboard');
    expect(dashboard.body.wallet).toEqual(wallet);
    expect(await welcomeSms(apple, s.businessId, customer.id)).toContain(
      `Welcome to Bean There, Maya! Add your card to your phone: ${wallet.page}`,
    );

    const anon = client(apple.app);
    const page = await anon.get(`/api/wallet/page/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      businessName: 'Bean There',
      language: 'en',
      brand: { brandColor: null, bandColor: null, logo: null, whiteLabel: true },
      firstName: 'Maya',
      apple: wallet.apple,
      google: null,
    });
    const download = await apple.app.request(new URL(wallet.apple).pathname);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const passJson = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(await download.arrayBuffer()))['pass.json']).toString('utf8'),
    );
    expect(passJson.barcodes[0].message).toBe(customer.uniqueCustomerId);
    // Google is not set up: its button is never offered and its link answers 404.
    expect((await anon.get(`/api/wallet/google/save/${token}`)).status).toBe(404);
  });

  it('answers a number that is already a member exactly as a new one: no link in either answer, the card only by PIN', async () => {
    for (const t of [apple, both]) {
      const s = await cafe(t);
      const form = `/api/public/signup-form/${s.qr.code}`;
      const member = randomPhone();
      const first = await client(t.app).post(form, enrolmentBody({ phone: member.typed, firstName: 'Sam' }));
      // The same number again, from someone else with another PIN; and a number new to the business, for comparison.
      const again = await client(t.app).post(
        form,
        enrolmentBody({ phone: member.typed, firstName: 'Sam', pin: '9999' }),
      );
      const stranger = await client(t.app).post(form, enrolmentBody({ firstName: 'Sam', pin: '9999' }));
      for (const answer of [first, again, stranger]) {
        expect(answer.status).toBe(201);
        expect(answer.body).toEqual({
          status: 'enrolled',
          businessName: 'Bean There',
          firstName: 'Sam',
          programs: ['Coffee Card'],
          welcomePoints: 0,
        });
        // Nothing to follow: no link of any wallet route, whose answers would tell a card from no one's.
        expect(JSON.stringify(answer.body)).not.toMatch(/\/wallet\//);
      }

      // The member's card is reached with their PIN, as the page does right after joining, and its links work.
      const { wallet } = (await (await portalOf(t, member)).get('/api/portal/dashboard')).body;
      expect((await t.app.request(new URL(wallet.apple).pathname)).status).toBe(200);
      if (t === both) expect((await t.app.request(new URL(wallet.google).pathname)).status).toBe(302);
      // Whoever typed their number with another PIN opens nothing: the portal refuses that PIN like any wrong one.
      const refused = await client(t.app).post('/api/portal/login', { phone: member.typed, pin: '9999' });
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe('Invalid PIN. Please try again.');
      // The second answer made nothing: one customer for the number, with one card.
      const rows = await t.db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.businessId, s.businessId), eq(customers.phone, member.e164)));
      expect(rows).toHaveLength(1);
      expect(await t.db.select().from(walletPasses).where(eq(walletPasses.customerId, rows[0].id))).toHaveLength(1);
    }
  });

  it("keeps each business's cards apart: a forged or foreign token is 404, a deleted member's card 410", async () => {
    const a = await cafe(apple, 'Alpha Café');
    const b = await cafe(apple, 'Beta Bakery');
    const alice = await join(apple, a.qr.code);
    const bob = await join(apple, b.qr.code);
    const anon = client(apple.app);
    const bobToken = tokenOf(bob.wallet.page);
    expect((await anon.get(`/api/wallet/page/${bobToken}`)).body.businessName).toBe('Beta Bakery');
    // Bob's serial with a MAC of another serial (Alice's): not a link we made.
    const [bobSerial] = bobToken.split('.');
    const aliceMac = tokenOf(alice.wallet.page).split('.')[1];
    expect((await anon.get(`/api/wallet/page/${bobSerial}.${aliceMac}`)).status).toBe(404);
    expect((await anon.get('/api/wallet/page/not-a-token')).status).toBe(404);
    // Business A cannot delete B's customer; B can, and the card goes.
    expect((await a.client.delete(`/api/customers/${bob.customer.id}`)).status).toBe(404);
    expect((await anon.get(`/api/wallet/page/${bobToken}`)).status).toBe(200);
    expect((await b.client.delete(`/api/customers/${bob.customer.id}`)).status).toBe(204);
    const gone = await anon.get(`/api/wallet/page/${bobToken}`);
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toBe('This loyalty card is no longer active.');
  });

  it("finds the customer at the counter by the pass's barcode value, only in their own business", async () => {
    const a = await cafe(apple, 'Alpha Café');
    const b = await cafe(apple, 'Beta Bakery');
    const { customer } = await join(apple, a.qr.code);
    const barcode = customer.uniqueCustomerId;
    const found = await a.client.get(`/api/customers?search=${encodeURIComponent(barcode)}&limit=5`);
    expect(found.status).toBe(200);
    expect(found.body.customers.map((c: { id: string }) => c.id)).toContain(customer.id);
    const other = await b.client.get(`/api/customers?search=${encodeURIComponent(barcode)}&limit=5`);
    expect(other.body.customers.map((c: { id: string }) => c.id)).not.toContain(customer.id);
  });
});

describe("on a business's own domain (issue 53)", () => {
  it("gives wallet links on the domain, opens its card's page there, and not on another business's domain", async () => {
    const owner = await verifiedDomain(apple, dns);
    await newProgram(owner.client, { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 10 } });
    const qr = await newQrCode(owner.client);
    const { wallet } = await join(apple, qr.code);
    const own = `http://${owner.hostname}:3000`;
    const token = tokenOf(wallet.page);
    expect(wallet).toEqual({
      page: `${own}/wallet/${token}`,
      apple: `${own}/api/wallet/apple/download/${token}`,
      google: null,
    });
    const onOwn = await client(apple.app, { host: `${owner.hostname}:3000` }).get(`/api/wallet/page/${token}`);
    expect(onOwn.status).toBe(200);
    expect(onOwn.body).toMatchObject({ businessName: 'Harbour Loyalty', apple: wallet.apple });
    const other = await verifiedDomain(apple, dns);
    const onOther = await client(apple.app, { host: other.hostname }).get(`/api/wallet/page/${token}`);
    expect(onOther.status).toBe(404);
    expect(onOther.body.error.message).toBe(WALLET_MESSAGES.pageNotFound);
  });
});

describe('with Google Wallet set up too', () => {
  it("offers both links; Google's is made when tapped and sends the customer to Google's save page", async () => {
    const s = await cafe(both);
    const { customer, wallet } = await join(both, s.qr.code);
    const appUrl = both.deps.config.appUrl;
    const token = tokenOf(wallet.page);
    expect(wallet).toEqual({
      page: `${appUrl}/wallet/${token}`,
      apple: `${appUrl}/api/wallet/apple/download/${token}`,
      google: `${appUrl}/api/wallet/google/save/${token}`,
    });
    const anon = client(both.app);
    const page = await anon.get(`/api/wallet/page/${token}`);
    expect(page.body).toMatchObject({ apple: wallet.apple, google: wallet.google });
    // Nothing reached Google about this card before the tap.
    const objectId = `${ISSUER}.${both.deps.walletTokens.serialOfDownloadToken(token)}`;
    expect(google.calls.filter((call) => call.path.includes('loyaltyObject') && call.body?.id === objectId)).toEqual(
      [],
    );

    const tap = await both.app.request(`/api/wallet/google/save/${token}`, {
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(tap.status).toBe(302);
    expect(tap.headers.get('location')).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const [pass] = await both.db.select().from(walletPasses).where(eq(walletPasses.customerId, customer.id));
    expect(pass.googleObjectAt).toBeInstanceOf(Date);
    expect(google.calls.some((call) => call.method === 'POST' && call.body?.id === `${ISSUER}.${pass.serial}`)).toBe(
      true,
    );

    const admin = await superAdminClient(both);
    expect((await admin.get('/api/admin/wallet')).body.google).toEqual({ configured: true, issuerId: ISSUER });
    expect((await s.client.delete(`/api/customers/${customer.id}`)).status).toBe(204);
    expect((await anon.get(`/api/wallet/google/save/${token}`)).status).toBe(410);
  });
});

describe("the super admin's wallet status and test pass", () => {
  it('shows the public ids only, to the super admin only, and emails a test pass that downloads', async () => {
    const owner = await newBusiness(apple);
    expect((await owner.client.get('/api/admin/wallet')).status).toBe(403);
    expect((await client(apple.app).get('/api/admin/wallet')).status).toBe(401);
    expect((await owner.client.post('/api/admin/wallet/test-pass', { recipientEmail: 'x@example.test' })).status).toBe(
      403,
    );

    const admin = await superAdminClient(apple);
    const status = await admin.get('/api/admin/wallet');
    expect(status.body).toEqual({
      apple: { configured: true, passTypeId: PASS_TYPE, teamId: 'TEAM123456' },
      google: { configured: false, issuerId: null },
    });
    expect(JSON.stringify(status.body)).not.toContain('BEGIN');

    const bad = await admin.post('/api/admin/wallet/test-pass', { recipientEmail: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter a valid email address');

    const sent = await admin.post('/api/admin/wallet/test-pass', { recipientEmail: 'ops@example.test' });
    expect(sent.status).toBe(200);
    const settled = await eventually(async () => {
      const res = await admin.get(`/api/admin/test-communications/${sent.body.testSendId}`);
      return res.body.status !== 'pending' && res.body;
    });
    expect(settled.status).toBe('sent');
    const [mail] = await apple.db.select().from(outboxMessages).where(eq(outboxMessages.id, settled.messageId));
    expect(mail).toMatchObject({ to: 'ops@example.test', subject: 'Your Regulars test wallet pass', businessId: null });
    // Apple Wallet only on this server: the email offers no Google link.
    expect(mail.text).not.toContain('Google Wallet');
    const link = /(http\S+\/api\/wallet\/apple\/test-pass\/\S+)/.exec(mail.text)?.[1] ?? '';
    const pass = await apple.app.request(new URL(link).pathname);
    expect(pass.status).toBe(200);
    expect(pass.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const [audit] = await apple.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'test.email'), sql`${adminAuditLog.targetId} = 'ops@example.test'`));
    expect(audit.after).toMatchObject({ subject: 'Your Regulars test wallet pass' });
    // A forged test pass link is 404.
    expect((await apple.app.request('/api/wallet/apple/test-pass/AAAAAAAAAAAAAAAAAAAAAA.forged')).status).toBe(404);
  });

  it("emails a link per wallet set up: the Google one saves a made-up member's card, signed with the key", async () => {
    const admin = await superAdminClient(both);
    const sent = await admin.post('/api/admin/wallet/test-pass', { recipientEmail: 'android@example.test' });
    expect(sent.status).toBe(200);
    const settled = await eventually(async () => {
      const res = await admin.get(`/api/admin/test-communications/${sent.body.testSendId}`);
      return res.body.status !== 'pending' && res.body;
    });
    expect(settled.status).toBe('sent');
    const [mail] = await both.db.select().from(outboxMessages).where(eq(outboxMessages.id, settled.messageId));
    expect(mail.text).toContain('Open this link on an iPhone to add a test loyalty card to Apple Wallet:');
    expect(mail.text).toContain('Open this link on an Android phone to save a test loyalty card to Google Wallet:');
    const appleLink = /(http\S+\/api\/wallet\/apple\/test-pass\/\S+)/.exec(mail.text)?.[1] ?? '';
    const googleLink = /(http\S+\/api\/wallet\/google\/test-pass\/\S+)/.exec(mail.text)?.[1] ?? '';
    expect((await both.app.request(new URL(appleLink).pathname)).status).toBe(200);

    const saved = await both.app.request(new URL(googleLink).pathname);
    expect(saved.status).toBe(302);
    const location = saved.headers.get('location') ?? '';
    expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(
      location.slice('https://pay.google.com/gp/v/save/'.length),
      await importSPKI(googlePublicKey, 'RS256'),
      { issuer: CLIENT_EMAIL, audience: 'google' },
    );
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'links-key-1' });
    const serial = both.deps.walletTokens.serialOfTestPassToken(googleLink.split('/').at(-1) ?? '');
    const objectId = `${ISSUER}.${serial}`;
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: ['http://localhost:3000'],
      payload: { loyaltyObjects: [{ id: objectId }] },
    });
    // The demo object was written through the Wallet API first, in the test class, with no one's data.
    expect(google.objects.get(objectId)).toMatchObject({
      classId: `${ISSUER}.regulars-test-pass`,
      state: 'ACTIVE',
      accountName: 'Test',
      loyaltyPoints: { label: 'Coffee card', balance: { string: '7 of 10 stamps' } },
      barcode: { value: 'CUS-TEST' },
    });
    expect(google.classes.get(`${ISSUER}.regulars-test-pass`)).toMatchObject({ issuerName: 'Regulars test pass' });
    // The same link again: the object is replaced, and no customer's pass was made for it.
    expect((await both.app.request(new URL(googleLink).pathname)).status).toBe(302);
    expect(
      await both.db
        .select()
        .from(walletPasses)
        .where(eq(walletPasses.serial, serial ?? '')),
    ).toEqual([]);

    // A forged link, and a server without Google Wallet, answer 404.
    const forged = await both.app.request('/api/wallet/google/test-pass/AAAAAAAAAAAAAAAAAAAAAA.forged');
    expect(forged.status).toBe(404);
    const token = googleLink.split('/').at(-1) ?? '';
    const without = await apple.app.request(`/api/wallet/google/test-pass/${token}`);
    expect(without.status).toBe(404);
    expect(((await without.json()) as { error: { message: string } }).error.message).toBe(
      'Google Wallet is not set up on this server.',
    );
  });

  it("keeps test pass links and customers' links apart: neither opens the other's routes", async () => {
    const s = await cafe(both);
    const { customer, wallet } = await join(both, s.qr.code);
    const customerToken = tokenOf(wallet.page);
    const [pass] = await both.db.select().from(walletPasses).where(eq(walletPasses.customerId, customer.id));
    const anon = client(both.app);

    // A customer's token on the test pass routes: no test pass signed with their serial and authentication token,
    // and no made-up card written over their Google object.
    for (const path of ['/api/wallet/apple/test-pass', '/api/wallet/google/test-pass']) {
      const answer = await anon.get(`${path}/${customerToken}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.message, path).toBe('No such pass.');
    }
    expect(google.objects.get(`${ISSUER}.${pass.serial}`)).toBeUndefined();
    expect(google.calls.filter((call) => JSON.stringify(call.body ?? {}).includes(pass.serial))).toEqual([]);

    // A test pass link's token on a customer's routes: no card, no page, no save link.
    const admin = await superAdminClient(both);
    const sent = await admin.post('/api/admin/wallet/test-pass', { recipientEmail: 'doors@example.test' });
    expect(sent.status).toBe(200);
    const settled = await eventually(async () => {
      const r = await admin.get(`/api/admin/test-communications/${sent.body.testSendId}`);
      return r.body.status !== 'pending' && r.body;
    });
    const [mail] = await both.db.select().from(outboxMessages).where(eq(outboxMessages.id, settled.messageId));
    const testToken = tokenOf(/(http\S+\/api\/wallet\/apple\/test-pass\/\S+)/.exec(mail.text)?.[1] ?? '');
    expect((await both.app.request(`/api/wallet/apple/test-pass/${testToken}`)).status).toBe(200);
    for (const [path, message] of [
      ['/api/wallet/apple/download', 'No such pass.'],
      ['/api/wallet/google/save', 'No such pass.'],
      ['/api/wallet/page', WALLET_MESSAGES.pageNotFound],
    ]) {
      const answer = await anon.get(`${path}/${testToken}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.message, path).toBe(message);
    }
  });
});
