import { PORTAL_MESSAGES, type TDeletionRequestAnswer } from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { deletionDueOn } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findChosenCustomer } from './find-portal-session.ts';

/**
 * POST /portal/deletion-request: the signed-in customer asks to be deleted. The first request's time stands (asking
 * again changes nothing); the business sees it, and the anonymising delete runs 30 days later unless the business
 * deletes them sooner or they withdraw. Kept to the millisecond, as the nightly run pages through requests by it.
 */
export async function requestDeletion({
  db,
  token,
}: {
  db: TExecutor;
  token: string | undefined;
}): Promise<TDeletionRequestAnswer> {
  const chosen = await findChosenCustomer({ db, token });
  const [row] = await db
    .update(customers)
    .set({ deletionRequestedAt: sql`coalesce(${customers.deletionRequestedAt}, date_trunc('milliseconds', now()))` })
    .where(
      and(
        eq(customers.businessId, chosen.businessId),
        eq(customers.id, chosen.customerId),
        isNull(customers.deletedAt),
      ),
    )
    .returning({ at: customers.deletionRequestedAt });
  if (!row?.at) throw new AppError('UNAUTHENTICATED', PORTAL_MESSAGES.notSignedIn);
  return { deletionRequestedAt: row.at.toISOString(), deletionDueAt: deletionDueOn(row.at).toISOString() };
}
