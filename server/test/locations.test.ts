import { LOCATION_MESSAGES, SETTINGS_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, locations, qrCodes } from '../src/db/schema/index.ts';
import { newLocation } from './factories/locations.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const locationsOf = (businessId: string) =>
  t.db.select().from(locations).where(eq(locations.businessId, businessId)).orderBy(locations.createdAt);
const auditOf = (businessId: string) =>
  t.db
    .select()
    .from(businessAuditLog)
    .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.targetType, 'location')))
    .orderBy(businessAuditLog.createdAt);

describe('a business’s locations', () => {
  it('adds, lists, edits and deletes a location, each written to the audit trail', async () => {
    const { client: c, businessId, me } = await newBusiness(t, { tierName: 'Pro' });
    expect((await c.get('/api/locations')).body).toEqual({
      locations: [],
      limit: { max: 3, used: 0, planName: 'Pro' },
      businessTimeZone: null,
      canEdit: true,
    });

    const created = await c.post('/api/locations', {
      name: '  Main Street ',
      address: ' 12 Main St, Springfield ',
      timeZone: 'europe/london',
    });
    expect(created.status).toBe(201);
    const main = created.body.location;
    expect(main).toMatchObject({
      name: 'Main Street',
      address: '12 Main St, Springfield',
      timeZone: 'Europe/London',
      qrCodeCount: 0,
    });
    const station = await newLocation(c, { name: 'Station Kiosk', address: '', timeZone: '' });
    expect(station).toMatchObject({ address: null, timeZone: null });

    // Oldest first, each with its QR codes, and the plan's allowance.
    await newQrCode(c, { locationId: main.id });
    await newQrCode(c, { locationId: main.id });
    const list = (await c.get('/api/locations')).body;
    expect(list.locations.map((l: { name: string; qrCodeCount: number }) => [l.name, l.qrCodeCount])).toEqual([
      ['Main Street', 2],
      ['Station Kiosk', 0],
    ]);
    expect(list.limit).toEqual({ max: 3, used: 2, planName: 'Pro' });

    const edited = await c.patch(`/api/locations/${main.id}`, { name: 'High Street', timeZone: null });
    expect(edited.status).toBe(200);
    expect(edited.body.location).toMatchObject({
      id: main.id,
      name: 'High Street',
      address: '12 Main St, Springfield',
      timeZone: null,
      qrCodeCount: 2,
    });
    // A case-only rename of its own name is no clash.
    expect((await c.patch(`/api/locations/${station.id}`, { name: 'station kiosk' })).status).toBe(200);

    expect((await c.delete(`/api/locations/${station.id}`)).status).toBe(204);
    expect((await locationsOf(businessId)).map((l) => l.name)).toEqual(['High Street']);
    expect((await c.delete(`/api/locations/${station.id}`)).status).toBe(404);

    const audit = await auditOf(businessId);
    expect(audit.map((r) => [r.action, r.details?.name])).toEqual([
      ['location.create', 'Main Street'],
      ['location.create', 'Station Kiosk'],
      ['location.update', 'High Street'],
      ['location.update', 'station kiosk'],
      ['location.delete', 'station kiosk'],
    ]);
    expect(audit[2]?.details).toEqual({
      name: 'High Street',
      before: { name: 'Main Street', timeZone: 'Europe/London' },
      after: { name: 'High Street', timeZone: null },
    });
    const label = (me.user.name as string | null)?.trim() || (me.user.email as string);
    for (const row of audit) expect(row).toMatchObject({ actorType: 'user', actorId: me.user.id, actorLabel: label });
  });

  it('keeps its QR codes working, with no location, when a location is deleted', async () => {
    const { client: c } = await newBusiness(t);
    const main = await newLocation(c, { name: 'Main Street' });
    const qr = await newQrCode(c, { locationId: main.id });
    expect((await c.delete(`/api/locations/${main.id}`)).status).toBe(204);

    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, qr.id));
    expect(row).toMatchObject({ active: true, locationId: null });
    expect((await c.get('/api/qr-codes')).body.qrCodes).toEqual([
      expect.objectContaining({ id: qr.id, locationId: null, locationName: null }),
    ]);
    const form = await client(t.app).get(`/api/public/signup-form/${qr.code}`);
    expect(form.status).toBe(200);
    expect(form.body.locationName).toBeNull();
  });

  it('refuses a name the business already uses, whatever its case (409), and writes nothing', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const main = await newLocation(c, { name: 'Main Street' });
    const station = await newLocation(c, { name: 'Station' });
    const res = await c.post('/api/locations', { name: ' main STREET ' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'A location named main STREET already exists.' });
    const renamed = await c.patch(`/api/locations/${station.id}`, { name: 'MAIN street' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.message).toBe('A location named MAIN street already exists.');
    expect((await locationsOf(businessId)).map((l) => [l.id, l.name])).toEqual([
      [main.id, 'Main Street'],
      [station.id, 'Station'],
    ]);
    expect((await auditOf(businessId)).map((r) => r.action)).toEqual(['location.create', 'location.create']);

    // Another business may use the same name.
    const other = await newBusiness(t);
    expect((await other.client.post('/api/locations', { name: 'Main Street' })).status).toBe(201);
  });

  it.each([
    [{}, LOCATION_MESSAGES.nameRequired],
    [{ name: '   ' }, LOCATION_MESSAGES.nameRequired],
    [{ name: 42 }, LOCATION_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(81) }, LOCATION_MESSAGES.nameTooLong],
    [{ name: 'Main', address: 'a'.repeat(201) }, LOCATION_MESSAGES.addressTooLong],
    [{ name: 'Main', timeZone: 'Mars/Olympus_Mons' }, SETTINGS_MESSAGES.invalidTimeZone],
    [{ name: 'Main', timeZone: 'x'.repeat(65) }, SETTINGS_MESSAGES.invalidTimeZone],
    [{ name: 'Main\uD800' }, LOCATION_MESSAGES.unsavableCharacter],
  ])('refuses %j in plain words and writes nothing', async (body, message) => {
    const { client: c, businessId } = await newBusiness(t);
    const res = await c.post('/api/locations', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    expect(await locationsOf(businessId)).toEqual([]);
    expect(await auditOf(businessId)).toEqual([]);
  });

  it('refuses a bad edit in plain words and changes nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const main = await newLocation(c, { name: 'Main Street', timeZone: 'America/Chicago' });
    for (const [body, message] of [
      [{}, LOCATION_MESSAGES.nothingToUpdate],
      [{ name: '' }, LOCATION_MESSAGES.nameRequired],
      [{ timeZone: 'Nowhere/Land' }, SETTINGS_MESSAGES.invalidTimeZone],
    ] as const) {
      const res = await c.patch(`/api/locations/${main.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await locationsOf(businessId)).toEqual([
      expect.objectContaining({
        name: 'Main Street',
        timeZone: 'America/Chicago',
        updatedAt: new Date(main.updatedAt),
      }),
    ]);
    expect((await auditOf(businessId)).map((r) => r.action)).toEqual(['location.create']);
  });
});

describe('the plan’s max_locations', () => {
  const limitError = (limit: number, current: number) => ({
    code: 'PLAN_LIMIT',
    message:
      limit === 1
        ? 'Your plan includes 1 location. Upgrade your plan to add more.'
        : `Your plan includes ${limit} locations. Upgrade your plan to add more.`,
    details: { limit, current, upgradeUrl: '/subscription' },
  });

  it('gives Free one location: the second is refused with the numbers, and deleting one makes room', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const first = await newLocation(c, { name: 'Main Street' });
    const refused = await c.post('/api/locations', { name: 'Station' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(limitError(1, 1));
    expect(await locationsOf(businessId)).toHaveLength(1);
    expect((await c.get('/api/locations')).body.limit).toEqual({ max: 1, used: 1, planName: 'Free' });

    expect((await c.delete(`/api/locations/${first.id}`)).status).toBe(204);
    expect((await c.post('/api/locations', { name: 'Station' })).status).toBe(201);
  });

  it('lets only one of two concurrent creates take the last place', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const answers = await Promise.all([
      c.post('/api/locations', { name: 'North' }),
      c.post('/api/locations', { name: 'South' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    expect(await locationsOf(businessId)).toHaveLength(1);
  });

  it('gives Pro three locations', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    for (const name of ['One', 'Two', 'Three']) await newLocation(c, { name });
    const refused = await c.post('/api/locations', { name: 'Four' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(limitError(3, 3));
    expect(await locationsOf(businessId)).toHaveLength(3);
  });

  it('gives Agency as many as it needs', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
    for (let i = 1; i <= 5; i++) await newLocation(c, { name: `Shop ${i}` });
    expect(await locationsOf(businessId)).toHaveLength(5);
    expect((await c.get('/api/locations')).body.limit).toEqual({ max: -1, used: 5, planName: 'Agency' });
  });
});

describe('who may see and change locations', () => {
  it('lets a team member read the list but not add, edit or delete (403), changing nothing', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const main = await newLocation(owner.client, { name: 'Main Street' });
    const { client: member } = await newTeamMember(t, owner.client);

    const list = await member.get('/api/locations');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ canEdit: false, locations: [expect.objectContaining({ id: main.id })] });
    for (const res of [
      await member.post('/api/locations', { name: 'Station' }),
      await member.patch(`/api/locations/${main.id}`, { name: 'Mine now' }),
      await member.delete(`/api/locations/${main.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: 'Only the team admin can do this' });
    }
    expect((await locationsOf(owner.businessId)).map((l) => l.name)).toEqual(['Main Street']);
    // A member still generates QR codes at the business's locations, as before.
    expect((await member.post('/api/qr-codes', { locationId: main.id })).status).toBe(201);
  });

  it("never shows, edits, deletes or hangs a QR code at another business's location (404)", async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const theirs = await newLocation(a.client, { name: 'A only' });

    expect((await b.client.get('/api/locations')).body.locations).toEqual([]);
    const notFound = { code: 'NOT_FOUND', message: LOCATION_MESSAGES.notFound };
    const edit = await b.client.patch(`/api/locations/${theirs.id}`, { name: 'Taken' });
    expect(edit.status).toBe(404);
    expect(edit.body.error).toEqual(notFound);
    const del = await b.client.delete(`/api/locations/${theirs.id}`);
    expect(del.status).toBe(404);
    expect(del.body.error).toEqual(notFound);
    const qr = await b.client.post('/api/qr-codes', { locationId: theirs.id });
    expect(qr.status).toBe(404);
    expect(qr.body.error).toEqual(notFound);
    expect(await t.db.select().from(qrCodes).where(eq(qrCodes.businessId, b.businessId))).toEqual([]);
    expect(await locationsOf(a.businessId)).toEqual([expect.objectContaining({ id: theirs.id, name: 'A only' })]);
    expect(await auditOf(b.businessId)).toEqual([]);

    expect((await b.client.patch('/api/locations/not-a-uuid', { name: 'x' })).status).toBe(404);
    expect((await b.client.delete('/api/locations/not-a-uuid')).status).toBe(404);
  });

  it('needs a signed-in business', async () => {
    const anon = client(t.app);
    expect((await anon.get('/api/locations')).status).toBe(401);
    expect((await anon.post('/api/locations', { name: 'x' })).status).toBe(401);
    expect((await anon.patch('/api/locations/00000000-0000-4000-8000-000000000000', { name: 'x' })).status).toBe(401);
    expect((await anon.delete('/api/locations/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});
