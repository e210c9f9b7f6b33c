import type { TAppMessageKey, TReferralCounts, TReferralSettings } from '@regulars/contracts';
import { useBusinessMoney } from '../../api/business-money.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn, formatWholeAmountIn } from '../../lib/format-number.ts';
import { monthlyCapText, qualifyText, sideRewardText } from './referral-words.ts';

/** The rule in words: what each side gets, what qualifies the friend, and the limit per customer. */
export function ReferralRule({ settings }: { settings: TReferralSettings }) {
  const money = useBusinessMoney();
  const words = useAppWords();
  const { t } = words;
  const lines: [string, string][] = [
    [t('growth.referrals.friendGets'), sideRewardText(settings.friendReward, words)],
    [t('growth.referrals.customerGets'), sideRewardText(settings.referrerReward, words)],
    [t('growth.referrals.qualifies'), qualifyText(settings, (amount) => formatWholeAmountIn(amount, money), words)],
    [t('growth.referrals.limit'), monthlyCapText(settings.monthlyCap, words)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]" data-testid="referral-rule">
      {lines.map(([term, text]) => (
        <div key={term} className="contents">
          <dt className="text-gray-500">{term}</dt>
          <dd className="mb-1.5 font-medium break-words text-gray-900 sm:mb-0">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

const COUNTS: [keyof TReferralCounts, TAppMessageKey][] = [
  ['opened', 'growth.referrals.count.opened'],
  ['joined', 'growth.referrals.count.joined'],
  ['rewarded', 'growth.referrals.count.rewarded'],
  ['held', 'growth.referrals.count.held'],
  ['rewardsGiven', 'growth.referrals.count.rewardsGiven'],
];

/** How the referrals went, in numbers. */
export function ReferralCounts({ counts }: { counts: TReferralCounts }) {
  const { t, locale } = useAppWords();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {COUNTS.map(([key, label]) => (
        <div key={key} className="rounded-lg bg-gray-50 px-3 py-2.5" data-testid={`referral-count-${key}`}>
          <dt className="text-xs text-gray-600">{t(label)}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-gray-900 tabular-nums">
            {formatCountIn(counts[key], locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
