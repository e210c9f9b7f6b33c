import { PORTAL_MESSAGES } from '@regulars/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { portalSessionCustomers, portalSessions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashPortalToken } from './session-token.ts';

export type TPortalSession = {
  id: string;
  /** The customer the session shows, and their business; null until one is chosen. */
  chosen: { customerId: string; businessId: string } | null;
};

/** The unexpired portal session of the cookie's token; 401 when there is none. */
export async function findPortalSession({
  db,
  token,
}: {
  db: TExecutor;
  token: string | undefined;
}): Promise<TPortalSession> {
  if (!token) throw new AppError('UNAUTHENTICATED', PORTAL_MESSAGES.notSignedIn);
  const [row] = await db
    .select({
      id: portalSessions.id,
      customerId: portalSessionCustomers.customerId,
      businessId: portalSessionCustomers.businessId,
    })
    .from(portalSessions)
    // The chosen customer counts only as one of the session's own.
    .leftJoin(
      portalSessionCustomers,
      and(
        eq(portalSessionCustomers.sessionId, portalSessions.id),
        eq(portalSessionCustomers.customerId, portalSessions.chosenCustomerId),
      ),
    )
    .where(and(eq(portalSessions.tokenHash, hashPortalToken(token)), gt(portalSessions.expiresAt, sql`now()`)));
  if (!row) throw new AppError('UNAUTHENTICATED', PORTAL_MESSAGES.notSignedIn);
  return {
    id: row.id,
    chosen: row.customerId && row.businessId ? { customerId: row.customerId, businessId: row.businessId } : null,
  };
}

/** The customer (and their business) the session shows; 401 while none is chosen yet. */
export async function findChosenCustomer({
  db,
  token,
}: {
  db: TExecutor;
  token: string | undefined;
}): Promise<{ customerId: string; businessId: string }> {
  const { chosen } = await findPortalSession({ db, token });
  if (!chosen) throw new AppError('UNAUTHENTICATED', PORTAL_MESSAGES.notSignedIn);
  return chosen;
}
