import { useWords } from '../../lib/words.tsx';
import { StatTile } from './stat-tile.tsx';

/** A points program's balance and lifetime earned, side by side (the customer page and the portal). */
export function PointsTotals({ balance, earned }: { balance: number; earned: number }) {
  const { t } = useWords();
  return (
    <dl className="grid grid-cols-2 gap-3">
      <StatTile label={t('portal.balance')} value={balance} testId="balance" />
      <StatTile label={t('portal.lifetimeEarned')} value={earned} testId="lifetime-earned" />
    </dl>
  );
}
