import { ADMIN_ACTION_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, businesses, customers } from '../src/db/schema/index.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, superAdminClient, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
let admin: TClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdminClient(t);
});
afterAll(() => t.stop());

async function row(id: string) {
  const [b] = await t.db.select().from(businesses).where(eq(businesses.id, id));
  return b;
}
const auditOf = (id: string, action: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, action)));

describe('suspending a tenant', () => {
  it('marks the business with the reason and audits it; a second suspension is refused', async () => {
    const b = await newBusiness(t);
    const res = await admin.post(`/api/admin/tenants/${b.businessId}/suspension`, { reason: ' Chargeback fraud ' });
    expect(res.status).toBe(200);
    const stored = await row(b.businessId);
    expect(stored.suspensionReason).toBe('Chargeback fraud');
    expect(stored.suspendedAt).toBeInstanceOf(Date);
    expect(res.body.tenant).toMatchObject({
      suspendedAt: stored.suspendedAt?.toISOString(),
      suspensionReason: 'Chargeback fraud',
    });
    const [audit] = await auditOf(b.businessId, 'tenant.suspend');
    expect(audit).toMatchObject({
      actorEmail: 'admin@regulars.test',
      before: { suspendedAt: null, suspensionReason: null },
      after: { suspendedAt: stored.suspendedAt?.toISOString(), suspensionReason: 'Chargeback fraud' },
    });
    const detail = (await admin.get(`/api/admin/tenants/${b.businessId}`)).body.tenant;
    expect([detail.suspendedAt, detail.suspensionReason]).toEqual([
      stored.suspendedAt?.toISOString(),
      'Chargeback fraud',
    ]);

    const again = await admin.post(`/api/admin/tenants/${b.businessId}/suspension`, { reason: 'Twice' });
    expect([again.status, again.body.error.message]).toEqual([409, 'This tenant is already suspended']);
    expect((await row(b.businessId)).suspensionReason).toBe('Chargeback fraud');
    expect(await auditOf(b.businessId, 'tenant.suspend')).toHaveLength(1);
  });

  it('refuses a missing or too long reason, changing nothing', async () => {
    const b = await newBusiness(t);
    const path = `/api/admin/tenants/${b.businessId}/suspension`;
    const cases: [unknown, string][] = [
      [{}, 'A reason is required'],
      [{ reason: '  ' }, 'A reason is required'],
      [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(path, body);
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }
    expect((await row(b.businessId)).suspendedAt).toBeNull();
    expect(await auditOf(b.businessId, 'tenant.suspend')).toEqual([]);
  });
});

describe("a suspended business's users", () => {
  it('read everything (200), are refused every change (403) but billing and sign-out, and get it all back on reactivation', async () => {
    const b = await newBusiness(t);
    const created = await b.client.post('/api/customers', { firstName: 'Ada', email: 'ada@example.test' });
    expect(created.status).toBe(201);
    expect((await b.client.get('/api/account/suspension')).body).toEqual({ suspended: false, suspendedAt: null });

    await admin.post(`/api/admin/tenants/${b.businessId}/suspension`, { reason: 'Unpaid invoices' });
    const suspendedAt = (await row(b.businessId)).suspendedAt?.toISOString();

    const list = await b.client.get('/api/customers');
    expect(list.status).toBe(200);
    expect(list.body.customers.map((c: { firstName: string }) => c.firstName)).toEqual(['Ada']);
    expect((await b.client.get('/api/account/suspension')).body).toEqual({ suspended: true, suspendedAt });

    const refused = await b.client.post('/api/customers', { firstName: 'Bob', phone: '4155550181' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'This account is suspended. Contact support to reactivate it.',
    });
    const edit = await b.client.patch(`/api/customers/${created.body.customer.id}`, { firstName: 'Eve' });
    expect([edit.status, edit.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    const remove = await b.client.delete(`/api/customers/${created.body.customer.id}`);
    expect([remove.status, remove.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    const rows = await t.db.select().from(customers).where(eq(customers.businessId, b.businessId));
    expect(rows.map((c) => c.firstName)).toEqual(['Ada']);

    // Billing stays open so the business can pay: the answer is the billing route's own, not the suspension.
    const checkout = await b.client.post('/api/billing/portal', {});
    expect(checkout.body?.error?.message).not.toBe(ADMIN_ACTION_MESSAGES.suspended);

    const back = await admin.post(`/api/admin/tenants/${b.businessId}/reactivation`, {});
    expect(back.status).toBe(200);
    expect(back.body.tenant).toMatchObject({ suspendedAt: null, suspensionReason: null });
    const stored = await row(b.businessId);
    expect([stored.suspendedAt, stored.suspensionReason]).toEqual([null, null]);
    const [audit] = await auditOf(b.businessId, 'tenant.reactivate');
    expect(audit).toMatchObject({
      before: { suspendedAt, suspensionReason: 'Unpaid invoices' },
      after: { suspendedAt: null, suspensionReason: null },
    });
    expect((await b.client.get('/api/account/suspension')).body).toEqual({ suspended: false, suspendedAt: null });
    const after = await b.client.post('/api/customers', { firstName: 'Bob', phone: '4155550181' });
    expect(after.status).toBe(201);
    const names = (await t.db.select().from(customers).where(eq(customers.businessId, b.businessId))).map(
      (c) => c.firstName,
    );
    expect(names.sort()).toEqual(['Ada', 'Bob']);

    expect((await b.client.post('/api/logout')).status).toBe(204);
  });

  it('a team member works in the suspended business: reads, but is refused changes', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, owner.client);
    await admin.post(`/api/admin/tenants/${owner.businessId}/suspension`, { reason: 'Review' });
    expect((await member.client.get('/api/customers')).status).toBe(200);
    expect((await member.client.get('/api/account/suspension')).body.suspended).toBe(true);
    const refused = await member.client.post('/api/customers', { firstName: 'Cy', phone: '4155550182' });
    expect([refused.status, refused.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    await admin.post(`/api/admin/tenants/${owner.businessId}/reactivation`, {});
    expect((await member.client.post('/api/customers', { firstName: 'Cy', phone: '4155550182' })).status).toBe(201);
  });

  it('may still sign out while suspended', async () => {
    const b = await newBusiness(t);
    await admin.post(`/api/admin/tenants/${b.businessId}/suspension`, { reason: 'Abuse' });
    expect((await b.client.post('/api/logout')).status).toBe(204);
    expect((await b.client.get('/api/me')).status).toBe(401);
  });

  it('reactivating a tenant that is not suspended is refused and changes nothing', async () => {
    const b = await newBusiness(t);
    const res = await admin.post(`/api/admin/tenants/${b.businessId}/reactivation`, {});
    expect([res.status, res.body.error.message]).toEqual([409, 'This tenant is not suspended']);
    expect(await auditOf(b.businessId, 'tenant.reactivate')).toEqual([]);
  });

  it('the suspension notice needs a session', async () => {
    const res = await client(t.app).get('/api/account/suspension');
    expect([res.status, res.body.error.message]).toEqual([401, 'Not authenticated']);
  });
});
