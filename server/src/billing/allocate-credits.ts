import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { changeCredits } from './change-credits.ts';

/**
 * The super admin grants (or takes back) credits with a reason, recorded in the ledger with who did it.
 * Throws NOT_FOUND for an unknown business or a super admin's account, CONFLICT when it would go below zero.
 */
export async function allocateCredits({
  db,
  businessId,
  amount,
  reason,
  actorUserId,
}: {
  db: TDb;
  businessId: string;
  amount: number;
  reason: string;
  actorUserId: string | undefined;
}): Promise<{ businessId: string; balance: number }> {
  const [business] = await db
    .select({ id: businesses.id, isSuperAdmin: businesses.isSuperAdmin })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business || business.isSuperAdmin) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const result = await db.transaction((tx) =>
    changeCredits({ tx, businessId, delta: amount, kind: 'admin_allocation', reason, actorUserId }),
  );
  return { businessId, balance: result?.balance ?? 0 };
}
