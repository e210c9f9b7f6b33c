import { AUDIT_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { newTeamMember } from './factories/teams.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('the API keys in the business audit trail', () => {
  it('records who created and revoked a key, with its name and scopes but never the key', async () => {
    const { client: c, businessId, me } = await newBusiness(t, { tierName: 'Pro' });
    const created = await c.post('/api/settings/api-keys', { name: 'Front till', scopes: ['loyalty:write'] });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    const keyId = created.body.key.id as string;
    expect((await c.delete(`/api/settings/api-keys/${keyId}`)).status).toBe(200);
    // Revoking again changes nothing, and records nothing more.
    expect((await c.delete(`/api/settings/api-keys/${keyId}`)).status).toBe(200);
    expect((await bearerClient(t.app, secret).get('/api/v1/programs')).status).toBe(401);

    const rows = await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, businessId));
    expect(rows.map((r) => r.action).sort()).toEqual(['api_key.create', 'api_key.revoke']);
    const label = (me.user.name as string | null)?.trim() || (me.user.email as string);
    for (const row of rows) {
      expect(row).toMatchObject({ actorType: 'user', actorId: me.user.id, actorLabel: label, targetType: 'api_key' });
      expect(row.targetId).toBe(keyId);
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    }
    expect(rows.find((r) => r.action === 'api_key.create')?.details).toEqual({
      name: 'Front till',
      prefix: secret.slice(0, 12),
      scopes: ['loyalty:write'],
    });

    const page = await c.get('/api/settings/audit');
    expect(page.status).toBe(200);
    expect(page.body.nextCursor).toBeNull();
    expect(page.body.entries.map((e: { action: string }) => e.action)).toEqual(['api_key.revoke', 'api_key.create']);
    expect(page.body.entries[0]).toMatchObject({ actor: { type: 'user', label }, targetId: keyId });
  });

  it('pages newest first by cursor, refuses a forged cursor, and shows only the business’s own rows', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const other = await newBusiness(t, { tierName: 'Pro' });
    await other.client.post('/api/settings/api-keys', { name: 'Theirs', scopes: ['customers:read'] });
    for (const name of ['One', 'Two', 'Three']) {
      expect((await c.post('/api/settings/api-keys', { name, scopes: ['customers:read'] })).status).toBe(201);
    }
    const first = await c.get('/api/settings/audit?limit=2');
    expect(first.body.entries.map((e: { details: { name: string } }) => e.details.name)).toEqual(['Three', 'Two']);
    const second = await c.get(`/api/settings/audit?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({
      entries: [expect.objectContaining({ details: expect.objectContaining({ name: 'One' }) })],
      nextCursor: null,
    });
    const forged = await c.get('/api/settings/audit?cursor=abc');
    expect([forged.status, forged.body.error.details]).toEqual([400, { cursor: [AUDIT_MESSAGES.cursor] }]);
    const limit = await c.get('/api/settings/audit?limit=500');
    expect([limit.status, limit.body.error.message]).toEqual([400, AUDIT_MESSAGES.limit]);
  });

  it('is for the team admin only', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const { client: member } = await newTeamMember(t, owner.client);
    const res = await member.get('/api/settings/audit');
    expect(res.status).toBe(403);
  });
});
