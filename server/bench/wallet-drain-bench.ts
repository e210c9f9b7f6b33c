import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { customers, walletPasses } from '../src/db/schema/index.ts';
import { loadConfig } from '../src/platform/config.ts';
import { queuePassUpdate } from '../src/wallet/index.ts';
import { makeTestPki } from '../src/wallet/test-pki.ts';
import { startApnsStub } from '../test/stubs/apns-stub.ts';
import { startGoogleWalletStub } from '../test/stubs/google-wallet-stub.ts';
import { call, signUp } from './customers-bench.ts';

/** Google's Wallet API takes at most 20 requests a second from an issuer. */
export const GOOGLE_RATE_LIMIT = 20;
const ISSUER = '3388000000099999999';
const CLIENT_EMAIL = 'wallet@regulars-bench.iam.gserviceaccount.com';
const PASS_TYPE = 'pass.bench.regulars.drain';
/** Transactions queueing updates at once on PostgreSQL. */
const QUEUE_LANES = 4;
/** Customers with no pass, checked in at the counter while the updates drain. */
const COUNTER_CUSTOMERS = 2_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
  };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 10,000 pass updates after a campaign or an expiry run, drained to the providers: every pass is on an Apple device
 * (its push goes to a local HTTP/2 stub of APNs, over TLS with the pass certificate, as in the API tests) and a share
 * of them saved to Google Wallet too (patched through a local stub of the Wallet API, which the app paces to 20
 * requests a second). Each update goes the product's way: queuePassUpdate in a transaction of its own per customer,
 * as the expiry run does, then pg-boss and the wallet jobs. GET /api/health and a counter check-in are timed
 * meanwhile; /api/health alone before the drain is the same run's reference.
 */
