import { PORTAL_MESSAGES, type TPortalTillClaimed } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, customers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { findChosenCustomer } from './find-portal-session.ts';
import type { TPortalLimits } from './portal-limits.ts';
import { assertPortalOpen } from './portal-open.ts';
import type { TPortalTillClaims } from './till-claims.ts';

/**
 * POST /portal/till-sales/claim: the signed-in customer claims a sale of theirs the till did not know them for, with
 * the number on its receipt, in the business they chose (never another's). Each try is counted, per customer and per
 * address, before the sale is looked for (so parallel guesses cannot outrun the count), and given back when it earned:
 * a few wrong numbers an hour, then "Too many tries".
 */
export async function claimTillSaleInPortal({
  db,
  queue,
  limits,
  tills,
  token,
  ip,
  receiptNumber,
}: {
  db: TDb;
  queue: TQueue;
  limits: TPortalLimits;
  tills: Pick<TPortalTillClaims, 'claim'>;
  token: string | undefined;
  ip: string;
  receiptNumber: string;
}): Promise<TPortalTillClaimed> {
  const { customerId, businessId } = await findChosenCustomer({ db, token });
  const [row] = await db
    .select({
      portalEnabled: customers.portalEnabled,
      suspendedAt: businesses.suspendedAt,
      closedAt: businesses.closedAt,
    })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId), isNull(customers.deletedAt)));
  if (!row) throw new AppError('UNAUTHENTICATED', PORTAL_MESSAGES.notSignedIn);
  assertPortalOpen(row);

  await limits.tillClaimPerCustomer.hit(db, customerId);
  try {
    await limits.tillClaimPerAddress.hit(db, ip);
  } catch (error) {
    // Refused by the address's count: nothing was looked for, so the customer's try was not spent.
    await limits.tillClaimPerCustomer.giveBack(db, customerId);
    throw error;
  }
  const claimed = await tills.claim({ db, queue, businessId, customerId, receiptNumber });
  await limits.tillClaimPerCustomer.giveBack(db, customerId);
  await limits.tillClaimPerAddress.giveBack(db, ip);
  return claimed;
}
