import { PORTAL_MESSAGES, type TPortalLoginResponse } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, customers, portalSessionCustomers, portalSessions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findPortalSession } from './find-portal-session.ts';
import { markLoggedIn } from './open-portal-session.ts';

/**
 * POST /portal/choose: picks one of the customers the session's PIN opened (or switches to another of them). Any
 * other id, someone else's included, is unknown: 404.
 */
export async function chooseBusiness({
  db,
  token,
  customerId,
}: {
  db: TDb;
  token: string | undefined;
  customerId: string;
}): Promise<TPortalLoginResponse> {
  const session = await findPortalSession({ db, token });
  const [choice] = await db
    .select({
      businessName: customerFacingName,
      portalEnabled: customers.portalEnabled,
      suspendedAt: businesses.suspendedAt,
      closedAt: businesses.closedAt,
    })
    .from(portalSessionCustomers)
    .innerJoin(
      customers,
      and(
        eq(customers.id, portalSessionCustomers.customerId),
        eq(customers.businessId, portalSessionCustomers.businessId),
      ),
    )
    .innerJoin(businesses, eq(businesses.id, portalSessionCustomers.businessId))
    .where(and(eq(portalSessionCustomers.sessionId, session.id), eq(portalSessionCustomers.customerId, customerId)));
  if (!choice) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.chooseBusiness);
  if (choice.suspendedAt || choice.closedAt) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.portalPaused);
  if (!choice.portalEnabled) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.portalDisabled);

  await db.transaction(async (tx) => {
    await tx.update(portalSessions).set({ chosenCustomerId: customerId }).where(eq(portalSessions.id, session.id));
    await markLoggedIn({ db: tx, customerIds: [customerId] });
  });
  return { status: 'signed_in', choices: [{ customerId, businessName: choice.businessName }] };
}
