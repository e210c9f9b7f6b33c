import type { TAnalytics, TAnalyticsBucket, TAppMessageKey } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import type { TCsvTable } from './csv.ts';

const BUCKETS: Record<TAnalyticsBucket, TAppMessageKey> = {
  day: 'analytics.csv.day',
  week: 'analytics.csv.week',
  month: 'analytics.csv.month',
};

/** The period bucket by bucket: every trend chart's numbers in one file, headed in the user's language. */
export function seriesTable(a: TAnalytics, words: TAppWords): TCsvTable {
  const { t } = words;
  return {
    fileName: `analytics-by-${a.range.bucket}-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      t(BUCKETS[a.range.bucket]),
      t('analytics.csv.newCustomers'),
      t('analytics.csv.visits'),
      t('analytics.csv.purchases'),
      t('analytics.csv.rewardsEarned'),
      t('analytics.csv.rewardsRedeemed'),
      t('analytics.csv.smsSent'),
      t('analytics.csv.emailsSent'),
    ],
    rows: a.series.map((s) => [
      s.date,
      s.newCustomers,
      s.visits,
      s.purchases,
      s.rewardsEarned,
      s.rewardsRedeemed,
      s.smsSent,
      s.emailSent,
    ]),
  };
}
