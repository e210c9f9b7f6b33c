import type { TAnalytics } from '@regulars/contracts';
import type { TCsvTable } from './csv.ts';

/** The period bucket by bucket: every trend chart's numbers in one file. */
export function seriesTable(a: TAnalytics): TCsvTable {
  return {
    fileName: `analytics-by-${a.range.bucket}-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      a.range.bucket,
      'new customers',
      'visits',
      'purchases',
      'rewards earned',
      'rewards redeemed',
      'sms sent',
      'emails sent',
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
