import { StatTile } from './stat-tile.tsx';

/** A points program's balance and lifetime earned, side by side (the customer page and the portal). */
export function PointsTotals({ balance, earned }: { balance: number; earned: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <StatTile label="Balance" value={balance} />
      <StatTile label="Lifetime earned" value={earned} />
    </dl>
  );
}
