import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueBirthdayMessages } from '../src/automations/queue-birthday-messages.ts';
import { businesses, communicationLogs, customers, emailTemplates } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TTestApp } from './harness.ts';

// A database of its own: the job reads every business's birthdays, so no other file's customers may be in it.
let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('birthdays');
});
afterAll(() => t?.stop());

/** A business in `timeZone` with a birthday email template and its postal address (birthday mail is marketing). */
async function businessIn(timeZone: string | null, companyName = 'Birthday Bakery') {
  const b = await newBusiness(t, { companyName });
  await t.db.update(businesses).set({ timeZone, postalAddress: '1 Cake Lane' }).where(eq(businesses.id, b.businessId));
  await t.db.insert(emailTemplates).values({
    businessId: b.businessId,
    name: 'Happy birthday',
    subject: 'Happy birthday from {business_name}',
    body: 'Have a treat on us, {firstName}!',
    triggerType: 'birthday',
  });
  return b;
}

const birthdayLogs = (customerId: string) =>
  t.db
    .select()
    .from(communicationLogs)
    .where(and(eq(communicationLogs.customerId, customerId), like(communicationLogs.sendKey, '%:birthday:%')));

describe('birthday greetings', () => {
  it('go out once the birthday reaches 09:00 in the business’s time zone, once a year', async () => {
    const berlin = await businessIn('Europe/Berlin');
    const newYork = await businessIn('America/New_York');
    const inBerlin = await addCustomer(berlin.client, { firstName: 'Greta', birthday: '1990-11-10' });
    const tomorrow = await addCustomer(berlin.client, { firstName: 'Hans', birthday: '1990-11-11' });
    const inNewYork = await addCustomer(newYork.client, { firstName: 'Nia', birthday: '1985-11-10' });

    // 08:30 UTC: 09:30 in Berlin, 03:30 in New York.
    expect(await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: new Date('2026-11-10T08:30:00Z') })).toBe(
      1,
    );
    const [greeting] = await eventually(async () => {
      const rows = await birthdayLogs(inBerlin.id);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(greeting).toMatchObject({
      type: 'email',
      subject: 'Happy birthday from Birthday Bakery',
      sendKey: `auto:${inBerlin.id}:birthday:2026:email`,
      metadata: { trigger: 'birthday', event: 'birthday:2026', marketing: true },
    });
    expect(greeting!.content).toBe('Have a treat on us, Greta!');
    expect(await birthdayLogs(inNewYork.id)).toHaveLength(0);
    expect(await birthdayLogs(tomorrow.id)).toHaveLength(0);

    // 14:30 UTC: 09:30 in New York. Berlin's is already sent: not again.
    expect(await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: new Date('2026-11-10T14:30:00Z') })).toBe(
      1,
    );
    await eventually(async () => (await birthdayLogs(inNewYork.id)).length === 1);
    expect(await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: new Date('2026-11-10T15:30:00Z') })).toBe(
      0,
    );
    expect(await birthdayLogs(inBerlin.id)).toHaveLength(1);
  });

  it('greet 29 February birthdays on 28 February in other years, and skip opted-out, deleted and suspended', async () => {
    const b = await businessIn(null, 'Leap Cafe');
    const leap = await addCustomer(b.client, { firstName: 'Lea', birthday: '2000-02-29' });
    const optedOut = await addCustomer(b.client, { birthday: '2000-02-28', optedInSms: false, optedInEmail: false });
    const gone = await addCustomer(b.client, { birthday: '2000-02-28' });
    expect((await b.client.delete(`/api/customers/${gone.id}`)).status).toBe(204);
    const suspended = await businessIn(null, 'Closed Cafe');
    await addCustomer(suspended.client, { birthday: '2000-02-28' });
    await t.db.update(businesses).set({ suspendedAt: new Date() }).where(eq(businesses.id, suspended.businessId));

    const feb28 = (year: number) => new Date(`${year}-02-28T12:00:00Z`);
    // 2027 has no 29 February: Lea is greeted on the 28th. 2028 has one: not on the 28th.
    expect(await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: feb28(2028) })).toBe(0);
    expect(await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: feb28(2027) })).toBe(1);
    await eventually(async () => (await birthdayLogs(leap.id)).length === 1);
    expect(await birthdayLogs(optedOut.id)).toHaveLength(0);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, gone.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});
