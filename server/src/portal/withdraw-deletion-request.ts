import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { findChosenCustomer } from './find-portal-session.ts';

/** DELETE /portal/deletion-request: the customer changed their mind before the 30 days were over. */
export async function withdrawDeletionRequest({ db, token }: { db: TExecutor; token: string | undefined }) {
  const chosen = await findChosenCustomer({ db, token });
  await db
    .update(customers)
    .set({ deletionRequestedAt: null })
    .where(
      and(
        eq(customers.businessId, chosen.businessId),
        eq(customers.id, chosen.customerId),
        isNull(customers.deletedAt),
      ),
    );
}
