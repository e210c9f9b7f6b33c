import {
  autoMapColumns,
  consentCellAgrees,
  IMPORT_CONSENT_ATTESTATION,
  type TImportConsent,
  toImportRows,
} from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerConsents, customers, importBatches } from '../src/db/schema/index.ts';
import { addCustomer, importBody, type TRow } from './factories/customers.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type TConsentRow = TRow & { sms_consent?: string; email_consent?: string };

/** Rows as the wizard sends them, with the consent cells it read from the file's mapped columns. */
const body = (rows: TConsentRow[], consent?: TImportConsent, extra: Record<string, unknown> = {}) => {
  const base = importBody(rows);
  return {
    ...extra,
    ...(consent ? { consent } : {}),
    rows: base.rows.map((row, i) => ({
      ...row,
      ...(rows[i]?.sms_consent !== undefined ? { sms_consent: rows[i]?.sms_consent } : {}),
      ...(rows[i]?.email_consent !== undefined ? { email_consent: rows[i]?.email_consent } : {}),
    })),
  };
};

const imported = (businessId: string) =>
  t.db
    .select({ id: customers.id, email: customers.email, sms: customers.optedInSms, mail: customers.optedInEmail })
    .from(customers)
    .where(eq(customers.businessId, businessId));

const consentsOf = (businessId: string, customerIds: string[]) =>
  t.db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.businessId, businessId), inArray(customerConsents.customerId, customerIds)));

describe('consent columns in a file', () => {
  it("finds other tools' consent columns and reads their words for yes; anything else is no", () => {
    const shopify = ['First Name', 'Email', 'Accepts Email Marketing', 'Phone', 'Accepts SMS Marketing'];
    expect(autoMapColumns(shopify)).toMatchObject({
      email: 'Email',
      email_consent: 'Accepts Email Marketing',
      sms_consent: 'Accepts SMS Marketing',
    });
    expect(autoMapColumns(['email', 'Email Subscription Status'])).toMatchObject({
      email_consent: 'Email Subscription Status',
      sms_consent: null,
    });
    for (const yes of ['yes', 'Y', 'TRUE', '1', 'x', 'Subscribed', 'opted in', 'opted_in']) {
      expect(consentCellAgrees(yes), yes).toBe(true);
    }
    for (const no of ['no', 'false', '0', '', 'unsubscribed', 'pending', 'not subscribed', undefined]) {
      expect(consentCellAgrees(no), String(no)).toBe(false);
    }
    const [row] = toImportRows([{ Email: 'a@example.test', 'Accepts SMS Marketing': ' yes ' }]);
    expect(row).toMatchObject({ email: 'a@example.test', sms_consent: 'yes' });
    expect(row).not.toHaveProperty('email_consent');
  });
});

