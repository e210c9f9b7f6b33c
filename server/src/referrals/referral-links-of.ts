import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { referralLinkUrl } from './link-routes.ts';
import { activeReferralSettings } from './read-referral-program.ts';
import { referralCodesOf } from './referral-code-of.ts';

/**
 * Many customers' invite links at once (a campaign's batch, in its transaction): customer id → link, the codes they
 * lack made together. Empty while refer-a-friend is off or not in the plan.
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
  if (customerIds.length === 0 || !(await activeReferralSettings({ db: tx, businessId }))) return new Map();
  const codes = await referralCodesOf({ db: tx, businessId, customerIds });
  const address = await customerAddress({ db: tx, appUrl, businessId });
  return new Map([...codes].map(([customerId, code]) => [customerId, referralLinkUrl(address, code)]));
}
