import { randomUUID } from 'node:crypto';
import { COUNTER_LIMITS, COUNTER_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNTER_JOBS } from '../src/counter/jobs.ts';
import { dayIdentity, pinLimits } from '../src/counter/pin-limits.ts';
import { businessAuditLog, outboxMessages, transactions } from '../src/db/schema/index.ts';
import type { TRateLimiter } from '../src/platform/rate-limit.ts';
import { newCounterDevice } from './factories/counter.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, queueDrained, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const key = () => randomUUID();

async function newStaff(admin: TClient, input: { name: string; pin: string; isManager?: boolean }) {
  const res = await admin.post('/api/counter/staff', input);
  if (res.status !== 201) throw new Error(`staff add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.staff as { id: string; name: string };
}

/**
 * Wrong PINs tried earlier today, each within its own 15 minutes (so no 15-minute lock): written straight into the
 * day's count, as the API would have after as many ~300 ms scrypt checks. The count is this test's own staff member's
 * or device's.
 */
async function earlierWrongTries(limiter: TRateLimiter, identity: string, tries: number) {
  for (let i = 0; i < tries; i++) await limiter.hit(t.db, identity);
}

const auditOf = (businessId: string, action: string) =>
  t.db
    .select({
      actorLabel: businessAuditLog.actorLabel,
      targetId: businessAuditLog.targetId,
      details: businessAuditLog.details,
    })
    .from(businessAuditLog)
    .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.action, action)));

const emailsTo = (to: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

describe('a day ceiling of wrong counter PINs (issue 47)', () => {
  it('refuses a staff member, even with the right PIN, once 20 wrong ones were tried within a day, and tells the owner once', async () => {
    const send = vi.spyOn(t.deps.queue, 'send');
    const { client: admin, businessId, email } = await newBusiness(t, { companyName: 'Ceiling Café' });
    const kim = await newStaff(admin, { name: 'Kim', pin: '4821' });
    const { device, id: deviceId } = await newCounterDevice(t, admin, { name: 'Till' });
    const maxToday = COUNTER_LIMITS.maxWrongPinsPerDayStaff;
    await earlierWrongTries(pinLimits.staffDay, dayIdentity(businessId, kim.id), maxToday - 2);

    for (const pin of ['0000', '1111']) {
      const wrong = await device.post('/api/counter/shift', { staffId: kim.id, pin });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.message).toBe(COUNTER_MESSAGES.pinWrong);
    }
    // Two wrong in these 15 minutes: the 15-minute lock alone would let the next tries be checked.
    expect(await pinLimits.staffWindow.count(t.db, kim.id)).toBe(2);
    const locked = await device.post('/api/counter/shift', { staffId: kim.id, pin: '4821' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(COUNTER_MESSAGES.pinDailyLimit);
    expect((await device.get('/api/counter/device')).body.shift).toBeNull();
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '2222' })).status).toBe(429);

    expect(await auditOf(businessId, 'counter_staff.pin_locked')).toEqual([
      { actorLabel: 'Counter device "Till"', targetId: kim.id, details: { name: 'Kim', wrongPins: maxToday } },
    ]);
    const mail = await eventually(async () => (await emailsTo(email))[0]);
    expect(mail.subject).toBe("Ceiling Café: Kim's counter PIN is locked");
    expect(mail.text).toContain(
      `${maxToday} wrong PINs were tried for Kim within 24 hours (the last on the counter device "Till").`,
    );
    expect(mail.text).toContain('http://localhost:3000/company');
    // The job carries ids only; no PIN reaches a payload, an email or a log line.
    const jobs = send.mock.calls.filter(
      ([name, data]) => name === COUNTER_JOBS.notifyPinCeiling && JSON.stringify(data).includes(businessId),
    );
    expect(jobs.map(([, data]) => data)).toEqual([{ businessId, staffId: kim.id, deviceId, ceiling: 'staff' }]);
    send.mockRestore();
    for (const pin of ['4821', '0000', '1111', '2222']) {
      expect(JSON.stringify(mail)).not.toContain(pin);
      expect(t.logLines.join('')).not.toContain(`"${pin}"`);
    }
    await queueDrained(t, { businessId });
    expect(await emailsTo(email)).toHaveLength(1);

    // A team admin opens it with a new PIN.
    expect((await admin.patch(`/api/counter/staff/${kim.id}`, { pin: '7305' })).status).toBe(200);
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '7305' })).status).toBe(200);
  });

  it('counts a manager’s wrong approvals in the same day, and refuses the approval past it with nothing written', async () => {
    const { client: admin, businessId } = await newBusiness(t);
    await newProgram(admin, {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
    });
    const customer = await addCustomer(admin);
    const kim = await newStaff(admin, { name: 'Kim', pin: '1357' });
    const lee = await newStaff(admin, { name: 'Lee', pin: '2468', isManager: true });
    const rules = { shiftMinutes: 30, managerPinForRedemptions: false, managerPinForUndo: false };
    expect((await admin.put('/api/counter/rules', { ...rules, managerPinPurchaseAbove: 100 })).status).toBe(200);
    const { device } = await newCounterDevice(t, admin, { name: 'Till' });
    expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '1357' })).status).toBe(200);
    await earlierWrongTries(
      pinLimits.staffDay,
      dayIdentity(businessId, lee.id),
      COUNTER_LIMITS.maxWrongPinsPerDayStaff - 1,
    );

    const purchase = (pin: string) =>
      device.post(`/api/customers/${customer.id}/purchases`, {
        idempotencyKey: key(),
        amount: 150,
        managerApproval: { staffId: lee.id, pin },
      });
    expect((await purchase('9999')).status).toBe(401);
    const refused = await purchase('2468');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(COUNTER_MESSAGES.pinDailyLimit);
    const written = await t.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.customerId, customer.id), sql`${transactions.type} = 'purchase'`));
    expect(written).toEqual([]);
    expect((await auditOf(businessId, 'counter_staff.pin_locked')).map((r) => r.targetId)).toEqual([lee.id]);
  });

  it('takes 50 wrong PINs a day on a device across its staff, then none there; another device and business go on', async () => {
    const { client: admin, businessId, email } = await newBusiness(t, { companyName: 'Device Café' });
    const kim = await newStaff(admin, { name: 'Kim', pin: '4821' });
    const lee = await newStaff(admin, { name: 'Lee', pin: '5932' });
    const till = await newCounterDevice(t, admin, { name: 'Till' });
    const bar = await newCounterDevice(t, admin, { name: 'Bar' });
    const maxToday = COUNTER_LIMITS.maxWrongPinsPerDayDevice;
    await earlierWrongTries(pinLimits.deviceDay, dayIdentity(businessId, till.id), maxToday - 1);

    expect((await till.device.post('/api/counter/shift', { staffId: lee.id, pin: '0000' })).status).toBe(401);
    const locked = await till.device.post('/api/counter/shift', { staffId: kim.id, pin: '4821' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(COUNTER_MESSAGES.devicePinDailyLimit);
    // Refused on that device is no guess at Kim's PIN: her own day holds nothing.
    expect(await pinLimits.staffDay.count(t.db, dayIdentity(businessId, kim.id))).toBe(0);
    expect((await bar.device.post('/api/counter/shift', { staffId: kim.id, pin: '4821' })).status).toBe(200);

    expect(await auditOf(businessId, 'counter_device.pin_locked')).toEqual([
      { actorLabel: 'Counter device "Till"', targetId: till.id, details: { name: 'Till', wrongPins: maxToday } },
    ]);
    const mail = await eventually(async () => (await emailsTo(email))[0]);
    expect(mail.subject).toBe('Device Café: PIN sign-in is paused on the counter device "Till"');
    expect(mail.text).toContain('remove the device in Company and set that browser up as a counter again');

    // Another business's device, even one with every try left, cannot reach this business's staff or their counts.
    const other = await newBusiness(t);
    const theirs = await newCounterDevice(t, other.client, { name: 'Their till' });
    const probe = await theirs.device.post('/api/counter/shift', { staffId: lee.id, pin: '5932' });
    expect(probe.status).toBe(404);
    expect(probe.body.error.message).toBe(COUNTER_MESSAGES.staffNotFound);
    expect(await pinLimits.staffDay.count(t.db, dayIdentity(businessId, lee.id))).toBe(1);
    expect(await pinLimits.staffWindow.count(t.db, lee.id)).toBe(1);
    expect(await pinLimits.deviceDay.count(t.db, dayIdentity(other.businessId, theirs.id))).toBe(0);
    // The locked device counts nothing in the other business either.
    const otherStaff = await newStaff(other.client, { name: 'Bo', pin: '8642' });
    expect((await till.device.post('/api/counter/shift', { staffId: otherStaff.id, pin: '0000' })).status).toBe(404);
    expect(await pinLimits.staffDay.count(t.db, dayIdentity(other.businessId, otherStaff.id))).toBe(0);
    expect((await theirs.device.post('/api/counter/shift', { staffId: otherStaff.id, pin: '8642' })).status).toBe(200);
    expect(await auditOf(other.businessId, 'counter_device.pin_locked')).toEqual([]);
  });

  it('checks only one of several wrong PINs sent at once at the ceiling, and tells the owner once', async () => {
    const { client: admin, businessId, email } = await newBusiness(t);
    const kim = await newStaff(admin, { name: 'Kim', pin: '4821' });
    const { device } = await newCounterDevice(t, admin, { name: 'Till' });
    await earlierWrongTries(
      pinLimits.staffDay,
      dayIdentity(businessId, kim.id),
      COUNTER_LIMITS.maxWrongPinsPerDayStaff - 1,
    );

    const answers = await Promise.all(
      ['0001', '0002', '0003'].map((pin) => device.post('/api/counter/shift', { staffId: kim.id, pin })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([401, 429, 429]);
    expect(await auditOf(businessId, 'counter_staff.pin_locked')).toHaveLength(1);
    await eventually(async () => (await emailsTo(email)).length > 0);
    await queueDrained(t, { businessId });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('writes neither the audit row nor the owner’s email when queueing the email fails', async () => {
    const { client: admin, businessId, email } = await newBusiness(t);
    const kim = await newStaff(admin, { name: 'Kim', pin: '4821' });
    const { device } = await newCounterDevice(t, admin, { name: 'Till' });
    await earlierWrongTries(
      pinLimits.staffDay,
      dayIdentity(businessId, kim.id),
      COUNTER_LIMITS.maxWrongPinsPerDayStaff - 1,
    );
    const queueSend = t.deps.queue.send.bind(t.deps.queue);
    // Only this business's notice fails: the app also works other files' jobs on the shared database.
    const send = vi.spyOn(t.deps.queue, 'send').mockImplementation(async (name, data, opts) => {
      if (name === COUNTER_JOBS.notifyPinCeiling && JSON.stringify(data).includes(businessId)) {
        throw new Error('queue unavailable');
      }
      return queueSend(name, data, opts);
    });
    try {
      expect((await device.post('/api/counter/shift', { staffId: kim.id, pin: '0000' })).status).toBe(500);
    } finally {
      send.mockRestore();
    }
    expect(await auditOf(businessId, 'counter_staff.pin_locked')).toEqual([]);
    await queueDrained(t, { businessId });
    expect(await emailsTo(email)).toEqual([]);
  });
});
