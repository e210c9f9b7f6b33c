import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { referralLinkUrl } from './link-routes.ts';
import { activeReferralSettings } from './read-referral-program.ts';
import { referralCodeOf } from './referral-code-of.ts';

/**
 * A customer's invite link (`{referral_link}` in a message, the back of their wallet pass), their code made the first
 * time it is asked for; null while refer-a-friend is off or not in the plan.
 */
export async function referralLinkOf({
  db,
  appUrl,
  businessId,
  customerId,
}: {
  db: TExecutor;
  appUrl: string;
  businessId: string;
  customerId: string;
}): Promise<string | null> {
  if (!(await activeReferralSettings({ db, businessId }))) return null;
  const code = await referralCodeOf({ db, businessId, customerId });
  return referralLinkUrl(await customerAddress({ db, appUrl, businessId }), code);
}
