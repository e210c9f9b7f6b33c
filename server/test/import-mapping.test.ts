import { autoMapColumns, IMPORT_OVER_LIMIT_ROW, importLimitMessage, toImportRows } from '@regulars/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCustomers } from '../src/customers/import-customers.ts';
import { readBirthday } from '../src/customers/read-birthday.ts';
import { businesses, customers } from '../src/db/schema/index.ts';
import { importBody, type TRow } from './factories/customers.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const stored = (businessId: string) =>
  t.db.select().from(customers).where(eq(customers.businessId, businessId)).orderBy(asc(customers.uniqueCustomerId));
const usage = async (businessId: string) =>
  (await t.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.usageCustomers;
const byRow = (results: { rowNumber: number; status: string; error?: string }[]) =>
  Object.fromEntries(results.map((r) => [r.rowNumber, r.error ?? r.status]));

describe('column mapping', () => {
  it('maps the headers spreadsheets use to our columns, in any case and spelling', () => {
    expect(autoMapColumns(['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Date of Birth'])).toEqual({
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email Address',
      phone: 'Phone Number',
      birthday: 'Date of Birth',
      full_name: null,
      lifetime_points: null,
      visits: null,
      member_since: null,
      sms_consent: null,
      email_consent: null,
    });
    expect(autoMapColumns(['GIVEN_NAME', 'family-name', 'E-mail', 'Cell', 'Birthday', 'Notes'])).toEqual({
      first_name: 'GIVEN_NAME',
      last_name: 'family-name',
      email: 'E-mail',
      phone: 'Cell',
      birthday: 'Birthday',
      full_name: null,
      lifetime_points: null,
      visits: null,
      member_since: null,
      sms_consent: null,
      email_consent: null,
    });
    expect(autoMapColumns(['firstname', 'surname', 'Telephone', 'DOB'])).toMatchObject({
      first_name: 'firstname',
      last_name: 'surname',
      email: null,
      phone: 'Telephone',
      birthday: 'DOB',
    });
    expect(autoMapColumns(['Mobile', 'Birth Date', 'first', 'last'])).toMatchObject({
      phone: 'Mobile',
      birthday: 'Birth Date',
      first_name: 'first',
      last_name: 'last',
    });
    // The spec's own headers keep working.
    expect(autoMapColumns(['first_name', 'last_name', 'email', 'phone', 'birthday'])).toEqual({
      first_name: 'first_name',
      last_name: 'last_name',
      email: 'email',
      phone: 'phone',
      birthday: 'birthday',
      full_name: null,
      lifetime_points: null,
      visits: null,
      member_since: null,
      sms_consent: null,
      email_consent: null,
    });
  });

  it('imports a file with friendly headers through the automatic mapping', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const records = [
      {
        'First Name': 'Ann',
        'Last Name': 'Perkins',
        'Email Address': 'ann@example.test',
        'Phone Number': '',
        'Date of Birth': '04/12/1990',
      },
      {
        'First Name': 'Ben',
        'Last Name': 'Wyatt',
        'Email Address': '',
        'Phone Number': '(317) 555-0199',
        'Date of Birth': '',
      },
    ];
    const rows = toImportRows(records);
    const res = await c.post('/api/customers/import', { rows });
    expect(res.body).toMatchObject({ imported: 2, failed: 0 });
    const [ann, ben] = await stored(businessId);
    expect(ann).toMatchObject({
      firstName: 'Ann',
      lastName: 'Perkins',
      email: 'ann@example.test',
      birthday: '1990-04-12',
    });
    expect(ben).toMatchObject({ firstName: 'Ben', lastName: 'Wyatt', phone: '+13175550199', birthday: null });
  });
});

