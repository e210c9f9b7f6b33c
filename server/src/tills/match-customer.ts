import { normalizePhone, phoneDigits } from '@regulars/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';

/** Who the till says the customer is (its customer record, or the contact on the sale), and what they agreed to there. */
export type TTillContact = {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The marketing the customer agreed to at the till, per channel (Square has no SMS marketing: never sms). */
  marketing: { email: boolean; sms: boolean };
};

/**
 * The business's customer the till knows by this email or phone (the till's customer record), or null. Email first:
 * a shared family phone is commoner than a shared inbox. A phone is read in the business's own region when written
 * nationally.
 */
export async function matchTillCustomer({
  db,
  businessId,
  email,
  phone,
  region,
}: {
  db: TExecutor;
  businessId: string;
  email: string | null;
  phone: string | null;
  region: string;
}): Promise<string | null> {
  const e164 = phone ? normalizePhone(phone, region) : null;
  const digits = e164 ? phoneDigits(e164) : null;
  const address = email?.trim().toLowerCase() || null;
  if (!address && !digits) return null;
  const rows = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.businessId, businessId),
        isNull(customers.deletedAt),
        or(
          address ? sql`lower(${customers.email}) = ${address}` : undefined,
          digits ? eq(customers.authPhone, digits) : undefined,
        ),
      ),
    )
    .limit(2);
  return (rows.find((r) => r.email?.toLowerCase() === address) ?? rows[0])?.id ?? null;
}
