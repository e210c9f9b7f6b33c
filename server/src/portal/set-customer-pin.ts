import { CUSTOMER_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { endPortalSessions, lockCustomer } from '../customers/index.ts';
import type { TDb } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword } from '../platform/password-hash.ts';
import type { TPortalLimits } from './portal-limits.ts';

/**
 * The business sets or resets a customer's portal PIN (the customer is at the counter, or called in). Only its scrypt
 * hash is stored. A new PIN ends the customer's open portal sessions (whoever knew the old one is signed out) and
 * clears this customer's wrong-PIN lock so they can sign in with it at once. It opens no other business's lock and
 * not the phone's daily ceiling: any business can enrol any number, so only a texted code clears that.
 * Throws AppError NOT_FOUND, or VALIDATION when the customer has no phone (the portal signs in with phone and PIN).
 */
export async function setCustomerPin({
  db,
  limits,
  businessId,
  id,
  pin,
}: {
  db: TDb;
  limits: Pick<TPortalLimits, 'pinPerCustomer'>;
  businessId: string;
  id: string;
  pin: string;
}): Promise<void> {
  // Hashing is slow on purpose (scrypt): before the transaction holds the customer's row.
  const pinHash = await hashPassword(pin);
  await db.transaction(async (tx) => {
    const customer = await lockCustomer({ tx, businessId, customerId: id });
    if (!customer.authPhone) throw new AppError('VALIDATION', CUSTOMER_MESSAGES.pinNeedsPhone, { field: 'pin' });
    await tx.update(customers).set({ authPin: pinHash }).where(eq(customers.id, id));
    await endPortalSessions({ db: tx, customerId: id });
    await limits.pinPerCustomer.reset(tx, id);
  });
}
