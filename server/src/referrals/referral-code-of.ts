import { and, eq, inArray } from 'drizzle-orm';
import { saveBusinessKeys } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { referralCodes } from '../db/schema/index.ts';
import { generateShortCode } from '../platform/short-code.ts';

/**
 * Customers' referral codes (customer id → code), made for those who have none yet: eight characters nobody misreads,
 * unique across businesses (business_keys, kind referral) so a link alone finds its business. The missing ones are
 * made in two statements, together (a campaign's batch asks for 500); a customer whose code another request made
 * meanwhile gets that one. A drawn code someone holds already (about one in 850 billion) fails the call: the caller
 * draws again (referralCodeOf) or its job runs again.
 */
export async function referralCodesOf({
  db,
  businessId,
  customerIds,
}: {
  db: TExecutor;
  businessId: string;
  customerIds: string[];
}): Promise<Map<string, string>> {
  const stored = async () =>
    new Map(
      (
        await db
          .select({ customerId: referralCodes.customerId, code: referralCodes.code })
          .from(referralCodes)
          .where(and(eq(referralCodes.businessId, businessId), inArray(referralCodes.customerId, customerIds)))
      ).map((row) => [row.customerId, row.code]),
    );
  const codes = customerIds.length === 0 ? new Map<string, string>() : await stored();
  const missing = customerIds.filter((id) => !codes.has(id));
  if (missing.length === 0) return codes;
  const made = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(referralCodes)
      .values(missing.map((customerId) => ({ businessId, customerId, code: generateShortCode() })))
      .onConflictDoNothing({ target: [referralCodes.businessId, referralCodes.customerId] })
      .returning({ customerId: referralCodes.customerId, code: referralCodes.code });
    await saveBusinessKeys({ tx, kind: 'referral', keys: rows.map((row) => row.code), businessId });
    return rows;
  });
  if (made.length < missing.length) return stored();
  for (const row of made) codes.set(row.customerId, row.code);
  return codes;
}

/** One customer's referral code, made the first time it is asked for (a drawn code someone holds is drawn again). */
export async function referralCodeOf({
  db,
  businessId,
  customerId,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const code = (await referralCodesOf({ db, businessId, customerIds: [customerId] })).get(customerId);
      if (!code) throw new Error('the referral code was neither made nor found');
      return code;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}
