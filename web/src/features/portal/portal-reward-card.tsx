import { Gift } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { formatShortDate, type TZone } from '../../lib/format-date.ts';
import { useWords } from '../../lib/words.tsx';
import { REWARD_STATUS_KEY, rewardExpiryLabel, type TShownReward } from './portal-labels.ts';

const STATUS_TONE: Record<TShownReward['status'], BadgeTone> = { earned: 'green', redeemed: 'neutral', expired: 'red' };

/**
 * One reward: what it is and where from; while it can be used, its code to show at the counter. Its days are the
 * business's (where it is used), whatever the phone's clock says.
 */
export function PortalRewardCard({ reward, zone }: { reward: TShownReward; zone: TZone }) {
  const words = useWords();
  const { t } = words;
  const available = reward.status === 'earned';
  return (
    <Card
      className={cn('flex flex-col', !available && 'bg-gray-50/60 shadow-none')}
      role="region"
      aria-label={reward.name}
      data-testid="portal-reward"
    >
      <div className="flex items-start gap-3 px-5 pt-4 pb-4">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            available ? 'bg-emerald-50 text-emerald-600' : 'bg-gray-100 text-gray-500',
          )}
        >
          <Gift className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className={cn('font-semibold break-words', available ? 'text-gray-900' : 'text-gray-600')}>
              {reward.name}
            </h3>
            <Badge tone={STATUS_TONE[reward.status]} data-testid="reward-status">
              {t(REWARD_STATUS_KEY[reward.status])}
            </Badge>
          </div>
          {reward.description && reward.description !== reward.name && (
            <p className="mt-0.5 text-sm text-gray-600">{reward.description}</p>
          )}
          <p className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-gray-500">
            <span>{t('portal.earnedOn', { date: formatShortDate(reward.earnedAt, zone, words.locale) })}</span>
            {reward.programName && <span>{t('portal.from', { program: reward.programName })}</span>}
          </p>
        </div>
      </div>
      {available && (
        <div className="mx-5 mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-1 rounded-lg border-2 border-dashed border-emerald-200 bg-emerald-50/50 px-4 py-3">
          <div>
            <p className="text-xs font-medium text-emerald-800">{t('portal.showRewardCode')}</p>
            <p
              className="font-mono text-lg font-semibold tracking-wider break-all text-gray-900"
              data-testid="reward-code"
            >
              {reward.code}
            </p>
          </div>
          <p className="text-xs text-gray-600">{rewardExpiryLabel(reward, zone, words)}</p>
        </div>
      )}
    </Card>
  );
}
