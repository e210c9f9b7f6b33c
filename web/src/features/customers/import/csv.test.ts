import {
  autoMapBalances,
  checkCsvFile,
  importChunkSize,
  importLimitMessage,
  readBalance,
  recognisedExport,
  splitValidRows,
  validateImportRow,
} from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { failedRowsCsv, mappedRows, parseCustomerCsv } from './csv.ts';

describe('CSV row validation (shared with the server)', () => {
  it('needs an email or a phone', () => {
    expect(validateImportRow({ email: '', phone: '', birthday: '' })).toBe('Either email or phone is required');
    expect(validateImportRow({ email: '', phone: '555 0100', birthday: '' })).toBeNull();
  });
  it('checks the email pattern; the birthday only with the reader the server passes', () => {
    expect(validateImportRow({ email: 'nope', phone: '', birthday: '' })).toBe('Invalid email format');
    // The browser does not know the business's date order: the server reads and checks birthdays.
    expect(validateImportRow({ email: 'a@b.co', phone: '', birthday: '04/12/1990' })).toBeNull();
    expect(validateImportRow({ email: 'a@b.co', phone: '', birthday: '1990-13-01' }, () => null)).toBe(
      'Invalid birthday format (use YYYY-MM-DD)',
    );
  });
  it('numbers rows as data index plus 2 and splits valid from invalid', () => {
    const { valid, invalid } = splitValidRows(
      mappedRows(parseCustomerCsv('first_name,email,phone\nAl,a@b.co,\nBo,,\n')),
    );
    expect(valid.map((r) => r.rowNumber)).toEqual([2]);
    expect(invalid).toEqual([{ rowNumber: 3, status: 'failed', error: 'Either email or phone is required' }]);
  });
  it('checks the file name and size with the spec messages', () => {
    expect(checkCsvFile({ name: 'list.xlsx', size: 10 })).toBe('Please upload a CSV file');
    expect(checkCsvFile({ name: 'LIST.CSV', size: 5 * 1024 * 1024 })).toBe('File size must be less than 5MB');
    expect(checkCsvFile({ name: 'list.csv', size: 100 })).toBeNull();
  });
  it('words the plan-limit refusal exactly', () => {
    expect(importLimitMessage(48, 5, 50)).toBe(
      'Import would exceed your plan limit. Current: 48, Attempting to import: 5, Plan limit: 50. Please upgrade your subscription to import more customers.',
    );
  });
});

