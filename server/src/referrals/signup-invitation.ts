import type { TSignupFormInfo, TTranslate } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { findReferrer } from './find-referrer.ts';
import { readReferralOffer } from './referral-offer.ts';

/**
 * The sign-up form's invitation when it was opened from a customer's link: the referrer's first name (or 'A
 * friend') and what the friend gets. Null for no code, a code of another business or nobody's, or while
 * refer-a-friend is off: the form then reads as any other.
 */
export async function signupInvitationOf({
  db,
  businessId,
  typed,
  t,
}: {
  db: TExecutor;
  businessId: string;
  typed: string | undefined;
  /** The form's language (the business's). */
  t: TTranslate;
}): Promise<TSignupFormInfo['invitation']> {
  if (!typed) return null;
  const referrer = await findReferrer({ db, typed, businessId });
  if (!referrer) return null;
  const offer = await readReferralOffer({ db, businessId, language: 'business' });
  if (!offer) return null;
  const referrerName = referrer.firstName?.trim() || t('join.aFriend');
  return {
    referrerName,
    code: referrer.code,
    friendGets: offer.friendGets,
    when: offer.whenForFriend,
    headline: t('join.invitedBy', { name: referrerName }),
    offer: t('join.youGet', { reward: offer.friendGets, when: offer.whenForFriend }),
  };
}
