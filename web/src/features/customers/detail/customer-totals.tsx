import type { TCustomerDetail } from '@regulars/contracts';
import { StatTile } from '../../loyalty/stat-tile.tsx';

/** The customer's totals at a glance: points to spend, points ever earned, visits. */
export function CustomerTotals({ customer }: { customer: TCustomerDetail }) {
  return (
    <dl className="grid grid-cols-3 gap-3" aria-label="Totals">
      <StatTile label="Points" value={customer.totalPoints} className="bg-white ring-1 ring-gray-200" />
      <StatTile
        label="Lifetime points"
        value={customer.lifetimePointsEarned}
        className="bg-white ring-1 ring-gray-200"
      />
      <StatTile label="Visits" value={customer.totalVisits} className="bg-white ring-1 ring-gray-200" />
    </dl>
  );
}