describe('parsing a CSV file', () => {
  it('handles a BOM, CRLF, quoted fields with commas and quotes, and any header case', () => {
    const text = '\uFEFFFirst_Name,LAST_NAME,Email,Phone,Birthday\r\n"Smith, Jr.","O""Neil",a@b.co,,1990-01-02\r\n';
    const csv = parseCustomerCsv(text);
    expect(csv.headers).toEqual(['First_Name', 'LAST_NAME', 'Email', 'Phone', 'Birthday']);
    expect(csv.mapping).toEqual({
      first_name: 'First_Name',
      last_name: 'LAST_NAME',
      email: 'Email',
      phone: 'Phone',
      birthday: 'Birthday',
      full_name: null,
      lifetime_points: null,
      visits: null,
      member_since: null,
      sms_consent: null,
      email_consent: null,
    });
    expect(mappedRows(csv)).toEqual([
      {
        rowNumber: 2,
        first_name: 'Smith, Jr.',
        last_name: 'O"Neil',
        email: 'a@b.co',
        phone: '',
        birthday: '1990-01-02',
      },
    ]);
  });
  it('maps the headers spreadsheets use, and reads a column left out as empty', () => {
    const csv = parseCustomerCsv(
      'Given Name,Surname,E-mail,Mobile,DOB,Notes\nAnn,Perkins,ann@example.test,317 555 0110,12 Apr 1990,vip\n',
    );
    expect(csv.mapping).toEqual({
      first_name: 'Given Name',
      last_name: 'Surname',
      email: 'E-mail',
      phone: 'Mobile',
      birthday: 'DOB',
      full_name: null,
      lifetime_points: null,
      visits: null,
      member_since: null,
      sms_consent: null,
      email_consent: null,
    });
    const [row] = mappedRows(csv, { ...csv.mapping, phone: null });
    expect(row).toEqual({
      rowNumber: 2,
      first_name: 'Ann',
      last_name: 'Perkins',
      email: 'ann@example.test',
      phone: '',
      birthday: '12 Apr 1990',
    });
  });
  it('splits a whole-name column into first and last name where a row has neither', () => {
    const csv = parseCustomerCsv(
      'Full Name,Email\nOlivia Brown,o@b.co\nMary Ann Lee,m@l.co\n"Brown, Olivia",ob@b.co\nCher,c@c.co\n,n@n.co\n',
    );
    expect(csv.mapping).toMatchObject({ first_name: null, last_name: null, full_name: 'Full Name' });
    expect(mappedRows(csv).map((r) => [r.first_name, r.last_name])).toEqual([
      ['Olivia', 'Brown'],
      ['Mary', 'Ann Lee'],
      ['Olivia', 'Brown'],
      ['Cher', ''],
      ['', ''],
    ]);
    // A file with its own first and last names keeps them; the whole name fills only the rows without.
    const both = parseCustomerCsv('First Name,Last Name,Name,Email\nAnn,,Ann Perkins,a@p.co\n,,Bo Diaz,b@d.co\n');
    expect(both.mapping).toMatchObject({ first_name: 'First Name', last_name: 'Last Name', full_name: 'Name' });
    expect(mappedRows(both).map((r) => [r.first_name, r.last_name])).toEqual([
      ['Ann', ''],
      ['Bo', 'Diaz'],
    ]);
  });
  it("maps an old program's lifetime points and visits, and sends them only when the cell has a value", () => {
    const csv = parseCustomerCsv(
      'Email,Points Balance,Lifetime Points,Total Visits\na@b.co,120,"4,800",37\nc@d.co,5,,\n',
    );
    expect(csv.mapping).toMatchObject({ email: 'Email', lifetime_points: 'Lifetime Points', visits: 'Total Visits' });
    const [first, second] = mappedRows(csv);
    expect(first).toMatchObject({ email: 'a@b.co', lifetime_points: '4,800', visits: '37' });
    expect(second).not.toHaveProperty('lifetime_points');
    expect(second).not.toHaveProperty('visits');
  });
  it('refuses a file with no data rows', () => {
    expect(() => parseCustomerCsv('first_name,email\n')).toThrow('CSV file is empty or has no data rows');
    expect(() => parseCustomerCsv('')).toThrow('CSV file is empty or has no data rows');
  });
});

