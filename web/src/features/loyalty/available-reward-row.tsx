import type { TReward } from '@regulars/contracts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';

type Props = { reward: TReward; busy: boolean; disabled: boolean; onRedeem: () => void };

/** One earned reward: what it is, from which program, its code and expiry, and Redeem. */
export function AvailableRewardRow({ reward, busy, disabled, onRedeem }: Props) {
  const { t, locale } = useAppWords();
  const zone = useBusinessTimeZone();
  return (
    <div className="flex items-center gap-3 px-5 py-4" data-testid="available-reward">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-gray-900">{reward.name}</p>
        {reward.programName && <p className="truncate text-sm text-gray-500">{reward.programName}</p>}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
          <span className="rounded bg-gray-100 px-1.5 py-0.5 font-mono font-medium tracking-wide text-gray-700">
            {reward.code}
          </span>
          <span>
            {reward.expiresAt
              ? t('counter.rewards.expires', { date: formatShortDate(reward.expiresAt, zone, locale) })
              : t('counter.rewards.noExpiry')}
          </span>
        </p>
      </div>
      <Button
        size="lg"
        className="px-5"
        loading={busy}
        disabled={disabled}
        onClick={onRedeem}
        aria-label={t('counter.redeemNamed', { name: reward.name })}
      >
        {t('counter.redeem')}
      </Button>
    </div>
  );
}
