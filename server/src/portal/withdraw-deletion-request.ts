import { PORTAL_MESSAGES } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findPortalSession } from './find-portal-session.ts';

/** DELETE /portal/deletion-request: the customer changed their mind before the 30 days were over. */
export async function withdrawDeletionRequest({ db, token }: { db: TExecutor; token: string | undefined }) {
  const { chosen } = await findPortalSession({ db, token });
  if (!chosen) throw new AppError('UNAUTHENTICATED', PORTAL_MESSAGES.notSignedIn);
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
