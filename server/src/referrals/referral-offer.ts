import {
  formatAmount,
  fromMinorUnits,
  languageOfLocale,
  referralQualifyText,
  referralQualifyTextForFriend,
  referralRewardText,
} from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { activeReferralSettings, describeRewards } from './read-referral-program.ts';

/**
 * What each side gets and when, in the customer's words ('their first purchase…' to the referrer, 'your first
 * purchase…' to the friend); null while refer-a-friend is off or not in the plan.
 */
export type TReferralOffer = { friendGets: string; youGet: string; when: string; whenForFriend: string };

export async function readReferralOffer({
  db,
  businessId,
  friendLanguage = 'en',
}: {
  db: TExecutor;
  businessId: string;
  /**
   * What the friend reads ('friendGets', 'whenForFriend') is said in: the business's language on its sign-up form
   * ('business'); English where the rest of the page is still English (the portal's card, the pass).
   */
  friendLanguage?: 'business' | 'en';
}): Promise<TReferralOffer | null> {
  const settings = await activeReferralSettings({ db, businessId });
  if (!settings) return null;
  const [business] = await db
    .select({ currency: businesses.currency, locale: businesses.locale })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return null;
  const [friend, referrer] = await describeRewards({
    db,
    businessId,
    rewards: [settings.friendReward, settings.referrerReward],
  });
  const money = { currency: business.currency, locale: business.locale };
  const rule = { ...settings, minimumAmount: fromMinorUnits(settings.minimumAmountMinor, money.currency) };
  const amount = (value: number) => formatAmount(value, money);
  const toFriend = translatorFor(friendLanguage === 'business' ? languageOfLocale(business.locale) : 'en');
  return {
    friendGets: referralRewardText(friend, toFriend),
    youGet: referralRewardText(referrer),
    when: referralQualifyText(rule, amount),
    whenForFriend: referralQualifyTextForFriend(rule, amount, toFriend),
  };
}
