import type { TProgramStanding } from '@regulars/contracts';
import { loyaltyActions } from '../../api/loyalty.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { PointsTotals } from './points-totals.tsx';
import { useCounterAction } from './use-counter-action.ts';

/** A points program: the balance, what was earned in all, and the catalogue the balance can buy from. */
export function PointsStanding({ customerId, program }: { customerId: string; program: TProgramStanding }) {
  const { t, locale } = useAppWords();
  const redeem = useCounterAction({
    send: (rewardName: string, stamp) =>
      loyaltyActions.redeemPoints({ customerId, body: { ...stamp, programId: program.id, rewardName } }),
    intentOf: (rewardName) => `points:${program.id}:${rewardName}`,
  });
  return (
    <div className="space-y-4">
      <PointsTotals balance={program.pointsBalance} earned={program.totalEarned} />
      {program.catalogue.length > 0 && (
        <ul
          className="divide-y divide-gray-100 rounded-lg border border-gray-200"
          aria-label={t('counter.points.rewards', { program: program.name })}
        >
          {program.catalogue.map((item) => (
            <li key={item.name} className="flex items-center gap-3 px-3 py-2.5" data-testid="catalogue-item">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">{item.name}</p>
                <p className="text-xs text-gray-500">
                  {t('counter.points.cost', { count: item.points })}
                  {!item.affordable &&
                    item.points > program.pointsBalance &&
                    ` · ${t('counter.points.moreNeeded', { count: formatCountIn(item.points - program.pointsBalance, locale) })}`}
                </p>
              </div>
              <Button
                variant={item.affordable ? 'primary' : 'secondary'}
                className="h-11 px-4"
                disabled={!item.affordable || redeem.isPending}
                loading={redeem.pendingInput === item.name}
                onClick={() => redeem.run(item.name)}
                aria-label={t('counter.redeemNamed', { name: item.name })}
              >
                {t('counter.redeem')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
