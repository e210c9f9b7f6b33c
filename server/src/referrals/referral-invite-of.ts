import type { TLanguage, TPortalReferral } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { referralLinkUrl } from './link-routes.ts';
import { referralCodeOf } from './referral-code-of.ts';
import { readReferralOffer } from './referral-offer.ts';

/** A customer's invitation: their code and link, and what each side gets when. */
export type TReferralInvite = Pick<TPortalReferral, 'code' | 'link' | 'friendGets' | 'youGet' | 'when'>;

/**
 * A customer's invitation, their code made the first time it is asked for (the portal's card, the back of their
 * wallet pass); null while refer-a-friend is off or not in the plan.
 */
export async function referralInviteOf({
  db,
  appUrl,
  businessId,
  customerId,
  language = 'en',
}: {
  db: TExecutor;
  appUrl: string;
  businessId: string;
  customerId: string;
  /** The customer's (the portal's); the pass is still English. */
  language?: TLanguage;
}): Promise<TReferralInvite | null> {
  const offer = await readReferralOffer({ db, businessId, language });
  if (!offer) return null;
  const code = await referralCodeOf({ db, businessId, customerId });
  return {
    code,
    link: referralLinkUrl(await customerAddress({ db, appUrl, businessId }), code),
    friendGets: offer.friendGets,
    youGet: offer.youGet,
    when: offer.when,
  };
}