export async function benchWalletDrain({
  databaseUrl,
  updates,
  googleShare,
}: {
  databaseUrl: string | undefined;
  updates: number;
  googleShare: number;
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-wallet-drain-'));
  const pki = makeTestPki(PASS_TYPE);
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const apns = await startApnsStub({ cert: pki.serverCert, key: pki.serverKey, ca: pki.caCert });
  const google = await startGoogleWalletStub({ publicKey: keys.publicKey, clientEmail: CLIENT_EMAIL });
  const config = loadConfig({
    DATA_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    APPLE_PASS_TYPE_ID: PASS_TYPE,
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_PASS_CERT: file('pass.pem', pki.passCert),
    APPLE_PASS_KEY: file('pass.key', pki.passKey),
    APPLE_WWDR_CERT: file('wwdr.pem', pki.wwdrCert),
    APPLE_APNS_BASE: apns.url,
    APPLE_APNS_CA: file('ca.pem', pki.caCert),
    GOOGLE_WALLET_ISSUER_ID: ISSUER,
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
      type: 'service_account',
      client_email: CLIENT_EMAIL,
      private_key: keys.privateKey,
      private_key_id: 'bench-key-1',
      token_uri: `${google.url}/token`,
    }),
    GOOGLE_WALLET_API_BASE: google.url,
  });
  const deps = await bootstrap(config);
  try {
    const app = createApp(deps);
    const { cookie, businessId } = await signUp(app, deps.db, 'Bench wallet');
    const program = (await call(app, cookie, '/api/programs', {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 10, cooldownMinutes: 0 },
    })) as { id: string };
    if (!program.id) throw new Error('no program');
    // The card holders (a pass each, on one Apple device each; the first `googleShare` saved to Google Wallet too),
    // then the counter's customers, who have no pass.
    await deps.db.execute(sql`
      insert into customers (business_id, unique_customer_id, first_name)
      select ${businessId}, 'CUS' || lpad(g::text, 7, '0'), 'Guest' || g
      from generate_series(1, ${updates + COUNTER_CUSTOMERS}) g`);
    await deps.db.execute(sql`
      insert into wallet_passes (business_id, customer_id, serial, updated_at, google_object_at)
      select business_id, id, 'bench' || unique_customer_id, date_trunc('second', now()),
        case when unique_customer_id <= 'CUS' || lpad(${googleShare}::text, 7, '0') then now() end
      from customers where business_id = ${businessId} and unique_customer_id <= 'CUS' || lpad(${updates}::text, 7, '0')`);
    await deps.db.execute(sql`
      insert into wallet_apple_registrations (business_id, serial, device_library_id, push_token)
      select business_id, serial, 'device-' || serial, 'token-' || serial from wallet_passes
      where business_id = ${businessId}`);
    await deps.db.execute(sql`vacuum analyze`);
    const holders = await deps.db
      .select({ customerId: walletPasses.customerId, serial: walletPasses.serial, google: walletPasses.googleObjectAt })
      .from(walletPasses)
      .where(eq(walletPasses.businessId, businessId))
      .orderBy(asc(walletPasses.serial));
    // Google has each saved object already (the "Save to Google Wallet" link wrote it): a patch finds it.
    for (const h of holders) if (h.google) google.objects.set(`${ISSUER}.${h.serial}`, { id: `${ISSUER}.${h.serial}` });
    const counter = (
      await deps.db
        .select({ id: customers.id })
        .from(customers)
        .leftJoin(
          walletPasses,
          and(eq(walletPasses.businessId, customers.businessId), eq(walletPasses.customerId, customers.id)),
        )
        .where(and(eq(customers.businessId, businessId), isNull(walletPasses.id)))
    ).map((c) => c.id);

    const health = async () => {
      const t0 = performance.now();
      const res = await app.request('/api/health');
      await res.arrayBuffer();
      return performance.now() - t0;
    };
    const checkIn = async () => {
      const id = counter[Math.floor(Math.random() * counter.length)];
      const t0 = performance.now();
      const res = await app.request(`/api/customers/${id}/visits`, {
        method: 'POST',
        headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ idempotencyKey: randomUUID() }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`check-in answered ${res.status}`);
      return performance.now() - t0;
    };
    // Warm the paths, then the reference: /api/health with the queue idle, 5 seconds.
    for (let i = 0; i < 20; i++) {
      await health();
      await checkIn();
    }
    const idle: number[] = [];
    const idleUntil = performance.now() + 5000;
    while (performance.now() < idleUntil) {
      idle.push(await health());
      await sleep(20);
    }
    // And the counter's check-in alone, 3 seconds: the reference for the check-ins timed during the drain.
    const idleCheckins: number[] = [];
    const checkinsUntil = performance.now() + 3000;
    while (performance.now() < checkinsUntil) {
      idleCheckins.push(await checkIn());
      await sleep(100);
    }

    const during = { health: [] as number[], checkins: [] as number[] };
    let draining = true;
    const samplers = [
      (async () => {
        while (draining) {
          during.health.push(await health());
          await sleep(20);
        }
      })(),
      (async () => {
        while (draining) {
          during.checkins.push(await checkIn());
          await sleep(100);
        }
      })(),
    ];
    const pushesBefore = apns.pushes.length;
    const patchesOf = () => google.calls.filter((c) => c.method === 'PATCH').length;
    const patchesBefore = patchesOf();
    const googleCount = holders.filter((h) => h.google).length;
    const started = performance.now();
    // Watches the stubs from the first update queued: the jobs start while the rest are still being queued.
    const seen = { firstPush: 0, lastPush: 0, firstPatch: 0, lastPatch: 0 };
    const watcher = (async () => {
      const deadline = started + 10 * 60_000;
      for (;;) {
        const now = performance.now();
        const pushed = apns.pushes.length - pushesBefore;
        const patched = patchesOf() - patchesBefore;
        if (pushed > 0 && !seen.firstPush) seen.firstPush = now;
        if (patched > 0 && !seen.firstPatch) seen.firstPatch = now;
        if (pushed >= holders.length && !seen.lastPush) seen.lastPush = now;
        if (patched >= googleCount && !seen.lastPatch) seen.lastPatch = now;
        if ((seen.lastPush && seen.lastPatch) || now > deadline) return;
        await sleep(25);
      }
    })();
    // The expiry run's way: a short transaction per customer. Several at once on PostgreSQL, as the app's pool
    // allows (a campaign's or expiry's queueing is not what is measured here, the drain is); PGlite has one connection.
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < holders.length; i = next++) {
        await deps.db.transaction(async (tx) => {
          await queuePassUpdate({ tx, queue: deps.queue, businessId, customerId: holders[i].customerId });
        });
      }
    };
    await Promise.all(Array.from({ length: databaseUrl ? QUEUE_LANES : 1 }, lane));
    const queuedSeconds = (performance.now() - started) / 1000;
    await watcher;
    draining = false;
    await Promise.all(samplers);
    const pushed = apns.pushes.length - pushesBefore;
    const patched = patchesOf() - patchesBefore;
    const end = performance.now();
    const drained = Boolean(seen.lastPush && seen.lastPatch);
    const pushSeconds = ((seen.lastPush || end) - seen.firstPush) / 1000;
    const patchSeconds = ((seen.lastPatch || end) - seen.firstPatch) / 1000;
    return {
      updates: holders.length,
      googleCount,
      queuedSeconds,
      pushed,
      pushSeconds,
      // From the first push to the last (the first jobs wait out their 3-second coalescing window).
      pushesPerSecond: pushed / pushSeconds,
      patched,
      patchSeconds,
      // The first patch opens the window: n patches fill n - 1 gaps.
      patchesPerSecond: patched > 1 ? (patched - 1) / patchSeconds : 0,
      drained,
      drainSeconds: ((drained ? Math.max(seen.lastPush, seen.lastPatch) : end) - started) / 1000,
      idle: summary(idle),
      idleCheckins: summary(idleCheckins),
      health: summary(during.health),
      checkins: summary(during.checkins),
    };
  } finally {
    await deps.stop();
    await apns.stop();
    await google.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
