import { normalizeReferralCode } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { findBusinessByKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { customers, referralCodes } from '../db/schema/index.ts';

export type TReferrer = { businessId: string; customerId: string; firstName: string | null; code: string };

/**
 * The customer behind a referral code as typed (any case, with or without a dash), within `businessId` when the code
 * came through that business's form or counter; null for a code nobody holds there, or whose customer was deleted.
 */
export async function findReferrer({
  db,
  typed,
  businessId,
}: {
  db: TExecutor;
  typed: string;
  businessId?: string;
}): Promise<TReferrer | null> {
  const code = normalizeReferralCode(typed);
  if (!code) return null;
  const holder = businessId ?? (await findBusinessByKey({ db, kind: 'referral', key: code }));
  if (!holder) return null;
  const [row] = await db
    .select({ customerId: referralCodes.customerId, firstName: customers.firstName })
    .from(referralCodes)
    .innerJoin(
      customers,
      and(eq(customers.businessId, referralCodes.businessId), eq(customers.id, referralCodes.customerId)),
    )
    .where(and(eq(referralCodes.businessId, holder), eq(referralCodes.code, code), isNull(customers.deletedAt)));
  return row ? { businessId: holder, customerId: row.customerId, firstName: row.firstName, code } : null;
}