describe('failed_imports.csv', () => {
  it('has the spec columns and escapes cells a spreadsheet would run as formulas', () => {
    const csv = failedRowsCsv([
      {
        rowNumber: 3,
        first_name: '=HYPERLINK("http://evil")',
        last_name: '@SUM(A1)',
        email: '-x',
        phone: '+15550100',
        birthday: '',
        error: 'Invalid email format',
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('row_number,first_name,last_name,email,phone,birthday,error');
    expect(line).toBe(`3,"'=HYPERLINK(""http://evil"")",'@SUM(A1),'-x,'+15550100,,Invalid email format`);
  });
});

describe('import requests', () => {
  it('send whole batches of 50, about 20 progress steps, at most 5000 rows each', () => {
    expect(importChunkSize(7)).toBe(50);
    expect(importChunkSize(2000)).toBe(100);
    expect(importChunkSize(100_000)).toBe(5000);
    expect(importChunkSize(1_000_000)).toBe(5000);
  });
});

describe('opening balances (issue 33)', () => {
  const points = { id: 'p1', name: 'Coffee Points', type: 'points' as const };
  const more = { id: 'p2', name: 'Tea Points', type: 'points' as const };
  const card = { id: 'c1', name: 'Coffee Card', type: 'stamp_card' as const };

  it("maps the balance columns of Smile.io's, Square's and a card app's exports", () => {
    const smile = parseCustomerCsv('First Name,Email,Points Balance\r\nMia,mia@example.test,"1,250"\r\n');
    expect(autoMapBalances(smile.headers, [points, card], smile.mapping)).toEqual({ p1: 'Points Balance', c1: null });
    const square = parseCustomerCsv('Given Name,Email Address,Points,Stamps\nAna,ana@example.test,40,3\n');
    expect(autoMapBalances(square.headers, [points, card], square.mapping)).toEqual({ p1: 'Points', c1: 'Stamps' });
    // A second points program takes only a column named after it; the common one goes to the first.
    const two = parseCustomerCsv('Email,Balance,Tea Points\nx@example.test,5,7\n');
    expect(autoMapBalances(two.headers, [points, more], two.mapping)).toEqual({ p1: 'Balance', p2: 'Tea Points' });
  });

  it('recognises the exports of Square, Smile.io, Shopify and Mailchimp and maps their columns', () => {
    const files = [
      {
        header:
          'Reference ID,First Name,Last Name,Email Address,Phone Number,Birthday,Square Customer ID,Points,Total Visits',
        source: 'Square customer directory',
        mapping: { first_name: 'First Name', email: 'Email Address', phone: 'Phone Number', visits: 'Total Visits' },
        balances: { p1: 'Points', c1: null },
      },
      {
        header: 'First name,Last name,Email,Points balance,Points earned,VIP tier,Referral URL',
        source: 'Smile.io customer',
        mapping: { first_name: 'First name', email: 'Email', lifetime_points: 'Points earned' },
        balances: { p1: 'Points balance', c1: null },
      },
      {
        header:
          'First Name,Last Name,Email,Accepts Email Marketing,Phone,Accepts SMS Marketing,Total Spent,Total Orders',
        source: 'Shopify customer',
        mapping: { first_name: 'First Name', last_name: 'Last Name', email: 'Email', phone: 'Phone' },
        balances: { p1: null, c1: null },
      },
      {
        header: 'Email Address,First Name,Last Name,Phone Number,Birthday,MEMBER_RATING,OPTIN_TIME,LEID,TAGS',
        source: 'Mailchimp audience',
        mapping: { email: 'Email Address', phone: 'Phone Number', birthday: 'Birthday' },
        balances: { p1: null, c1: null },
      },
    ];
    for (const file of files) {
      const csv = parseCustomerCsv(
        `${file.header}\n${file.header
          .split(',')
          .map(() => '1')
          .join(',')}\n`,
      );
      expect(recognisedExport(csv.headers)).toBe(file.source);
      expect(csv.mapping).toMatchObject(file.mapping);
      expect(autoMapBalances(csv.headers, [points, card], csv.mapping)).toEqual(file.balances);
    }
    expect(recognisedExport(['first_name', 'email', 'points'])).toBeNull();
  });

  it('sends only the balances a row has, as written', () => {
    const csv = parseCustomerCsv('Email,Points Balance\na@example.test,"1,250"\nb@example.test,\n');
    const rows = mappedRows(csv, csv.mapping, { p1: 'Points Balance' });
    expect(rows.map((r) => r.balances)).toEqual([{ p1: '1,250' }, undefined]);
  });

  it('reads whole numbers, with thousands commas, and nothing else', () => {
    expect(readBalance('1,250')).toBe(1250);
    expect(readBalance(' 40 ')).toBe(40);
    expect(readBalance('12.0')).toBe(12);
    expect(readBalance('12.5')).toBeNull();
    expect(readBalance('-3')).toBeNull();
    expect(readBalance('lots')).toBeNull();
  });
});
