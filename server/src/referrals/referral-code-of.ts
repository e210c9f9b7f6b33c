import { and, eq } from 'drizzle-orm';
import { saveBusinessKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { referralCodes } from '../db/schema/index.ts';
import { generateShortCode } from '../platform/short-code.ts';

async function storedCode(db: TExecutor, businessId: string, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(eq(referralCodes.businessId, businessId), eq(referralCodes.customerId, customerId)));
  return row?.code;
}

/**
 * The customer's referral code, made the first time it is asked for: eight characters nobody misreads, unique across
 * businesses (business_keys, kind referral) so a link alone finds its business. Two first asks at once agree on one
 * code; a drawn code someone holds already (about one in 850 billion) is drawn again.
 */
export async function referralCodeOf({
  db,
  businessId,
  customerId,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}): Promise<string> {
  const existing = await storedCode(db, businessId, customerId);
  if (existing) return existing;
  for (let attempt = 1; ; attempt++) {
    const code = generateShortCode();
    try {
      const made = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(referralCodes)
          .values({ businessId, customerId, code })
          .onConflictDoNothing({ target: [referralCodes.businessId, referralCodes.customerId] })
          .returning({ code: referralCodes.code });
        if (row) await saveBusinessKey({ tx, kind: 'referral', key: code, businessId });
        return row?.code;
      });
      // Nothing inserted: another request made the customer's code first.
      const mine = made ?? (await storedCode(db, businessId, customerId));
      if (!mine) throw new Error('the referral code was neither made nor found');
      return mine;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}
