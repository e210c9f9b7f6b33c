import { Gift } from 'lucide-react';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatShortDate } from '../../../lib/format-date.ts';
import { useWords } from '../../../lib/words.tsx';
import { REWARD_STATUS_KEY, rewardExpiryLabel, type TShownReward } from '../../portal/index.ts';

const TONE: Record<TShownReward['status'], BadgeTone> = { earned: 'green', redeemed: 'neutral', expired: 'red' };

/** One reward: what and from where, its status, its code and the dates that matter for that status. */
export function RewardRow({ reward }: { reward: TShownReward }) {
  const available = reward.status === 'earned';
  const zone = useBusinessTimeZone();
  const words = useWords();
  const { t, locale } = useAppWords();
  return (
    <div className="flex items-start gap-3 px-5 py-3.5" data-testid="customer-reward">
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg',
          available ? 'bg-emerald-50 text-emerald-600' : 'bg-gray-100 text-gray-500',
        )}
      >
        <Gift className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className={cn('font-medium break-words', available ? 'text-gray-900' : 'text-gray-600')}>{reward.name}</p>
          <Badge tone={TONE[reward.status]} data-testid="customer-reward-status">
            {words.t(REWARD_STATUS_KEY[reward.status])}
          </Badge>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
          <span className="rounded bg-gray-100 px-1.5 py-0.5 font-mono font-medium tracking-wide text-gray-700">
            {reward.code}
          </span>
          {reward.programName && <span>{reward.programName}</span>}
          <span>{t('customerDetail.reward.earned', { date: formatShortDate(reward.earnedAt, zone, locale) })}</span>
          <span>
            {reward.status === 'redeemed'
              ? t('customerDetail.reward.redeemed', { date: formatShortDate(reward.redeemedAt, zone, locale) })
              : reward.status === 'expired'
                ? t('customerDetail.reward.expired', { date: formatShortDate(reward.expiresAt, zone, locale) })
                : rewardExpiryLabel(reward, zone, words)}
          </span>
        </p>
      </div>
    </div>
  );
}
