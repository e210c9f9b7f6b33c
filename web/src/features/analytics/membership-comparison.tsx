import type { TAnalytics, TMoney } from '@regulars/contracts';
import { Info } from 'lucide-react';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { ChartCard } from './chart-card.tsx';
import type { TCsvTable } from './csv.ts';
import { decimalOrNone, moneyOrNone } from './format.ts';

export function membershipTable(a: TAnalytics, words: TAppWords): TCsvTable {
  const { t } = words;
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
      t('analytics.csv.members.group'),
      t('analytics.csv.members.customers'),
      t('analytics.csv.members.visits'),
      t('analytics.csv.members.visitsPerCustomer'),
      t('analytics.csv.members.avgSpend', { currency: a.range.currency }),
      t('analytics.csv.members.purchases'),
    ],
    rows: [
      row(t('analytics.csv.members.members'), a.membership.members),
      row(t('analytics.csv.members.before'), a.membership.beforeJoining),
    ],
  };
}

function Column({ title, group, money }: { title: string; group: TAnalytics['membership']['members']; money: TMoney }) {
  const { t, locale } = useAppWords();
  return (
    <div className="rounded-lg bg-gray-50 p-4">
      <p className="text-sm font-medium text-gray-700">{title}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-gray-500">{t('analytics.members.avgSpend')}</dt>
          <dd className="text-xl font-semibold text-gray-900 tabular-nums">{moneyOrNone(group.avgSpend, money)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">{t('analytics.members.visitsPerCustomer')}</dt>
          <dd className="text-xl font-semibold text-gray-900 tabular-nums">
            {decimalOrNone(group.visitsPerCustomer, locale)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-gray-500">
        {[
          t('analytics.members.customers', { count: group.customers }),
          t('analytics.members.visits', { count: group.visits }),
          t('analytics.members.purchases', { count: group.purchasesWithAmount }),
        ].join(' · ')}
      </p>
    </div>
  );
}

/** Visits in the period split by whether the customer had joined a program by then, with the honest caveat. */
export function MembershipComparison({ analytics }: { analytics: TAnalytics }) {
  const words = useAppWords();
  const { t } = words;
  const { members, beforeJoining } = analytics.membership;
  return (
    <ChartCard
      title={t('analytics.members.title')}
      description={t('analytics.members.about')}
      empty={members.visits === 0 && beforeJoining.visits === 0}
      emptyText={t('analytics.members.empty')}
      csv={membershipTable(analytics, words)}
    >
      <div className="grid gap-3 px-2 sm:grid-cols-2">
        <Column title={t('analytics.members.while')} group={members} money={analytics.range} />
        <Column title={t('analytics.members.before')} group={beforeJoining} money={analytics.range} />
      </div>
      <p className="mt-4 flex gap-2 px-2 text-xs leading-relaxed text-gray-500">
        <Info className="mt-0.5 size-3.5 shrink-0 text-gray-400" aria-hidden />
        <span>{t('analytics.members.caveat')}</span>
      </p>
    </ChartCard>
  );
}
