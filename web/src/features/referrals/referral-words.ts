import { referralRewardText, type TReferralReward } from '@regulars/contracts';
import { formatCountOf } from '../../lib/format-number.ts';

/** What one side gets, with the program it goes on: '100 points on Coffee Club', '2 stamps on Coffee card', 'Free coffee'. */
export function sideRewardText(reward: TReferralReward): string {
  const text = referralRewardText(reward);
  return reward.kind === 'reward' ? text : `${text} on ${reward.programName}`;
}

/** '10 referrals per customer in 30 days'. */
export const monthlyCapText = (cap: number) => `${formatCountOf(cap, 'referral')} per customer in 30 days`;