describe('marketing consent on import', () => {
  it('opts nobody in when the owner does not say how they agreed, and records no consent', async () => {
    const { client, businessId } = await newBusiness(t);
    const res = await client.post(
      '/api/customers/import',
      body([{ email: 'ann@example.test', sms_consent: 'yes', email_consent: 'yes' }, { phone: '(312) 555-0177' }]),
    );
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(2);
    const rows = await imported(businessId);
    expect(rows.map((r) => [r.sms, r.mail])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(
      await consentsOf(
        businessId,
        rows.map((r) => r.id),
      ),
    ).toEqual([]);
    // The customer's page says the same.
    const one = await client.get(`/api/customers/${rows[0]?.id}`);
    expect(one.body.customer).toMatchObject({ optedInSms: false, optedInEmail: false });
  });

  it("opts in by the file's column only the customers it says agreed, recording the column, the owner and the time", async () => {
    const { client, businessId, me } = await newBusiness(t);
    const res = await client.post(
      '/api/customers/import',
      body(
        [
          { email: 'yes@example.test', sms_consent: 'yes' },
          { email: 'subscribed@example.test', sms_consent: 'Subscribed' },
          { email: 'no@example.test', sms_consent: 'no' },
          { email: 'pending@example.test', sms_consent: 'pending' },
          { email: 'empty@example.test' },
        ],
        { sms: { from: 'column', column: 'Accepts SMS Marketing' }, email: { from: 'none' } },
      ),
    );
    expect(res.body.imported).toBe(5);
    const rows = await imported(businessId);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(Object.fromEntries(rows.map((r) => [r.email, r.sms]))).toEqual({
      'yes@example.test': true,
      'subscribed@example.test': true,
      'no@example.test': false,
      'pending@example.test': false,
      'empty@example.test': false,
    });
    expect(rows.every((r) => r.mail === false)).toBe(true);
    const consents = await consentsOf(
      businessId,
      rows.map((r) => r.id),
    );
    const [batch] = await t.db.select().from(importBatches).where(eq(importBatches.id, res.body.importId));
    expect(consents.map((k) => [k.customerId, k.channel, k.source, k.wording]).sort()).toEqual(
      [
        [
          byEmail['yes@example.test']?.id,
          'sms',
          'import_file',
          'Imported from a file whose "Accepts SMS Marketing" column said "yes".',
        ],
        [
          byEmail['subscribed@example.test']?.id,
          'sms',
          'import_file',
          'Imported from a file whose "Accepts SMS Marketing" column said "Subscribed".',
        ],
      ].sort(),
    );
    for (const k of consents) {
      expect(k.recordedByUserId).toBe(me.user.id);
      expect(k.grantedAt.toISOString()).toBe(batch?.createdAt.toISOString());
      expect(k.ipAddress).toBeNull();
    }
  });

  it("opts everyone in on the owner's word, recording its wording; customers it updates keep their own choice", async () => {
    const { client, businessId, me } = await newBusiness(t);
    // Already a customer, and opted out of email: an import that says everyone agreed does not opt them back in.
    const existing = await addCustomer(client, { email: 'kept@example.test', phone: '(312) 555-0190' });
    const off = await client.patch(`/api/customers/${existing.id}`, { optedInEmail: false });
    expect(off.status).toBe(200);
    const res = await client.post(
      '/api/customers/import',
      body(
        [{ email: 'kept@example.test', first_name: 'Kept' }, { email: 'new@example.test' }],
        { sms: { from: 'none' }, email: { from: 'attested' } },
        { updateExisting: true },
      ),
    );
    expect(res.body).toMatchObject({ imported: 1, updated: 1, failed: 0 });
    const rows = await imported(businessId);
    const kept = rows.find((r) => r.email === 'kept@example.test');
    const fresh = rows.find((r) => r.email === 'new@example.test');
    expect(kept).toMatchObject({ mail: false });
    expect(fresh).toMatchObject({ sms: false, mail: true });
    const consents = await consentsOf(
      businessId,
      rows.map((r) => r.id),
    );
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      customerId: fresh?.id,
      channel: 'email',
      source: 'import_attested',
      wording: IMPORT_CONSENT_ATTESTATION.email,
      recordedByUserId: me.user.id,
    });
    // An undo removes the customers it added, their consents with them.
    const undo = await client.post(`/api/customers/imports/${res.body.importId}/undo`, {});
    expect(undo.status).toBe(200);
    expect(await consentsOf(businessId, [fresh?.id ?? ''])).toEqual([]);
  });

  it('records the confirmation in the words the owner read: a French owner’s in French', async () => {
    const { client, businessId } = await newBusiness(t);
    expect((await client.put('/api/me/language', { language: 'fr' })).status).toBe(204);
    const res = await client.post(
      '/api/customers/import',
      body([{ email: 'camille@example.test' }], { sms: { from: 'none' }, email: { from: 'attested' } }),
    );
    expect(res.body).toMatchObject({ imported: 1, failed: 0 });
    const [row] = await imported(businessId);
    const [consent] = await consentsOf(businessId, [row?.id ?? '']);
    expect(consent?.wording).toBe(appTranslatorFor('fr').t('customers.import.consent.statementEmail'));
    expect(consent?.wording).not.toBe(IMPORT_CONSENT_ATTESTATION.email);
    expect(consent?.wording).toMatch(/e-mails/);
  });

  it('refuses a consent it cannot read, and importing nothing; another business is untouched', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    for (const consent of [
      { sms: { from: 'column' }, email: { from: 'none' } },
      { sms: { from: 'maybe' }, email: { from: 'none' } },
      { sms: { from: 'none' } },
    ]) {
      const res = await a.client.post('/api/customers/import', { ...body([{ email: 'x@example.test' }]), consent });
      expect(res.status).toBe(400);
    }
    expect(await imported(a.businessId)).toEqual([]);
    const res = await b.client.post(
      '/api/customers/import',
      body([{ email: 'x@example.test' }], { sms: { from: 'attested' }, email: { from: 'attested' } }),
    );
    expect(res.body.imported).toBe(1);
    expect(await imported(a.businessId)).toEqual([]);
    const [onlyB] = await imported(b.businessId);
    expect(await consentsOf(b.businessId, [onlyB?.id ?? ''])).toHaveLength(2);
    expect(await consentsOf(a.businessId, [onlyB?.id ?? ''])).toEqual([]);
  });
});
