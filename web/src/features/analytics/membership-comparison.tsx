import type { TAnalytics, TMoney } from '@regulars/contracts';
import { Info } from 'lucide-react';
import { formatCount, formatCountOf } from '../../lib/format-number.ts';
import { ChartCard } from './chart-card.tsx';
import type { TCsvTable } from './csv.ts';
import { decimalOrNone, moneyOrNone } from './format.ts';

export function membershipTable(a: TAnalytics): TCsvTable {
  const row = (label: string, g: TAnalytics['membership']['members']) => [
    label,
    g.customers,
    g.visits,
    g.visitsPerCustomer,
    g.avgSpend,
    g.purchasesWithAmount,
  ];
  return {
    fileName: `analytics-members-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      'group',
      'customers',
      'visits',
      'visits per customer',
      `average spend (${a.range.currency})`,
      'purchases with an amount',
    ],
    rows: [row('Members', a.membership.members), row('Before joining', a.membership.beforeJoining)],
  };
}

function Column({ title, group, money }: { title: string; group: TAnalytics['membership']['members']; money: TMoney }) {
  return (
    <div className="rounded-lg bg-gray-50 p-4">
      <p className="text-sm font-medium text-gray-700">{title}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-gray-500">Average spend</dt>
          <dd className="text-xl font-semibold text-gray-900 tabular-nums">{moneyOrNone(group.avgSpend, money)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">Visits per customer</dt>
          <dd className="text-xl font-semibold text-gray-900 tabular-nums">{decimalOrNone(group.visitsPerCustomer)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-gray-500">
        {formatCountOf(group.customers, 'customer')} · {formatCountOf(group.visits, 'visit')} ·{' '}
        {formatCount(group.purchasesWithAmount)} purchases with an amount
      </p>
    </div>
  );
}

/** Visits in the period split by whether the customer had joined a program by then, with the honest caveat. */
export function MembershipComparison({ analytics }: { analytics: TAnalytics }) {
  const { members, beforeJoining } = analytics.membership;
  return (
    <ChartCard
      title="Members vs before joining"
      description="Spend and visit frequency of the same kind of customer, before and after they joined a program"
      empty={members.visits === 0 && beforeJoining.visits === 0}
      emptyText="No visits recorded in this period."
      csv={membershipTable(analytics)}
    >
      <div className="grid gap-3 px-2 sm:grid-cols-2">
        <Column title="While members" group={members} money={analytics.range} />
        <Column title="Before joining" group={beforeJoining} money={analytics.range} />
      </div>
      <p className="mt-4 flex gap-2 px-2 text-xs leading-relaxed text-gray-500">
        <Info className="mt-0.5 size-3.5 shrink-0 text-gray-400" aria-hidden />
        <span>
          Read this with care. Visits are mostly recorded through the program itself, so the “before joining” group is
          usually small. Customers who join may already be your most loyal, so a difference shows a link, not proof that
          the program caused it. Average spend counts only purchases where an amount was entered.
        </span>
      </p>
    </ChartCard>
  );
}
