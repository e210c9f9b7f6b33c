import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businessKeys, referralCodes } from '../db/schema/index.ts';
import { generateShortCode } from '../platform/short-code.ts';
import { referralLinkUrl } from './link-routes.ts';
import { activeReferralSettings } from './read-referral-program.ts';

/**
 * Many customers' invite links at once (a campaign's batch, in its transaction): the codes they have, and the rest
 * made in two statements. A drawn code another business holds (about one in 850 billion) fails the statement, and the
 * batch's transaction with it: its job runs again and draws anew. Empty while refer-a-friend is off.
 */
export async function referralLinksOf({
  tx,
  appUrl,
  businessId,
  customerIds,
}: {
  tx: TExecutor;
  appUrl: string;
  businessId: string;
  customerIds: string[];
}): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (customerIds.length === 0 || !(await activeReferralSettings({ db: tx, businessId }))) return links;
  const stored = () =>
    tx
      .select({ customerId: referralCodes.customerId, code: referralCodes.code })
      .from(referralCodes)
      .where(and(eq(referralCodes.businessId, businessId), inArray(referralCodes.customerId, customerIds)));
  const existing = await stored();
  const missing = customerIds.filter((id) => !existing.some((row) => row.customerId === id));
  let rows = existing;
  if (missing.length > 0) {
    const made = await tx
      .insert(referralCodes)
      .values(missing.map((customerId) => ({ businessId, customerId, code: generateShortCode() })))
      .onConflictDoNothing({ target: [referralCodes.businessId, referralCodes.customerId] })
      .returning({ customerId: referralCodes.customerId, code: referralCodes.code });
    if (made.length > 0) {
      await tx
        .insert(businessKeys)
        .values(made.map((row) => ({ kind: 'referral' as const, key: row.code, businessId })));
    }
    // A code another request made meanwhile is read back with the rest.
    rows = made.length === missing.length ? [...existing, ...made] : await stored();
  }
  for (const row of rows) links.set(row.customerId, referralLinkUrl(appUrl, row.code));
  return links;
}
