import { languageOfLocale } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { CUSTOMER_NOT_FOUND } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

/** A customer of the business and the placeholder values templates render with; null when not in that business. */
export async function loadMessageRecipient({
  db,
  businessId,
  customerId,
}: {
  db: TDb;
  businessId: string;
  customerId: string;
}) {
  const [row] = await db
    .select({ customer: customers, businessName: customerFacingName, businessLocale: businesses.locale })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .limit(1);
  if (!row) return null;
  const c = row.customer;
  const vars = {
    businessName: row.businessName,
    locale: row.businessLocale,
    firstName: c.firstName,
    lastName: c.lastName,
    points: c.totalPoints,
    email: c.email,
  };
  // The business's language: what its messages' fixed parts (the line on how to stop) are written in, as its templates.
  return { customer: c, vars, language: languageOfLocale(row.businessLocale) };
}

/** The same, for an id from the URL: a malformed id is as unknown as another business's customer (404). */
export async function requireMessageRecipient(opts: { db: TDb; businessId: string; customerId: string }) {
  const recipient = isUuid(opts.customerId) ? await loadMessageRecipient(opts) : null;
  if (!recipient) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return recipient;
}
