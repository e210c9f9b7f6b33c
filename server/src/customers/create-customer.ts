import {
  CUSTOMER_MESSAGES,
  customerLimitMessage,
  type TCreateCustomer,
  type TCustomer,
  ZAddCustomer,
} from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import { effectiveTier, fitsLimit, planLimitError } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { businesses, customers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { formatCustomerId, reserveCustomerNumbers } from './customer-number.ts';
import { findDuplicate, normalizeCustomerInput, toCustomer } from './customer-rows.ts';
import { CUSTOMER_JOBS } from './jobs.ts';

export type TCreateCustomerInput = TCreateCustomer & {
  /** Hash of the portal PIN (the public enrolment form sets one); never the PIN itself. */
  pinHash?: string | null;
};

/**
 * Adds one customer to a business inside the caller's transaction: normalises the input, enforces max_customers
 * and one customer per phone/email, numbers it CUS…, counts it in usage_customers and queues the welcome trigger.
 * Throws AppError VALIDATION, CONFLICT (details.field 'phone' | 'email', details.customerId) or PLAN_LIMIT.
 */
export async function createCustomer({
  tx,
  businessId,
  input,
  queue,
  phoneRegion,
  welcome = true,
}: {
  tx: TExecutor;
  businessId: string;
  input: TCreateCustomerInput;
  queue: Pick<TQueue, 'send'>;
  /** Region for numbers written without a country code (config.defaultPhoneRegion, from DEFAULT_PHONE_REGION). */
  phoneRegion: string;
  /** False when the caller decides the welcome itself (the public form withholds it from a number joining everywhere). */
  welcome?: boolean;
}): Promise<TCustomer> {
  const parsed = ZAddCustomer.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION', issue?.message ?? 'Invalid customer', { field: issue?.path.join('.') });
  }
  const values = normalizeCustomerInput(parsed.data, phoneRegion);
  if ('error' in values) throw new AppError('VALIDATION', values.error, { field: 'phone' });

  // Locking the business row serialises adds per business, so the plan-limit check cannot be raced.
  const [business] = await tx
    .select({ usage: businesses.usageCustomers })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const tier = await effectiveTier({ db: tx, businessId });
  if (!fitsLimit(tier.maxCustomers, business.usage)) {
    throw planLimitError(customerLimitMessage(tier.maxCustomers), {
      limit: tier.maxCustomers,
      current: business.usage,
    });
  }

  const duplicate = await findDuplicate({ db: tx, businessId, values });
  if (duplicate) throw duplicate;

  const number = await reserveCustomerNumbers({ tx, businessId, count: 1 });
  let row: typeof customers.$inferSelect | undefined;
  try {
    // A savepoint keeps the caller's transaction usable if the unique index refuses the row.
    row = await tx.transaction(async (sp) => {
      const [inserted] = await sp
        .insert(customers)
        .values({
          ...values,
          businessId,
          uniqueCustomerId: formatCustomerId(number),
          authPin: input.pinHash ?? null,
        })
        .returning();
      return inserted;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw (
      (await findDuplicate({ db: tx, businessId, values })) ??
      new AppError('CONFLICT', CUSTOMER_MESSAGES.duplicatePhone)
    );
  }
  if (!row) throw new AppError('INTERNAL', 'Customer was not created');

  await tx
    .update(businesses)
    .set({ usageCustomers: sql`${businesses.usageCustomers} + 1` })
    .where(eq(businesses.id, businessId));
  if (welcome) await queue.send(CUSTOMER_JOBS.sendWelcome, { businessId, customerId: row.id }, { tx });
  const customer = toCustomer(row);
  await emitWebhookEvents({
    tx,
    queue,
    businessId,
    events: [{ type: 'customer.created', customerId: row.id, data: { customer } }],
  });
  return customer;
}
