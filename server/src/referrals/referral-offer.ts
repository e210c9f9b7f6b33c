import {
  formatAmount,
  fromMinorUnits,
  languageOfLocale,
  referralQualifyText,
  referralQualifyTextForFriend,
  referralRewardText,
  type TLanguage,
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
  language = 'en',
}: {
  db: TExecutor;
  businessId: string;
  /**
   * The language it is said in: the business's on its sign-up form ('business'), the customer's in the portal; English
   * where the rest of the page is still English (the pass).
   */
  language?: TLanguage | 'business';
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
  const translator = translatorFor(language === 'business' ? languageOfLocale(business.locale) : language);
  return {
    friendGets: referralRewardText(friend, translator),
    youGet: referralRewardText(referrer, translator),
    when: referralQualifyText(rule, amount, 'their', translator),
    whenForFriend: referralQualifyTextForFriend(rule, amount, translator),
  };
}
