import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPasses } from '../src/db/schema/index.ts';
import { queuePassUpdate } from '../src/wallet/index.ts';
import { makeTestPki } from '../src/wallet/test-pki.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TTestApp } from './harness.ts';
import { startApnsStub } from './stubs/apns-stub.ts';

const PASS_TYPE = 'pass.test.regulars.drain';
/** More passes than one fetch of the wallet's queues takes (25), so the drain spans batches. */
const PASSES = 60;

let t: TTestApp;
let apns: Awaited<ReturnType<typeof startApnsStub>>;
let dir: string;

beforeAll(async () => {
  const pki = makeTestPki(PASS_TYPE);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-drain-'));
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  apns = await startApnsStub({ cert: pki.serverCert, key: pki.serverKey, ca: pki.caCert });
  // Its own database on PostgreSQL: its push jobs must be worked by this app (its stub), not another file's.
  t = await startIsolatedTestApp('wallet_drain', {
    APPLE_PASS_TYPE_ID: PASS_TYPE,
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_PASS_CERT: file('pass.pem', pki.passCert),
    APPLE_PASS_KEY: file('pass.key', pki.passKey),
    APPLE_WWDR_CERT: file('wwdr.pem', pki.wwdrCert),
    APPLE_APNS_BASE: apns.url,
    APPLE_APNS_CA: file('ca.pem', pki.caCert),
  });
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await apns?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a burst of pass updates', () => {
  it('pushes every pass once, in batches, and retries only the pass whose push APNs could not take', async () => {
    const biz = await newBusiness(t);
    await t.db.execute(sql`
      insert into customers (business_id, unique_customer_id, first_name)
      select ${biz.businessId}, 'DRN' || lpad(g::text, 4, '0'), 'Guest' || g from generate_series(1, ${PASSES}) g`);
    await t.db.execute(sql`
      insert into wallet_passes (business_id, customer_id, serial, updated_at)
      select business_id, id, 'drain-' || unique_customer_id, date_trunc('second', now())
      from customers where business_id = ${biz.businessId}`);
    await t.db.execute(sql`
      insert into wallet_apple_registrations (business_id, serial, device_library_id, push_token)
      select business_id, serial, 'device-' || serial, 'token-' || serial from wallet_passes
      where business_id = ${biz.businessId}`);
    const passes = await t.db
      .select({ customerId: walletPasses.customerId, serial: walletPasses.serial })
      .from(walletPasses)
      .where(eq(walletPasses.businessId, biz.businessId));
    expect(passes).toHaveLength(PASSES);
    const busy = `token-${passes[7].serial}`;
    apns.busy.add(busy);

    // As the expiry run does: a transaction per customer.
    for (const pass of passes) {
      await t.db.transaction(async (tx) => {
        await queuePassUpdate({ tx, queue: t.deps.queue, businessId: biz.businessId, customerId: pass.customerId });
      });
    }
    const pathOf = (serial: string) => `/3/device/token-${serial}`;
    const others = passes.filter((_, i) => i !== 7).map((p) => pathOf(p.serial));
    await eventually(async () => others.every((p) => apns.pushes.some((push) => push.path === p)), 30_000);
    // Each of the others once: a failing job in their batch did not send them again.
    for (const p of others) expect(apns.pushes.filter((push) => push.path === p)).toHaveLength(1);
    expect(apns.pushes.some((push) => push.path === pathOf(passes[7].serial))).toBe(true);

    // APNs takes pushes again: the failed job's retry delivers it.
    apns.busy.delete(busy);
    // The stub records every attempt: the refused one, then the retry it took.
    await eventually(
      async () => apns.pushes.filter((push) => push.path === pathOf(passes[7].serial)).length >= 2,
      60_000,
    );
    for (const p of others) expect(apns.pushes.filter((push) => push.path === p)).toHaveLength(1);
  }, 120_000);
});
