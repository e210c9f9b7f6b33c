import { LOYALTY_MESSAGES, type TAppTranslator, type TCustomerStanding, type TTranslator } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { composeStanding } from './compose-standing.ts';
import { loadCustomerContext } from './load-customer-context.ts';

/** A customer of the business as the counter sees them (composeStanding), read in two statements. */
export async function getStanding({
  db,
  businessId,
  customerId,
  locationId = null,
  now = new Date(),
  translator,
  say,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  /** The counter's location: the multipliers shown are the ones a purchase there gets. */
  locationId?: string | null;
  now?: Date;
  /** The programs' descriptions in this language (the customer's, on their wallet pass); English by default. */
  translator?: TTranslator;
  /** The last action's lines in this language (the staff's at the counter); English by default. */
  say?: TAppTranslator;
}): Promise<TCustomerStanding> {
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId), isNull(customers.deletedAt)));
  if (!customer) throw new AppError('NOT_FOUND', LOYALTY_MESSAGES.customerNotFound);
  // One statement at a time: inside a transaction they share one connection.
  const context = await loadCustomerContext({ db, businessId, customerId, now });
  return composeStanding(customer, context, now, locationId, translator, say);
}
