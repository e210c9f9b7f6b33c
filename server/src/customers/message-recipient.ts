import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, customers } from '../db/schema/index.ts';

/** A customer of the business and the placeholder values templates render with; null when not in that business. */
export async function loadMessageRecipient(db: TDb, businessId: string, customerId: string) {
  const [row] = await db
    .select({ customer: customers, businessName: businesses.companyName })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .limit(1);
  if (!row) return null;
  const c = row.customer;
  const vars = {
    businessName: row.businessName,
    firstName: c.firstName,
    lastName: c.lastName,
    points: c.totalPoints,
    email: c.email,
  };
  return { customer: c, vars };
}
