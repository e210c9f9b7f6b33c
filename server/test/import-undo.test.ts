import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_MESSAGES,
  IMPORT_MESSAGES,
  IMPORT_UNDO_MESSAGES,
  type TImportBatch,
  type TImportRow,
} from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAuditLog,
  businesses,
  customerProgramProgress,
  customers,
  importBatches,
  transactions,
} from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type TRow = Partial<Omit<TImportRow, 'rowNumber'>>;
const rowsOf = (rows: TRow[]) =>
  rows.map((r, i) => ({ rowNumber: i + 2, first_name: '', last_name: '', email: '', phone: '', birthday: '', ...r }));

async function importFile(c: TClient, rows: TRow[], extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/customers/import', { rows: rowsOf(rows), final: true, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { importId: string; imported: number; updated: number; failed: number; results: unknown[] };
}

async function customerRow(businessId: string, email: string) {
  const [row] = await t.db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), sql`lower(${customers.email}) = ${email}`));
  return row;
}

const usage = async (businessId: string) =>
  (await t.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.usageCustomers;

async function history(c: TClient): Promise<TImportBatch[]> {
  const res = await c.get('/api/customers/imports');
  expect(res.status).toBe(200);
  return res.body.imports;
}

describe('update existing and undo an import (issue 33)', () => {
  it('updates customers already here by phone or email, only with the cells the row has, when asked', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const ann = await addCustomer(c, { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '' });
    const bob = await addCustomer(c, { firstName: 'Bob', email: 'bob@example.com', phone: '(555) 201-0001' });

    const plain = await importFile(c, [{ first_name: 'Annie', email: 'ANN@example.com' }]);
    expect(plain.results).toEqual([{ rowNumber: 2, status: 'failed', error: CUSTOMER_MESSAGES.duplicateEmail }]);

    const res = await importFile(
      c,
      [
        { first_name: 'Annie', email: 'ann@example.com', phone: '(555) 201-0009' },
        { last_name: 'Brown', phone: '555-201-0001' },
        { first_name: 'Cleo', email: 'cleo@example.com' },
      ],
      { updateExisting: true },
    );
    expect(res).toMatchObject({ imported: 1, updated: 2, failed: 0 });
    expect(res.results).toEqual([
      { rowNumber: 2, status: 'updated' },
      { rowNumber: 3, status: 'updated' },
      { rowNumber: 4, status: 'imported' },
    ]);
    const annNow = await customerRow(businessId, 'ann@example.com');
    expect(annNow).toMatchObject({ id: ann.id, firstName: 'Annie', lastName: 'Lee', phone: '+15552010009' });
    const bobNow = await customerRow(businessId, 'bob@example.com');
    expect(bobNow).toMatchObject({ id: bob.id, firstName: 'Bob', lastName: 'Brown' });
    expect(await usage(businessId)).toBe(3);
    const [latest] = await history(c);
    expect(latest).toMatchObject({ id: res.importId, added: 1, updated: 2, updateExisting: true, undoneAt: null });

    // Ann's email with Bob's phone: which one to update is not ours to guess.
    const mixed = await importFile(c, [{ first_name: 'Mixed', email: 'ann@example.com', phone: '(555) 201-0001' }], {
      updateExisting: true,
    });
    expect(mixed.results).toEqual([{ rowNumber: 2, status: 'failed', error: IMPORT_MESSAGES.twoCustomers }]);
    expect((await customerRow(businessId, 'ann@example.com'))?.firstName).toBe('Annie');
  });

  it('undoes an import: new customers and their balances removed, updates and balances put back', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const points = await newProgram(c, {
      name: 'Coffee Points',
      type: 'points',
      config: {
        pointsPerDollar: 1,
        minimumRedemption: 100,
        pointsExpireDays: 0,
        rewards: [{ name: 'Mug', points: 100 }],
      },
    });
    const ann = await addCustomer(c, { firstName: 'Ann', email: 'ann@example.com', phone: '' });
    const first = await importFile(c, [{ first_name: 'Zed', email: 'zed@example.com' }]);

    // A file in two requests: one import.
    const second = await importFile(
      c,
      [
        { first_name: 'Annie', email: 'ann@example.com', balances: { [points.id]: '300' } },
        { first_name: 'Dora', email: 'dora@example.com', balances: { [points.id]: '50' } },
      ],
      { updateExisting: true },
    );
    const more = await c.post('/api/customers/import', {
      rows: rowsOf([{ first_name: 'Eli', email: 'eli@example.com' }]),
      final: true,
      importId: second.importId,
    });
    expect(more.body).toMatchObject({ importId: second.importId, imported: 1 });
    expect((await customerRow(businessId, 'ann@example.com'))?.totalPoints).toBe(300);
    // The business edits Ann's last name after the import: the undo keeps that edit.
    expect((await c.patch(`/api/customers/${ann.id}`, { lastName: 'Edited' })).status).toBe(200);
    const before = await usage(businessId);

    const undo = await c.post(`/api/customers/imports/${second.importId}/undo`, {});
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body).toEqual({ removed: 2, restored: 1 });
    expect(await customerRow(businessId, 'dora@example.com')).toBeUndefined();
    expect(await customerRow(businessId, 'eli@example.com')).toBeUndefined();
    expect(await customerRow(businessId, 'ann@example.com')).toMatchObject({
      firstName: 'Ann',
      lastName: 'Edited',
      totalPoints: 0,
    });
    expect(await customerRow(businessId, 'zed@example.com')).toBeDefined();
    expect(await usage(businessId)).toBe((before ?? 0) - 2);
    const ledger = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.type, 'opening_balance')));
    expect(ledger).toEqual([]);
    const memberships = await t.db
      .select()
      .from(customerProgramProgress)
      .where(eq(customerProgramProgress.businessId, businessId));
    expect(memberships).toEqual([]);
    const audit = await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.action, 'customer_import.undo')));
    expect(audit).toHaveLength(1);

    const list = await history(c);
    expect(list.map((b) => b.id)).toEqual([second.importId, first.importId]);
    expect(list[0]).toMatchObject({ added: 2, updated: 1 });
    expect(list[0]?.undoneAt).not.toBeNull();

    const again = await c.post(`/api/customers/imports/${second.importId}/undo`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(IMPORT_UNDO_MESSAGES.alreadyUndone);
    // A later request of the undone import writes nothing.
    const late = await c.post('/api/customers/import', {
      rows: rowsOf([{ first_name: 'Fay', email: 'fay@example.com' }]),
      importId: second.importId,
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(IMPORT_MESSAGES.importGone);
    expect(await customerRow(businessId, 'fay@example.com')).toBeUndefined();
    // Its customer numbers (Dora's and Eli's, after Ann's and Zed's) come back: the next customer follows Zed.
    const next = await addCustomer(c, { firstName: 'Gil', email: 'gil@example.com', phone: '' });
    expect(next.uniqueCustomerId).toBe('CUS000003');
  });

  it('gives its customer numbers back only when nobody was numbered after them', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const imported = await importFile(c, [{ email: 'a@example.com' }, { email: 'b@example.com' }]);
    const later = await addCustomer(c, { firstName: 'Cy', email: 'cy@example.com', phone: '' });
    expect(later.uniqueCustomerId).toBe('CUS000003');
    expect((await c.post(`/api/customers/imports/${imported.importId}/undo`, {})).status).toBe(200);
    // CUS000001 and CUS000002 stay unused: numbering goes on after Cy, never behind someone.
    expect((await addCustomer(c, { firstName: 'Di', email: 'di@example.com', phone: '' })).uniqueCustomerId).toBe(
      'CUS000004',
    );
  });

  it('refuses once someone earned on its customers, and after 24 hours, and changes nothing', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    await newProgram(c, { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 10 } });
    const res = await importFile(c, [
      { first_name: 'Gus', email: 'gus@example.com' },
      { first_name: 'Hal', email: 'hal@example.com' },
    ]);
    const gus = await customerRow(businessId, 'gus@example.com');
    const visit = await c.post(`/api/customers/${gus?.id}/visits`, { idempotencyKey: randomUUID() });
    expect(visit.status).toBe(201);

    const used = await c.post(`/api/customers/imports/${res.importId}/undo`, {});
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe(IMPORT_UNDO_MESSAGES.used(1));
    expect(used.body.error.message).toBe(
      "This import can't be undone: 1 of its customers has earned or redeemed since",
    );
    expect(await customerRow(businessId, 'hal@example.com')).toBeDefined();

    const old = await importFile(c, [{ first_name: 'Ivy', email: 'ivy@example.com' }]);
    const longAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.db.update(importBatches).set({ createdAt: longAgo }).where(eq(importBatches.id, old.importId));
    await t.db
      .update(customers)
      .set({ createdAt: longAgo })
      .where(and(eq(customers.businessId, businessId), eq(customers.importBatchId, old.importId)));
    const late = await c.post(`/api/customers/imports/${old.importId}/undo`, {});
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(IMPORT_UNDO_MESSAGES.tooLate);
    expect(await customerRow(businessId, 'ivy@example.com')).toBeDefined();
  });

  it("keeps businesses apart: another business's import is not found, listed or continued", async () => {
    const a = await newBusiness(t, { tierName: 'Pro' });
    const b = await newBusiness(t, { tierName: 'Pro' });
    const res = await importFile(a.client, [{ first_name: 'Jo', email: 'jo@example.com' }]);

    expect((await history(b.client)).map((x) => x.id)).not.toContain(res.importId);
    const undo = await b.client.post(`/api/customers/imports/${res.importId}/undo`, {});
    expect(undo.status).toBe(404);
    expect(undo.body.error.message).toBe(IMPORT_UNDO_MESSAGES.notFound);
    const cont = await b.client.post('/api/customers/import', {
      rows: rowsOf([{ first_name: 'Kit', email: 'kit@example.com' }]),
      importId: res.importId,
    });
    expect(cont.status).toBe(409);
    expect(await customerRow(b.businessId, 'kit@example.com')).toBeUndefined();
    expect(await customerRow(a.businessId, 'jo@example.com')).toBeDefined();
    expect((await b.client.post('/api/customers/imports/not-an-id/undo', {})).status).toBe(404);

    expect((await client(t.app).get('/api/customers/imports')).status).toBe(401);
    expect((await client(t.app).post(`/api/customers/imports/${res.importId}/undo`, {})).status).toBe(401);
  });
});