describe('birthdays as people write them', () => {
  it('reads ISO, spelled-out months and numeric dates in the region order', () => {
    for (const text of ['1990-04-12', '04/12/1990', '4/12/1990', '04-12-1990', '12 Apr 1990', 'April 12, 1990']) {
      expect(readBirthday(text, 'US'), text).toBe('1990-04-12');
    }
    for (const text of ['1990-04-12', '12/04/1990', '12.04.1990', '12 April 1990', 'Apr 12 1990']) {
      expect(readBirthday(text, 'GB'), text).toBe('1990-04-12');
    }
    for (const text of ['1990-02-30', '02/30/1990', '13/13/1990', '04/12/90', 'sometime in May', '0000-01-01']) {
      expect(readBirthday(text, 'US'), text).toBeNull();
    }
    expect(readBirthday('31/04/1990', 'GB')).toBeNull();
  });

  it('stores the exact dates and refuses impossible ones with the message', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const rows: TRow[] = [
      { first_name: 'Iso', email: 'iso@example.test', birthday: '1990-04-12' },
      { first_name: 'Us', email: 'us@example.test', birthday: '04/12/1990' },
      { first_name: 'Short', email: 'short@example.test', birthday: '12 Apr 1990' },
      { first_name: 'Long', email: 'long@example.test', birthday: 'April 12, 1990' },
      { first_name: 'Leap', email: 'leap@example.test', birthday: '02/29/2000' },
      { first_name: 'Feb30', email: 'feb30@example.test', birthday: '1990-02-30' },
      { first_name: 'Month13', email: 'm13@example.test', birthday: '13/01/1990' },
      { first_name: 'Words', email: 'words@example.test', birthday: 'sometime in May' },
    ];
    const res = await c.post('/api/customers/import', importBody(rows));
    expect(res.body).toMatchObject({ imported: 5, failed: 3 });
    const message = 'Invalid birthday format (use YYYY-MM-DD)';
    expect(byRow(res.body.results)).toMatchObject({ 7: message, 8: message, 9: message });
    const birthdays = Object.fromEntries((await stored(businessId)).map((s) => [s.firstName, s.birthday]));
    expect(birthdays).toEqual({
      Iso: '1990-04-12',
      Us: '1990-04-12',
      Short: '1990-04-12',
      Long: '1990-04-12',
      Leap: '2000-02-29',
    });
  });

  it('reads an all-number date day first outside the US', async () => {
    const { businessId } = await newBusiness(t);
    const res = await importCustomers({
      database: t.deps.database,
      queue: t.deps.queue,
      businessId,
      rows: importBody([{ email: 'gb@example.test', birthday: '04/12/1990' }]).rows,
      phoneRegion: 'GB',
      logger: t.deps.logger,
    });
    expect(res.imported).toBe(1);
    expect((await stored(businessId))[0]?.birthday).toBe('1990-12-04');
  });
});

describe('over the plan limit', () => {
  it('imports the first rows that fit, in file order, and reports the rest as not imported', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await t.db.update(businesses).set({ usageCustomers: 45 }).where(eq(businesses.id, businessId));
    const rows: TRow[] = Array.from({ length: 9 }, (_, i) => ({
      first_name: `Fit${i}`,
      email: `fit${i}@example.test`,
    }));
    // A duplicate of an earlier row takes no room: the next row goes in instead.
    rows[1] = { first_name: 'Dup', email: 'fit0@example.test' };
    const preflight = await c.post('/api/customers/import/preflight', { validRows: 9 });
    expect(preflight.body.error.message).toBe(importLimitMessage(45, 9, 50));
    expect(preflight.body.error.details).toMatchObject({ limit: 50, current: 45 });

    const res = await c.post('/api/customers/import', { ...importBody(rows), fitToLimit: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 5, failed: 4 });
    expect(byRow(res.body.results)).toEqual({
      2: 'imported',
      3: 'A customer with this email already exists',
      4: 'imported',
      5: 'imported',
      6: 'imported',
      7: 'imported',
      8: IMPORT_OVER_LIMIT_ROW,
      9: IMPORT_OVER_LIMIT_ROW,
      10: IMPORT_OVER_LIMIT_ROW,
    });
    expect((await stored(businessId)).map((s) => s.firstName)).toEqual(['Fit0', 'Fit2', 'Fit3', 'Fit4', 'Fit5']);
    expect(await usage(businessId)).toBe(50);
  });

  it('fills the plan across batches: 120 rows on the Free plan import exactly 50', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const rows: TRow[] = Array.from({ length: 120 }, (_, i) => ({ email: `many${i}@example.test` }));
    const res = await c.post('/api/customers/import', { ...importBody(rows), fitToLimit: true });
    expect(res.body).toMatchObject({ imported: 50, failed: 70 });
    const over = res.body.results.filter((r: { error?: string }) => r.error === IMPORT_OVER_LIMIT_ROW);
    expect(over).toHaveLength(70);
    expect(over[0].rowNumber).toBe(52);
    expect(await usage(businessId)).toBe(50);
    expect(await stored(businessId)).toHaveLength(50);
  });
});

describe('list order after an import', () => {
  it("lists a file's customers by customer number, in file order, page after page", async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Agency' });
    const rows: TRow[] = Array.from({ length: 120 }, (_, i) => ({
      first_name: `Row${String(i).padStart(3, '0')}`,
      email: `order${i}@example.test`,
    }));
    expect((await c.post('/api/customers/import', importBody(rows))).body.imported).toBe(120);
    const names: string[] = [];
    const numbers: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await c.get(`/api/customers?page=${page}&limit=50`);
      expect(res.status).toBe(200);
      for (const customer of res.body.customers) {
        names.push(customer.firstName);
        numbers.push(customer.uniqueCustomerId);
      }
    }
    expect(names).toEqual(rows.map((r) => r.first_name));
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(120);
  });
});
