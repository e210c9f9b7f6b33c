import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_MESSAGES, escapeCsvCell } from '@regulars/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILES } from '../src/data-export/export-files.ts';
import { deleteExpiredExports } from '../src/data-export/index.ts';
import {
  businessAuditLog,
  communicationLogs,
  customerConsents,
  customerRewards,
  customerStatuses,
  customers,
  dataExportParts,
  dataExports,
  earnMultipliers,
  locations,
  loyaltyPrograms,
  qrCodes,
  statusTiers,
  transactions,
} from '../src/db/schema/index.ts';
import { addCustomer, importBody } from './factories/customers.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import {
  client,
  eventually,
  newBusiness,
  startIsolatedTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

/**
 * "Export all data" (issue 33). Parts of 4 KiB, so a small business's ZIP spans several; on an app of its own (on
 * PostgreSQL its own database), so no other file's app, with 1 MiB parts, builds these exports.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('data_export', { DATA_EXPORT_PART_BYTES: '4096', ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

const PART_BYTES = 4096;

/** The download as bytes (the test client reads answers as text), with its headers. */
async function download(c: TClient, path: string) {
  const res = await t.app.request(path, {
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      origin: 'http://localhost:3000',
      'x-forwarded-for': `fd00::${randomUUID().slice(0, 4)}`,
    },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function readyExport(c: TClient) {
  const started = await c.post('/api/data-exports');
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const id = started.body.export.id as string;
  return eventually(async () => {
    const list = await c.get('/api/data-exports');
    const found = list.body.exports.find((e: { id: string }) => e.id === id);
    if (found?.status === 'failed') throw new Error(`export failed: ${found.error}`);
    return found?.status === 'ready' ? found : null;
  }, 60_000);
}

/** A file of the ZIP as its header and rows (each a list of cells). */
function csvOf(files: Record<string, Uint8Array>, name: string) {
  const bytes = files[name];
  if (!bytes) throw new Error(`no ${name} in the ZIP`);
  const parsed = Papa.parse<string[]>(strFromU8(bytes), { newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  return { header, rows };
}

const text = (v: string | null | undefined) => (v === null || v === undefined ? '' : escapeCsvCell(v));
const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const bool = (v: boolean | null | undefined) => (v === null || v === undefined ? '' : String(v));
const iso = (v: Date | null | undefined) => (v ? v.toISOString() : '');
const byId = (rows: string[][]) => new Map(rows.map((r) => [r[0], r]));

/** A shop with a location, a points program, a QR code, a customer who joined by it, purchases and a redeemed reward. */
async function seededShop(companyName = 'Bean There') {
  const biz = await newBusiness(t, { tierName: 'Pro', companyName });
  const c = biz.client;
  const location = await newLocation(c, { name: 'Main Street' });
  await newProgram(c, {
    name: 'Coffee Club',
    type: 'points',
    config: { pointsPerDollar: 10, dailyPointsCap: 0, minimumRedemption: 10 },
  });
  const qr = await newQrCode(c);
  const phone = randomPhone().typed;
  const joined = await client(t.app).post(
    `/api/public/signup-form/${qr.code}`,
    enrolmentBody({ phone, pin: '4821', firstName: 'Maya' }),
  );
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  // A name a spreadsheet would run, and a customer deleted after being messaged.
  const formula = await addCustomer(c, { firstName: '=HYPERLINK("http://evil.test")', lastName: 'Sneaky' });
  const gone = await addCustomer(c, { firstName: 'Gone', lastName: 'Soon' });
  // A category bonus, which the second purchase is of: its earn keeps the base and the multiplier.
  const bonus = { kind: 'category', name: 'Pastries', factor: 2, category: 'Pastries', locationIds: [location.id] };
  expect((await c.post('/api/multipliers', bonus)).status).toBe(201);
  // A status tier the first purchase reaches: the customer holds it in customers.csv.
  const tiers = await c.put('/api/status-tiers', {
    basis: 'points',
    window: 'rolling',
    windowMonths: 12,
    graceDays: 30,
    tiers: [{ name: 'Regular', threshold: 50, factor: 1, reward: { name: 'Free dessert', validDays: 30 } }],
  });
  expect(tiers.status).toBe(200);
  for (const [amount, categories] of [
    [12.5, []],
    [3.05, ['Pastries']],
  ] as const) {
    const res = await c.post(`/api/customers/${formula.id}/purchases`, {
      idempotencyKey: randomUUID(),
      amount,
      locationId: location.id,
      categories,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // Enough customers that the ZIP spans several 4 KiB parts (random addresses do not compress away).
  const rows = Array.from({ length: 80 }, (_, i) => ({
    first_name: `Guest${i}`,
    last_name: randomUUID(),
    email: `guest-${randomUUID()}@example.test`,
  }));
  const imported = await c.post('/api/customers/import', importBody(rows));
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  await t.db.insert(communicationLogs).values([
    {
      businessId: biz.businessId,
      customerId: formula.id,
      type: 'email',
      subject: 'Hello',
      content: 'Your points are waiting',
      status: 'sent',
      provider: 'outbox',
    },
    {
      businessId: biz.businessId,
      customerId: gone.id,
      type: 'sms',
      content: 'Private words for Gone',
      status: 'sent',
      provider: 'outbox',
    },
  ]);
  expect((await c.delete(`/api/customers/${gone.id}`)).status).toBe(204);
  // A message logged after the deletion (a send already under way) keeps its words in the table, never in the export.
  await t.db.insert(communicationLogs).values({
    businessId: biz.businessId,
    customerId: gone.id,
    type: 'email',
    subject: 'Late subject',
    content: 'Private words for Gone, late',
    status: 'sent',
    provider: 'outbox',
  });
  return { ...biz, location, qr, formula, gone };
}

describe('export all data', () => {
  it('builds a ZIP of CSV files and a README, checked column by column against the database, in several parts', async () => {
    const s = await seededShop();
    // One customer an import said is a member since 2023.
    await t.db
      .update(customers)
      .set({ memberSince: '2023-04-05' })
      .where(and(eq(customers.businessId, s.businessId), eq(customers.id, s.formula.id)));
    const ready = await readyExport(s.client);
    expect(ready).toMatchObject({ progress: 100, error: null, downloadPath: `/api/data-exports/${ready.id}/download` });
    const hours = (Date.parse(ready.expiresAt) - Date.parse(ready.finishedAt)) / 3_600_000;
    expect(hours).toBe(24);

    // Stored in parts, none bigger than a part: the job never held the whole file.
    const parts = await t.db
      .select({ part: dataExportParts.part, size: sql<number>`octet_length(${dataExportParts.bytes})::int` })
      .from(dataExportParts)
      .where(and(eq(dataExportParts.businessId, s.businessId), eq(dataExportParts.exportId, ready.id)))
      .orderBy(asc(dataExportParts.part));
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i));
    expect(parts.slice(0, -1).every((p) => p.size === PART_BYTES)).toBe(true);
    expect(parts.reduce((sum, p) => sum + p.size, 0)).toBe(ready.byteSize);

    const res = await download(s.client, ready.downloadPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="regulars-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.bytes.length).toBe(ready.byteSize);
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...EXPORT_FILES.map((f) => f.file)].sort());

    // The README names every file and every column.
    const readme = strFromU8(files['README.txt']);
    expect(readme).toContain('All data of Bean There on Regulars');
    for (const f of EXPORT_FILES) {
      expect(readme).toContain(`\r\n${f.file}\r\n`);
      for (const col of f.columns) expect(readme).toMatch(new RegExp(`\\r\\n  ${col.name} +\\S`));
    }
    // Every file's header is its columns.
    for (const f of EXPORT_FILES) expect(csvOf(files, f.file).header).toEqual(f.columns.map((c) => c.name));

    const mine = s.businessId;
    const dbCustomers = await t.db.select().from(customers).where(eq(customers.businessId, mine));
    const csvCustomers = csvOf(files, 'customers.csv').rows;
    expect(csvCustomers).toHaveLength(dbCustomers.length);
    expect(csvCustomers.length).toBe(83);
    const customerRows = byId(csvCustomers);
    const statuses = new Map(
      (await t.db.select().from(customerStatuses).where(eq(customerStatuses.businessId, mine))).map((r) => [
        r.customerId,
        r,
      ]),
    );
    expect(customerRows.get(s.formula.id)?.[19]).toBe(statuses.get(s.formula.id)?.tierId);
    expect(csvOf(files, 'status-tiers.csv').rows).toEqual(
      (await t.db.select().from(statusTiers).where(eq(statusTiers.businessId, mine))).map((tier) => [
        tier.id,
        'Regular',
        '50',
        '1',
        'Free dessert',
        '30',
        'points',
        'rolling',
        '12',
        '30',
        iso(tier.createdAt),
      ]),
    );
    for (const c of dbCustomers) {
      expect(customerRows.get(c.id)).toEqual([
        c.id,
        c.uniqueCustomerId,
        text(c.firstName),
        text(c.lastName),
        text(c.email),
        text(c.phone),
        c.birthday ?? '',
        iso(c.createdAt),
        bool(c.optedInSms),
        bool(c.optedInEmail),
        iso(c.emailUnsubscribedAt),
        bool(c.portalEnabled),
        iso(c.lastLoginAt),
        iso(c.lastVisitAt),
        num(c.totalPoints),
        num(c.lifetimePointsEarned),
        num(c.totalVisits),
        iso(c.deletionRequestedAt),
        iso(c.deletedAt),
        statuses.get(c.id)?.tierId ?? '',
        iso(statuses.get(c.id)?.keepsUntil),
        c.memberSince ?? '',
      ]);
    }
    // Customer-number order; the formula guard; the PIN hash never.
    expect(csvCustomers.map((r) => r[1])).toEqual([...csvCustomers.map((r) => r[1])].sort());
    expect(customerRows.get(s.formula.id)?.[2]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(customerRows.get(s.formula.id)?.[21]).toBe('2023-04-05');
    const pinHash = dbCustomers.find((c) => c.authPin)?.authPin;
    expect(pinHash).toBeTruthy();
    for (const name of Object.keys(files)) expect(strFromU8(files[name])).not.toContain(pinHash);

    const ledger = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.businessId, mine))
      .orderBy(asc(transactions.createdAt), asc(transactions.id));
    const csvLedger = csvOf(files, 'ledger.csv').rows;
    expect(ledger.length).toBeGreaterThan(2);
    expect(csvLedger).toEqual(
      ledger.map((l) => [
        l.id,
        iso(l.createdAt),
        l.customerId,
        l.programId ?? '',
        text(l.type),
        num(l.points),
        num(l.stamps),
        l.amountMinor === null ? '' : (l.amountMinor / 100).toFixed(2),
        text(l.currency),
        l.rewardId ?? '',
        l.locationId ?? '',
        text(l.staffUserId),
        l.counterStaffId ?? '',
        text(l.note),
        l.actionId ?? '',
        l.reversesId ?? '',
        iso(l.pointsExpireAt),
        num(l.earnBasis?.basePoints),
        text(l.earnBasis?.note),
      ]),
    );
    // The bonus doubled the pastry's 30.5 points before rounding down (30 without it); the ledger says so.
    expect(csvLedger.filter((r) => r[17] !== '').map((r) => [r[5], r[17], r[18]])).toEqual([
      ['61', '30', '×2 Pastries'],
    ]);
    expect(csvOf(files, 'multipliers.csv').rows).toEqual(
      (await t.db.select().from(earnMultipliers).where(eq(earnMultipliers.businessId, mine))).map((m) => [
        m.id,
        'category',
        'Pastries',
        '2',
        '',
        '',
        '',
        '',
        '',
        'Pastries',
        s.location.id,
        iso(m.createdAt),
      ]),
    );
    // Amounts in major units beside their currency.
    expect(csvLedger.filter((r) => r[4] === 'purchase').map((r) => [r[7], r[8]])).toEqual([
      ['12.50', 'USD'],
      ['3.05', 'USD'],
    ]);

    const consents = await t.db.select().from(customerConsents).where(eq(customerConsents.businessId, mine));
    const csvConsents = byId(csvOf(files, 'consents.csv').rows);
    expect(consents.length).toBeGreaterThan(0);
    expect(csvConsents.size).toBe(consents.length);
    for (const k of consents) {
      expect(csvConsents.get(k.id)).toEqual([
        k.id,
        k.customerId,
        text(k.channel),
        text(k.wording),
        text(k.source),
        k.qrCodeId ?? '',
        iso(k.grantedAt),
        text(k.ipAddress),
        text(k.userAgent),
        text(k.recordedByUserId),
      ]);
    }

    const programs = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, mine));
    const csvPrograms = csvOf(files, 'programs.csv').rows;
    expect(csvPrograms).toHaveLength(programs.length);
    for (const p of programs) {
      const row = byId(csvPrograms).get(p.id);
      expect(row?.slice(0, 5)).toEqual([p.id, text(p.name), text(p.type), text(p.status), text(p.description)]);
      expect(JSON.parse(row?.[5] ?? 'null')).toEqual(p.config);
      expect(row?.[6]).toBe(iso(p.createdAt));
    }

    const rewards = await t.db.select().from(customerRewards).where(eq(customerRewards.businessId, mine));
    expect(csvOf(files, 'rewards.csv').rows).toHaveLength(rewards.length);
    // The reward reaching the tier gave names the tier.
    const tierReward = rewards.find((r) => r.statusTierId !== null);
    expect(tierReward?.rewardName).toBe('Free dessert');
    const tierRewardRow = csvOf(files, 'rewards.csv').rows.find((r) => r[0] === tierReward?.id);
    expect(tierRewardRow?.at(-1)).toBe(tierReward?.statusTierId);

    // Messages: a deleted customer's body and subject are left out, everyone else's kept.
    const csvMessages = csvOf(files, 'messages.csv').rows;
    const dbMessages = await t.db.select().from(communicationLogs).where(eq(communicationLogs.businessId, mine));
    expect(csvMessages).toHaveLength(dbMessages.length);
    const toFormula = csvMessages.find((r) => r[2] === s.formula.id && r[3] === 'email');
    expect(toFormula?.slice(6, 8)).toEqual(['Hello', 'Your points are waiting']);
    const toGone = csvMessages.filter((r) => r[2] === s.gone.id);
    expect(toGone.length).toBeGreaterThan(0);
    expect(toGone.every((r) => r[6] === '' && r[7] === '')).toBe(true);
    for (const secret of ['Private words for Gone', 'Late subject']) {
      expect(Object.values(files).some((f) => strFromU8(f).includes(secret))).toBe(false);
    }

    const qr = await t.db.select().from(qrCodes).where(eq(qrCodes.businessId, mine));
    expect(csvOf(files, 'qr_codes.csv').rows).toEqual(
      qr.map((q) => [
        q.id,
        text(q.code),
        q.locationId ?? '',
        text(q.customUrl),
        bool(q.active),
        num(q.scanCount),
        num(q.signupCount),
        iso(q.createdAt),
      ]),
    );
    const shops = await t.db.select().from(locations).where(eq(locations.businessId, mine));
    expect(byId(csvOf(files, 'locations.csv').rows).get(s.location.id)).toEqual([
      s.location.id,
      'Main Street',
      text(shops.find((l) => l.id === s.location.id)?.address),
      text(shops.find((l) => l.id === s.location.id)?.timeZone),
      iso(shops.find((l) => l.id === s.location.id)?.createdAt),
    ]);
    expect(csvOf(files, 'campaigns.csv').rows).toHaveLength(0);

    // The admin was emailed the link; the start and the download are in the audit trail.
    const sentTo = await outboxTo(s.email);
    expect(sentTo.some((m) => m.subject === 'Your data export for Bean There is ready')).toBe(true);
    expect(sentTo.find((m) => m.subject.startsWith('Your data export'))?.text).toContain(
      'http://localhost:3000/settings#data',
    );
    const audit = await t.db
      .select({ action: businessAuditLog.action })
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, mine), eq(businessAuditLog.targetId, ready.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['data.download', 'data.export']);
  });

  it('runs one export at a time: a start while one runs answers it; one stalled for over an hour shows as failed', async () => {
    const biz = await newBusiness(t);
    // A build in progress (as its job would have marked it).
    const [running] = await t.db
      .insert(dataExports)
      .values({ businessId: biz.businessId, status: 'running', progress: 40 })
      .returning();
    const again = await biz.client.post('/api/data-exports');
    expect(again.status).toBe(202);
    expect(again.body.export).toMatchObject({ id: running.id, status: 'running', progress: 40, downloadPath: null });
    expect(await t.db.select().from(dataExports).where(eq(dataExports.businessId, biz.businessId))).toHaveLength(1);

    // Its process died two hours ago: it shows as failed, and a start builds a new one.
    await t.db
      .update(dataExports)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(and(eq(dataExports.businessId, biz.businessId), eq(dataExports.id, running.id)));
    const listed = (await biz.client.get('/api/data-exports')).body.exports;
    expect(listed).toEqual([
      expect.objectContaining({ id: running.id, status: 'failed', error: DATA_EXPORT_MESSAGES.stalled }),
    ]);
    const fresh = await readyExport(biz.client);
    expect(fresh.id).not.toBe(running.id);
    const [old] = await t.db.select().from(dataExports).where(eq(dataExports.id, running.id));
    expect(old.status).toBe('failed');
  });

  it("answers 404 for another business's export and its download, 401 without a session, 403 for a team member", async () => {
    const a = await newBusiness(t, { tierName: 'Agency' });
    const b = await newBusiness(t);
    const ready = await readyExport(a.client);

    const other = await b.client.get(ready.downloadPath);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe(DATA_EXPORT_MESSAGES.notFound);
    expect((await b.client.get('/api/data-exports')).body.exports).toEqual([]);
    expect((await b.client.get('/api/data-exports/not-a-uuid/download')).status).toBe(404);

    const anonymous = client(t.app);
    expect((await anonymous.get('/api/data-exports')).status).toBe(401);
    expect((await anonymous.post('/api/data-exports')).status).toBe(401);
    expect((await anonymous.get(ready.downloadPath)).status).toBe(401);

    const member = await newTeamMember(t, a.client);
    const refused = await member.client.post('/api/data-exports');
    expect(refused.status).toBe(403);
    expect((await member.client.get(ready.downloadPath)).status).toBe(403);
    expect((await member.client.get('/api/data-exports')).body).toEqual({ exports: [], canExport: false });
    const count = await t.db.select().from(dataExports).where(eq(dataExports.businessId, a.businessId));
    expect(count).toHaveLength(1);
  });

  it('answers 410 in plain words once expired, and the hourly job deletes it with its parts', async () => {
    const biz = await newBusiness(t);
    const ready = await readyExport(biz.client);
    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(dataExports.businessId, biz.businessId), eq(dataExports.id, ready.id)));
    const gone = await biz.client.get(ready.downloadPath);
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toBe(DATA_EXPORT_MESSAGES.expired);
    expect((await biz.client.get('/api/data-exports')).body.exports).toEqual([]);

    await deleteExpiredExports({ db: t.db });
    const left = await t.db.select().from(dataExportParts).where(eq(dataExportParts.exportId, ready.id));
    expect(left).toHaveLength(0);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, ready.id))).toHaveLength(0);
  });
});

/** Platform emails to an address, read from the outbox as the super admin. */
async function outboxTo(email: string) {
  const admin = await superAdminClient(t);
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
    const messages = res.body.messages as { subject: string; text: string }[];
    return messages.some((m) => m.subject.startsWith('Your data export')) ? messages : undefined;
  });
}
