import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { businesses, customers } from '../src/db/schema/index.ts';
import type { TTestApp } from './harness.ts';

export type TSeedCustomer = Partial<typeof customers.$inferInsert>;

/** Customers written straight to the database (many, fast), each with a unique email and phone unless given. */
export async function seedCustomers(t: TTestApp, businessId: string, rows: TSeedCustomer[]) {
  const tag = randomUUID().slice(0, 8);
  const values = rows.map((r, i) => ({
    businessId,
    uniqueCustomerId: `CUS-${tag}-${i}`,
    firstName: `Guest${i}`,
    lastName: 'Seed',
    email: `guest${i}-${tag}@example.test`,
    phone: `+1415${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`,
    ...r,
  }));
  const out: { id: string; email: string | null; phone: string | null }[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    out.push(
      ...(await t.db
        .insert(customers)
        .values(values.slice(i, i + 1000))
        .returning({ id: customers.id, email: customers.email, phone: customers.phone })),
    );
  }
  return out;
}

/** A marketing email needs the business's postal address (CAN-SPAM). */
/**
 * Moves the business's SMS quiet hours (21:00–08:00 in its zone, UTC, by default) well away from the real clock, so a
 * test that sends marketing SMS is not held until morning when the suite runs in the evening.
 */
export async function awayFromQuietHours(t: TTestApp, businessId: string) {
  const hhmm = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3600_000).toISOString().slice(11, 16);
  await t.db
    .update(businesses)
    .set({ quietHoursStart: hhmm(6), quietHoursEnd: hhmm(7) })
    .where(eq(businesses.id, businessId));
}

export async function setPostalAddress(t: TTestApp, businessId: string, address = '1 Main St, Springfield') {
  await t.db.update(businesses).set({ postalAddress: address }).where(eq(businesses.id, businessId));
}
