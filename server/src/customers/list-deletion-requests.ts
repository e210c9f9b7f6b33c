import type { TDeletionRequests } from '@regulars/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { deletionDueOn } from './deletion-due.ts';

/** At most this many on /customers: a business with more has the count and the oldest first. */
const SHOWN = 50;

/**
 * GET /customers/deletion-requests: the business's customers who asked in the portal to be deleted and are not yet,
 * oldest request first (the next to be carried out), read from the requests' partial index.
 */
export async function listDeletionRequests({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TDeletionRequests> {
  const rows = await db
    .select({
      id: customers.id,
      uniqueCustomerId: customers.uniqueCustomerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      requestedAt: customers.deletionRequestedAt,
    })
    .from(customers)
    .where(
      and(eq(customers.businessId, businessId), isNotNull(customers.deletionRequestedAt), isNull(customers.deletedAt)),
    )
    .orderBy(asc(customers.deletionRequestedAt))
    .limit(SHOWN);
  return {
    requests: rows.flatMap((r) =>
      r.requestedAt
        ? [
            {
              id: r.id,
              uniqueCustomerId: r.uniqueCustomerId,
              firstName: r.firstName,
              lastName: r.lastName,
              requestedAt: r.requestedAt.toISOString(),
              dueAt: deletionDueOn(r.requestedAt).toISOString(),
            },
          ]
        : [],
    ),
  };
}
