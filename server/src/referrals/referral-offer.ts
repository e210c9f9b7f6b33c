import { formatAmount, fromMinorUnits, referralQualifyText, referralRewardText } from '@regulars/contracts';
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
}: {
  db: TExecutor;
  businessId: string;
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
  return {
    friendGets: referralRewardText(friend),
    youGet: referralRewardText(referrer),
    when: referralQualifyText(rule, amount),
    whenForFriend: referralQualifyText(rule, amount, 'your'),
  };
}
