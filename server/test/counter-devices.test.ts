import { randomUUID } from 'node:crypto';
import { COUNTER_LIMITS, COUNTER_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, counterDevices, counterStaff, transactions } from '../src/db/schema/index.ts';
import { newCounterDevice } from './factories/counter.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { newTeamMember } from './factories/teams.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const key = () => randomUUID();

async function newStaff(admin: TClient, input: Record<string, unknown>) {
  const res = await admin.post('/api/counter/staff', input);
  if (res.status !== 201) throw new Error(`staff add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.staff as { id: string; name: string; isManager: boolean; hasPin: boolean };
}

const rowsOf = (customerId: string) =>
  t.db
    .select({
      type: transactions.type,
      locationId: transactions.locationId,
      staffUserId: transactions.staffUserId,
      counterStaffId: transactions.counterStaffId,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.customerId, customerId),
        sql`${transactions.type} in ('visit', 'purchase', 'redeem', 'reversal')`,
      ),
    )
    .orderBy(transactions.seq);

async function stampCard(admin: TClient) {
  await newProgram(admin, {
    name: 'Coffee card',
    type: 'stamp_card',
    config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
  });
}

describe('counter devices and staff PINs (issue 35)', () => {
  it('a device for a location: two staff sign in with their PINs and every action records where and who', async () => {
    const { client: admin, me } = await newBusiness(t, { tierName: 'Pro' });
    const main = await newLocation(admin, { name: 'Main Street' });
    await stampCard(admin);
    const customer = await addCustomer(admin);
    const { member } = { member: await newTeamMember(t, admin, { firstName: 'Sam', lastName: 'Barista' }) };
    const memberUserId = (await member.client.get('/api/me')).body.user.id as string;

    const sam = await newStaff(admin, { userId: memberUserId, pin: '4821' });
    const kim = await newStaff(admin, { name: '  Kim Weekend ', pin: '9034' });
    expect(sam).toMatchObject({ name: 'Sam Barista', hasPin: true, isManager: false });
    expect(kim).toMatchObject({ name: 'Kim Weekend', hasPin: true, isManager: false });
    const list = (await admin.get('/api/counter/staff')).body;
    expect(list.counterOnlyLimit).toBe(COUNTER_LIMITS.counterOnlyStaff);
    // Team members first (the owner without a PIN yet), then counter-only staff.
    expect(list.staff.map((s: { name: string; kind: string; hasPin: boolean }) => [s.kind, s.name, s.hasPin])).toEqual([
      ...[
        ['team', 'Sam Barista', true],
        ['team', me.user.name || me.user.email, false],
      ].sort((x, y) => (String(x[1]).toLowerCase() < String(y[1]).toLowerCase() ? -1 : 1)),
      ['counter', 'Kim Weekend', true],
    ]);

    const { device, id: deviceId } = await newCounterDevice(t, admin, { name: 'Front iPad', locationId: main.id });
    const devices = (await admin.get('/api/counter/devices')).body.devices;
    expect(devices).toEqual([
      expect.objectContaining({ id: deviceId, name: 'Front iPad', locationName: 'Main Street', thisBrowser: false }),
    ]);

    // Nobody signed in yet: the device knows itself but records nothing.
    const session = (await device.get('/api/counter/device')).body;
    expect(session.device).toMatchObject({ name: 'Front iPad', locationName: 'Main Street' });
    expect(session.businessName).toBe('Test Café');
    expect(session.shift).toBeNull();
    expect(session.staff.map((s: { name: string }) => s.name)).toEqual(['Kim Weekend', 'Sam Barista']);
    const path = `/api/customers/${customer.id}`;
    const refused = await device.post(`${path}/visits`, { idempotencyKey: key() });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(COUNTER_MESSAGES.staffRequired);

    const samIn = await device.post('/api/counter/shift', { staffId: sam.id, pin: '4821' });
    expect(samIn.status).toBe(200);
    expect(samIn.body.shift).toMatchObject({ staffId: sam.id, name: 'Sam Barista' });
    // The device's location wins over one the body names.
    expect((await device.post(`${path}/visits`, { idempotencyKey: key(), locationId: null })).status).toBe(201);
    expect((await device.delete('/api/counter/shift')).status).toBe(204);

    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '9034' })).status).toBe(200);
    expect((await device.post(`${path}/purchases`, { idempotencyKey: key(), amount: 4.5 })).status).toBe(201);
    // The counter finds customers and their standing, and enrols new ones.
    const found = await device.get(`/api/counter/customers?search=${encodeURIComponent(customer.email ?? '')}`);
    expect(found.body.customers.map((x: { id: string }) => x.id)).toEqual([customer.id]);
    expect((await device.get(`${path}/standing`)).status).toBe(200);
    const enrolled = await device.post('/api/counter/customers', {
      firstName: 'Walk',
      lastName: 'In',
      phone: '(415) 555-0199',
    });
    expect(enrolled.status).toBe(201);

    expect(await rowsOf(customer.id)).toEqual([
      { type: 'visit', locationId: main.id, staffUserId: memberUserId, counterStaffId: sam.id },
      { type: 'purchase', locationId: main.id, staffUserId: null, counterStaffId: kim.id },
    ]);
    // The ledger names both; the breakdown counts them apart.
    const ledger = (await admin.get(`${path}/ledger`)).body.entries;
    expect(
      ledger
        .filter((e: { kind: string }) => e.kind === 'visit' || e.kind === 'purchase')
        .map((e: { staffName: string; locationName: string }) => [e.staffName, e.locationName]),
    ).toEqual([
      ['Kim Weekend', 'Main Street'],
      ['Sam Barista', 'Main Street'],
    ]);
    const breakdown = (await admin.get('/api/analytics/counter-breakdown?range=30d')).body;
    const byStaff = Object.fromEntries(
      breakdown.byStaff.map((r: { name: string; current: { visits: number; purchases: number } }) => [
        r.name,
        [r.current.visits, r.current.purchases],
      ]),
    );
    expect(byStaff).toEqual({ 'Sam Barista': [1, 0], 'Kim Weekend': [1, 1] });
    expect(me.business.id).toBeTruthy();
  });

  it('opens the counter’s endpoints only: every other route answers a device 401 or 403', async () => {
    const { client: admin } = await newBusiness(t);
    const kim = await newStaff(admin, { name: 'Kim', pin: '1234' });
    const { device } = await newCounterDevice(t, admin, { name: 'Till' });
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '1234' })).status).toBe(200);

    const doc = (await admin.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const opened: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
        // Public routes, and the portal's (its own customer cookie), are not the business's.
        if (schemes.length === 0 || schemes.every((s) => s === 'portalCookie')) continue;
        const url = path.replace(/\{[^}]+\}/g, randomUUID());
        const res = await (method === 'get'
          ? device.get(url)
          : method === 'delete'
            ? device.delete(url)
            : method === 'patch'
              ? device.patch(url, {})
              : method === 'put'
                ? device.put(url, {})
                : device.post(url, {}));
        if (schemes.includes('counterCookie')) opened.push(`${method.toUpperCase()} ${path}`);
        else expect([401, 403], `${method} ${path}`).toContain(res.status);
      }
    }
    expect(opened.sort()).toEqual(
      [
        'DELETE /api/counter/shift',
        'GET /api/counter/customers',
        'GET /api/counter/device',
        'GET /api/counter/managers',
        'GET /api/customers/{id}/standing',
        'POST /api/counter/customers',
        'POST /api/counter/shift',
        'POST /api/customers/{id}/purchases',
        'POST /api/customers/{id}/redeem-points',
        'POST /api/customers/{id}/rewards/redeem',
        'POST /api/customers/{id}/visits',
        'POST /api/loyalty/actions/{id}/undo',
        'POST /api/rewards/redeem-code',
        'POST /api/till-sales/{id}/claim',
        'GET /api/till-sales',
      ].sort(),
    );
  });

  it('stops a device the moment it is removed', async () => {
    const { client: admin, businessId } = await newBusiness(t);
    const kim = await newStaff(admin, { name: 'Kim', pin: '1234' });
    const customer = await addCustomer(admin);
    const { device, id } = await newCounterDevice(t, admin, { name: 'Till' });
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '1234' })).status).toBe(200);
    expect((await device.get(`/api/customers/${customer.id}/standing`)).status).toBe(200);

    expect((await admin.delete(`/api/counter/devices/${id}`)).status).toBe(204);
    expect((await device.get(`/api/customers/${customer.id}/standing`)).status).toBe(401);
    expect((await device.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key() })).status).toBe(401);
    expect((await device.get('/api/counter/device')).status).toBe(401);
    expect((await admin.get('/api/counter/devices')).body.devices).toEqual([]);
    expect((await admin.delete(`/api/counter/devices/${id}`)).status).toBe(404);
    const audit = await t.db
      .select({ action: businessAuditLog.action })
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.targetType, 'counter_device')))
      .orderBy(businessAuditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual(['counter_device.create', 'counter_device.revoke']);
  });

  it('keeps PINs hashed, locks a staff member after five wrong ones, and a new PIN lets them back', async () => {
    const { client: admin, businessId } = await newBusiness(t);
    const kim = await newStaff(admin, { name: 'Kim', pin: '482913' });
    const [row] = await t.db.select().from(counterStaff).where(eq(counterStaff.id, kim.id));
    expect(row.pinHash).toBeTruthy();
    expect(row.pinHash).not.toContain('482913');
    expect(JSON.stringify((await admin.get('/api/counter/staff')).body)).not.toContain('482913');
    const audit = await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, businessId));
    expect(JSON.stringify(audit)).not.toContain('482913');

    const { device } = await newCounterDevice(t, admin, { name: 'Till' });
    for (let i = 0; i < COUNTER_LIMITS.maxWrongPins; i++) {
      const wrong = await device.post('/api/counter/shift', { staffId: kim.id, pin: '000000' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.message).toBe(COUNTER_MESSAGES.pinWrong);
    }
    const locked = await device.post('/api/counter/shift', { staffId: kim.id, pin: '482913' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(COUNTER_MESSAGES.pinLocked);
    expect((await device.get('/api/counter/device')).body.shift).toBeNull();

    expect((await admin.patch(`/api/counter/staff/${kim.id}`, { pin: '5555' })).status).toBe(200);
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '5555' })).status).toBe(200);

    const bad = await admin.post('/api/counter/staff', { name: 'Lee', pin: '12a4' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(COUNTER_MESSAGES.pinFormat);
  });

  it('asks a manager’s PIN for what the business reserves, and records nothing without it', async () => {
    const { client: admin } = await newBusiness(t);
    await stampCard(admin);
    const customer = await addCustomer(admin);
    const path = `/api/customers/${customer.id}`;
    const kim = await newStaff(admin, { name: 'Kim', pin: '1111' });
    const lee = await newStaff(admin, { name: 'Lee Manager', pin: '2222', isManager: true });
    const rules = await admin.put('/api/counter/rules', {
      shiftMinutes: 30,
      managerPinForRedemptions: true,
      managerPinForUndo: true,
      managerPinPurchaseAbove: 100,
    });
    expect(rules.body.rules).toEqual({
      shiftMinutes: 30,
      managerPinForRedemptions: true,
      managerPinForUndo: true,
      managerPinPurchaseAbove: 100,
    });
    const { device } = await newCounterDevice(t, admin, { name: 'Till' });
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '1111' })).status).toBe(200);
    // The approval dialog lists the managers who have a PIN.
    expect((await device.get('/api/counter/managers')).body.managers).toEqual([{ id: lee.id, name: 'Lee Manager' }]);

    expect((await device.post(`${path}/visits`, { idempotencyKey: key() })).status).toBe(201);
    expect((await device.post(`${path}/purchases`, { idempotencyKey: key(), amount: 99 })).status).toBe(201);
    const big = await device.post(`${path}/purchases`, { idempotencyKey: key(), amount: 150 });
    expect(big.status).toBe(403);
    expect(big.body.error).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      message: "Your counter rules ask for a manager's PIN for a purchase over $100.00",
    });

    const standing = (await device.get(`${path}/standing`)).body;
    const rewardId = standing.rewards[0].id as string;
    const redeem = { idempotencyKey: key(), rewardId };
    expect((await device.post(`${path}/rewards/redeem`, redeem)).body.error).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      message: "Your counter rules ask for a manager's PIN to redeem a reward",
    });
    const notManager = await device.post(`${path}/rewards/redeem`, {
      ...redeem,
      managerApproval: { staffId: kim.id, pin: '1111' },
    });
    expect(notManager.status).toBe(403);
    expect(notManager.body.error.message).toBe(COUNTER_MESSAGES.notAManager);
    const wrongPin = await device.post(`${path}/rewards/redeem`, {
      ...redeem,
      managerApproval: { staffId: lee.id, pin: '9999' },
    });
    expect(wrongPin.status).toBe(401);
    expect((await rowsOf(customer.id)).map((r) => r.type)).toEqual(['visit', 'purchase']);

    const approved = await device.post(`${path}/rewards/redeem`, {
      ...redeem,
      managerApproval: { staffId: lee.id, pin: '2222' },
    });
    expect(approved.status).toBe(201);
    const undo = await device.post(`/api/loyalty/actions/${approved.body.actionId}/undo`, {});
    expect(undo.body.error.code).toBe('APPROVAL_REQUIRED');
    const undone = await device.post(`/api/loyalty/actions/${approved.body.actionId}/undo`, {
      managerApproval: { staffId: lee.id, pin: '2222' },
    });
    expect(undone.status).toBe(200);
    expect(
      (
        await device.post(`${path}/purchases`, {
          idempotencyKey: key(),
          amount: 150,
          managerApproval: { staffId: lee.id, pin: '2222' },
        })
      ).status,
    ).toBe(201);
    expect((await rowsOf(customer.id)).map((r) => [r.type, r.counterStaffId])).toEqual([
      ['visit', kim.id],
      ['purchase', kim.id],
      ['redeem', kim.id],
      ['reversal', kim.id],
      ['purchase', kim.id],
    ]);

    // The team admin at their own browser is a manager: no PIN asked.
    const own = await admin.post(`${path}/purchases`, { idempotencyKey: key(), amount: 500 });
    expect(own.status).toBe(201);
  });

  it('ends a shift after the business’s minutes without an action, or after each action when a PIN is asked every time', async () => {
    const { client: admin } = await newBusiness(t);
    const customer = await addCustomer(admin);
    const path = `/api/customers/${customer.id}`;
    const kim = await newStaff(admin, { name: 'Kim', pin: '1111' });
    const { device, id } = await newCounterDevice(t, admin, { name: 'Till' });
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '1111' })).status).toBe(200);
    expect((await device.post(`${path}/visits`, { idempotencyKey: key() })).status).toBe(201);
    // Sixteen quiet minutes later (the default shift is 15).
    await t.db
      .update(counterDevices)
      .set({ shiftActiveAt: sql`now() - interval '16 minutes'` })
      .where(eq(counterDevices.id, id));
    expect((await device.post(`${path}/visits`, { idempotencyKey: key() })).status).toBe(401);

    const rules = (await admin.get('/api/counter/rules')).body.rules;
    expect((await admin.put('/api/counter/rules', { ...rules, shiftMinutes: 0 })).status).toBe(200);
    const signedIn = await device.post('/api/counter/shift', { staffId: kim.id, pin: '1111' });
    expect(signedIn.body.shift.endsAt).toBeNull();
    expect((await device.post(`${path}/visits`, { idempotencyKey: key() })).status).toBe(201);
    expect((await device.post(`${path}/visits`, { idempotencyKey: key() })).status).toBe(401);
    const badRules = await admin.put('/api/counter/rules', { ...rules, shiftMinutes: 721 });
    expect(badRules.body.error.message).toBe(COUNTER_MESSAGES.shiftRange);
  });

  it('keeps each business’s devices, staff and rules its own', async () => {
    const { client: a } = await newBusiness(t, { tierName: 'Pro' });
    const { client: b } = await newBusiness(t);
    const aLocation = await newLocation(a, { name: 'A street' });
    const aStaff = await newStaff(a, { name: 'A staff', pin: '1111', isManager: true });
    const { id: aDevice } = await newCounterDevice(t, a, { name: 'A till' });

    expect((await b.post('/api/counter/devices', { name: 'B till', locationId: aLocation.id })).status).toBe(404);
    expect((await b.delete(`/api/counter/devices/${aDevice}`)).status).toBe(404);
    expect((await b.patch(`/api/counter/staff/${aStaff.id}`, { pin: '2222' })).status).toBe(404);
    expect((await b.delete(`/api/counter/staff/${aStaff.id}`)).status).toBe(404);
    expect((await b.get('/api/counter/staff')).body.staff.map((s: { kind: string }) => s.kind)).toEqual(['team']);
    expect((await b.get('/api/counter/devices')).body.devices).toEqual([]);

    const bStaff = await newStaff(b, { name: 'B staff', pin: '3333' });
    const { device: bDevice } = await newCounterDevice(t, b, { name: 'B till' });
    expect((await bDevice.post('/api/counter/shift', { staffId: aStaff.id, pin: '1111' })).status).toBe(404);
    expect((await bDevice.post('/api/counter/shift', { staffId: bStaff.id, pin: '3333' })).status).toBe(200);
    const aCustomer = await addCustomer(a);
    expect((await bDevice.get(`/api/customers/${aCustomer.id}/standing`)).status).toBe(404);
    // Another business's manager cannot approve.
    await b.put('/api/counter/rules', {
      shiftMinutes: 15,
      managerPinForRedemptions: false,
      managerPinForUndo: false,
      managerPinPurchaseAbove: 10,
    });
    const bCustomer = await addCustomer(b);
    const approved = await bDevice.post(`/api/customers/${bCustomer.id}/purchases`, {
      idempotencyKey: key(),
      amount: 50,
      managerApproval: { staffId: aStaff.id, pin: '1111' },
    });
    expect(approved.status).toBe(404);
    // A's device, staff and PIN unchanged.
    const [kept] = await t.db.select().from(counterStaff).where(eq(counterStaff.id, aStaff.id));
    expect(kept.removedAt).toBeNull();
    expect(kept.pinHash).toBeTruthy();
  });

  it('lets only the team admin manage the counter; a member who leaves loses their PIN', async () => {
    const { client: admin } = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, admin);
    const memberUserId = (await member.client.get('/api/me')).body.user.id as string;
    const staff = await newStaff(admin, { userId: memberUserId, pin: '4444' });
    expect((await member.client.get('/api/counter/staff')).status).toBe(403);
    expect((await member.client.post('/api/counter/devices', { name: 'Mine' })).status).toBe(403);
    expect(
      (
        await member.client.put('/api/counter/rules', {
          shiftMinutes: 1,
          managerPinForRedemptions: false,
          managerPinForUndo: false,
          managerPinPurchaseAbove: null,
        })
      ).status,
    ).toBe(403);
    expect((await admin.post('/api/counter/staff', { userId: memberUserId, pin: '5555' })).status).toBe(409);
    expect((await admin.post('/api/counter/staff', { userId: randomUUID(), pin: '5555' })).status).toBe(404);

    const memberships = (await admin.get('/api/company')).body.members as { id: string; userId: string }[];
    const membership = memberships.find((m) => m.userId === memberUserId);
    expect((await admin.delete(`/api/company/members/${membership?.id}`)).status).toBe(204);
    const after = (await admin.get('/api/counter/staff')).body.staff;
    expect(after.find((s: { id: string | null }) => s.id === staff.id)).toBeUndefined();
    const [row] = await t.db.select().from(counterStaff).where(eq(counterStaff.id, staff.id));
    expect(row.pinHash).toBeNull();
  });

  it('holds counter-only staff to the stated limit', async () => {
    const { client: admin, businessId } = await newBusiness(t);
    await t.db.insert(counterStaff).values(
      Array.from({ length: COUNTER_LIMITS.counterOnlyStaff }, (_, i) => ({
        businessId,
        name: `Staff ${i}`,
        pinHash: null,
      })),
    );
    const over = await admin.post('/api/counter/staff', { name: 'One more', pin: '1234' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(COUNTER_MESSAGES.staffLimit);
  });
});
