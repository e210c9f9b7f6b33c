import { IMPORT_CHUNK_SIZE, importLimitMessage } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCustomers } from '../src/customers/import-customers.ts';
import { CUSTOMER_JOBS } from '../src/customers/index.ts';
import { businesses, customers } from '../src/db/schema/index.ts';
import { addCustomer, importBody, type TRow } from './factories/customers.ts';
import { eventually, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const usage = async (businessId: string) =>
  (await t.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.usageCustomers;

describe('CSV import', () => {
  it('imports the valid rows, reports every bad row by number with its message, and counts usage', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const existing = await addCustomer(c, { phone: '3125550100', email: 'taken@example.test' });
    const rows: TRow[] = [
      { first_name: 'Ann', email: 'ann@example.test', birthday: '1985-07-04' },
      { first_name: 'NoContact' },
      { first_name: 'Bad', email: 'bad-email' },
      { first_name: 'Bday', email: 'b@example.test', birthday: '02/30/1985' },
      { first_name: 'Dup', phone: '(312) 555-0100' },
      { first_name: 'DupEmail', email: 'TAKEN@example.test' },
      { first_name: 'Cal', phone: '312-555-0101' },
      { first_name: 'CalAgain', phone: '+13125550101' },
      { first_name: 'ShortPhone', phone: '12' },
    ];
    const res = await c.post('/api/customers/import', importBody(rows));
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(2);
    expect(res.body.failed).toBe(7);
    const byRow = Object.fromEntries(
      res.body.results.map((r: { rowNumber: number; error?: string; status: string }) => [
        r.rowNumber,
        r.error ?? r.status,
      ]),
    );
    expect(byRow).toEqual({
      2: 'imported',
      3: 'Either email or phone is required',
      4: 'Invalid email format',
      5: 'Invalid birthday format (use YYYY-MM-DD)',
      6: 'A customer with this phone number already exists',
      7: 'A customer with this email already exists',
      8: 'imported',
      9: 'A customer with this phone number already exists',
      10: 'Invalid phone number',
    });
    expect(await usage(businessId)).toBe(3);
    const stored = await t.db.select().from(customers).where(eq(customers.businessId, businessId));
    const ids = stored.map((s) => s.uniqueCustomerId);
    // Unique per business; a duplicate row may leave a gap in the numbers, never a repeat.
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => /^CUS\d{6}$/.test(id))).toBe(true);
    expect(stored.find((s) => s.firstName === 'Cal')).toMatchObject({ phone: '+13125550101', lastName: null });
    expect(stored.find((s) => s.id === existing.id)).toBeTruthy();
  });

  it('refuses the whole file above the plan with the exact sentence, and an import with no valid rows', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await t.db.update(businesses).set({ usageCustomers: 45 }).where(eq(businesses.id, businessId));
    const over = await c.post('/api/customers/import/preflight', { validRows: 6 });
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('PLAN_LIMIT');
    expect(over.body.error.message).toBe(
      'Import would exceed your plan limit. Current: 45, Attempting to import: 6, Plan limit: 50. Please upgrade your subscription to import more customers.',
    );
    expect(over.body.error.details.upgradeUrl).toBe('/subscription');
    const fits = await c.post('/api/customers/import/preflight', { validRows: 5 });
    expect(fits.body).toEqual({ current: 45, limit: 50 });
    const none = await c.post('/api/customers/import/preflight', { validRows: 0 });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('No valid rows to import');

    // The server holds the limit on the import itself too, batch by batch.
    const rows = Array.from({ length: 6 }, (_, i) => ({ email: `p${i}@example.test` }));
    const res = await c.post('/api/customers/import', importBody(rows));
    expect(res.body.imported).toBe(0);
    expect(res.body.results[0].error).toBe(importLimitMessage(45, 6, 50));
    expect(await usage(businessId)).toBe(45);
  });

  const unsavable = 'Contains characters that cannot be saved';
  const fiftyRows = (bad: TRow): TRow[] =>
    Array.from({ length: 50 }, (_, i) => ({
      first_name: `Row${i}`,
      email: `row${i}@example.test`,
      ...(i === 20 ? bad : {}),
    }));

  it.each([
    ['half a surrogate pair in the last name', { last_name: 'Half\ud83d' }, unsavable],
    ['a stray low surrogate in the first name', { first_name: '\ude00Stray' }, unsavable],
    ['a birthday in year 0000', { birthday: '0000-01-01' }, 'Invalid birthday format (use YYYY-MM-DD)'],
    ['a five-digit year', { birthday: '99999-01-01' }, 'Invalid birthday format (use YYYY-MM-DD)'],
  ])('a 50-row batch with %s: that row is reported, the other 49 go in', async (_, bad, error) => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
    const res = await c.post('/api/customers/import', importBody(fiftyRows(bad)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 49, failed: 1 });
    // The failed rows of this response are what the web writes to failed_imports.csv.
    const failed = res.body.results.filter((r: { status: string }) => r.status === 'failed');
    expect(failed).toEqual([{ rowNumber: 22, status: 'failed', error }]);
    const stored = await t.db.select().from(customers).where(eq(customers.businessId, businessId));
    expect(stored).toHaveLength(49);
    expect(new Set(stored.map((s) => s.uniqueCustomerId)).size).toBe(49);
    expect(await usage(businessId)).toBe(49);
  });

  it('a NUL character in a row fails only that row in the import itself (the API refuses it before)', async () => {
    const { businessId } = await newBusiness(t, { tierName: 'Agency' });
    const rows = importBody(fiftyRows({ first_name: 'Nul\u0000Name' })).rows;
    const res = await importCustomers({
      database: t.deps.database,
      queue: t.deps.queue,
      businessId,
      rows,
      phoneRegion: 'US',
      concurrency: 1,
      logger: t.deps.logger,
    });
    expect(res).toMatchObject({ imported: 49, failed: 1 });
    expect(res.results.filter((r) => r.status === 'failed')).toEqual([
      { rowNumber: 22, status: 'failed', error: unsavable },
    ]);
    expect(await usage(businessId)).toBe(49);
  });

  it('a batch the database refuses is retried row by row: only the row at fault fails, with a plain message', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
    // A real database failure in the second batch only: a trigger refusing one row.
    await t.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'boom' then raise exception 'Simulated database failure'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`drop trigger if exists refuse_boom on customers`);
    await t.db.execute(
      sql`create trigger refuse_boom before insert on customers for each row execute function refuse_boom()`,
    );
    try {
      const rows: TRow[] = Array.from({ length: 120 }, (_, i) => ({
        first_name: i === 70 ? 'boom' : `Row${i}`,
        email: `row${i}@example.test`,
      }));
      const res = await c.post('/api/customers/import', importBody(rows));
      expect(res.body).toMatchObject({ imported: 119, failed: 1 });
      const failed = res.body.results.filter((r: { status: string }) => r.status === 'failed');
      // Not the database's text: it can name internals and carry other rows' values.
      expect(failed).toEqual([{ rowNumber: 72, status: 'failed', error: 'This row could not be imported' }]);
      const stored = await t.db.select().from(customers).where(eq(customers.businessId, businessId));
      expect(stored).toHaveLength(119);
      expect(new Set(stored.map((s) => s.uniqueCustomerId)).size).toBe(119);
      expect(stored.some((s) => s.firstName === 'boom')).toBe(false);
      expect(await usage(businessId)).toBe(119);
      // The numbers reserved for the request are used, the refused row's one skipped: a later add never repeats one.
      const next = await addCustomer(c, { phone: '', email: 'after-import@example.test' });
      expect(stored.map((s) => s.uniqueCustomerId)).not.toContain(next.uniqueCustomerId);
    } finally {
      await t.db.execute(sql`drop trigger if exists refuse_boom on customers`);
    }
  });

  it('validates the request and keeps businesses apart', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    await addCustomer(a.client, { email: 'shared@example.test' });
    const res = await b.client.post('/api/customers/import', importBody([{ email: 'shared@example.test' }]));
    expect(res.body.imported).toBe(1);
    expect((await a.client.get('/api/customers')).body.total).toBe(1);
    expect((await b.client.get('/api/customers')).body.total).toBe(1);
    await t.db.update(businesses).set({ usageCustomers: 7 }).where(eq(businesses.id, a.businessId));
    expect((await a.client.post('/api/customers/import/preflight', { validRows: 1 })).body.current).toBe(7);
    expect((await b.client.post('/api/customers/import/preflight', { validRows: 1 })).body.current).toBe(1);
    const tooMany = await a.client.post(
      '/api/customers/import',
      importBody(Array.from({ length: IMPORT_CHUNK_SIZE + 1 }, (_, i) => ({ email: `x${i}@example.test` }))),
    );
    expect(tooMany.status).toBe(400);
    expect((await a.client.post('/api/customers/import', { rows: [] })).status).toBe(400);
  });
});

describe('after an import', () => {
  it('refreshes the customers table statistics in a job, off the request', async () => {
    const { client: c } = await newBusiness(t);
    const since = new Date(Date.now() - 1000);
    const res = await c.post('/api/customers/import', {
      ...importBody([{ email: 'stats@example.test' }]),
      final: true,
    });
    expect(res.body.imported).toBe(1);
    const completed = await eventually(async () => {
      const result = (await t.db.execute(
        sql`select count(*)::int as n from pgboss.job
          where name = ${CUSTOMER_JOBS.refreshCustomerStats} and state = 'completed' and created_on >= ${since.toISOString()}`,
      )) as unknown as { rows: { n: number }[] };
      return (result.rows[0]?.n ?? 0) > 0;
    });
    expect(completed).toBe(true);
  });
});
