import { normalizePhone, type TV1Customer, type TV1LookupQuery, V1_MESSAGES } from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { toCustomer } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toV1Customer } from './to-v1.ts';

/**
 * The business's customer with this phone (read as the app reads one: nationally in the business's region, or with
 * its country code) or this email (any case). Both are unique within a business, so there is at most one.
 */
export async function findV1Customer({
  db,
  businessId,
  query,
  phoneRegion,
}: {
  db: TExecutor;
  businessId: string;
  query: TV1LookupQuery;
  phoneRegion: string;
}): Promise<TV1Customer> {
  let match: ReturnType<typeof eq>;
  if (query.phone !== undefined) {
    const phone = normalizePhone(query.phone, phoneRegion);
    if (!phone) throw new AppError('VALIDATION', V1_MESSAGES.phoneInvalid, { phone: [V1_MESSAGES.phoneInvalid] });
    // auth_phone (the E.164 phone's digits) carries the business's unique phone index.
    match = eq(customers.authPhone, phone.replace(/\D/g, ''));
  } else {
    match = eq(sql`lower(${customers.email})`, (query.email ?? '').toLowerCase());
  }
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), isNull(customers.deletedAt), match))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', V1_MESSAGES.customerNotFound);
  return toV1Customer(toCustomer(row));
}
