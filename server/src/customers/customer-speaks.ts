import { languageFor, type TLanguage } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, customers } from '../db/schema/index.ts';

/**
 * What a customer is spoken to in at a business (issue 52): their own choice there, else the business's language; with
 * the business's locale, which writes their dates and numbers. English (en-US) for a customer it cannot find.
 */
export async function customerSpeaks({
  db,
  businessId,
  customerId,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}): Promise<{ language: TLanguage; locale: string }> {
  const [row] = await db
    .select({ language: customers.language, locale: businesses.locale })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  return row ? { language: languageFor(row, row), locale: row.locale } : { language: 'en', locale: 'en-US' };
}
