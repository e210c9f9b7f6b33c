import type { TReward } from '@regulars/contracts';
import { Gift } from 'lucide-react';
import { loyaltyActions } from '../../api/loyalty.ts';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { AvailableRewardRow } from './available-reward-row.tsx';
import { useCounterAction } from './use-counter-action.ts';

/**
 * The customer's earned rewards, soonest expiry first, each redeemed with one tap. With none earned, it says when the
 * points they hold already buy a reward in a program below, rather than that there is nothing to redeem.
 */
export function AvailableRewardsCard({
  customerId,
  rewards,
  affordableWithPoints,
}: {
  customerId: string;
  rewards: TReward[];
  /** Catalogue rewards the customer's points balances buy now (redeemed in their programs below). */
  affordableWithPoints: number;
}) {
  const { t } = useAppWords();
  const redeem = useCounterAction({
    send: (rewardId: string, stamp) => loyaltyActions.redeemReward({ customerId, body: { ...stamp, rewardId } }),
    intentOf: (rewardId) => `reward:${rewardId}`,
  });
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between px-5 py-4">
        <CardTitle>{t('counter.rewards.title')}</CardTitle>
        {rewards.length > 0 && (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            {rewards.length}
          </span>
        )}
      </CardHeader>
      {rewards.length === 0 ? (
        <div className="flex flex-col items-center px-5 py-8 text-center">
          <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-gray-100">
            <Gift className="size-5 text-gray-400" aria-hidden />
          </span>
          {affordableWithPoints > 0 ? (
            <>
              <p className="text-sm font-medium text-gray-900">{t('counter.rewards.noneWaiting')}</p>
              <p className="mt-0.5 text-sm text-gray-500">
                {t('counter.rewards.pointsBuy', { count: affordableWithPoints })}
              </p>
            </>
          ) : (
            <>
              <p className="text-sm font-medium text-gray-900">{t('counter.rewards.none')}</p>
              <p className="mt-0.5 text-sm text-gray-500">{t('counter.rewards.appearHere')}</p>
            </>
          )}
        </div>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t('counter.rewards.title')}>
          {rewards.map((reward) => (
            <li key={reward.id}>
              <AvailableRewardRow
                reward={reward}
                busy={redeem.pendingInput === reward.id}
                disabled={redeem.isPending}
                onRedeem={() => redeem.run(reward.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
