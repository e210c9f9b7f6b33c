import type { TExperiment, TGroupComparison } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS as english } from '../../lib/app-words.tsx';
import { toCsv } from './csv.ts';
import { experimentsTable, filterExperiments } from './experiments-table.ts';

const comparison = (conclusive: boolean): TGroupComparison => ({
  message: { customers: 800, cameBack: 200, spendPerCustomer: 12.345, pointsRedeemedPerCustomer: 1 },
  control: { customers: 200, cameBack: 38, spendPerCustomer: 10, pointsRedeemedPerCustomer: 0.5 },
  cameBack: { difference: 0.06, low: conclusive ? 0.002 : -0.01, high: 0.12, conclusive, moreRecipients: 0 },
  spend: { difference: 2.345, low: -0.5, high: 5.19 },
});

const campaign: TExperiment = {
  kind: 'campaign',
  id: 'c1',
  name: '=Spring offer',
  channel: 'sms',
  fromDay: '2026-11-01',
  toDay: '2026-11-14',
  windowDays: 14,
  settled: true,
  versions: [
    { label: 'Version A', comparison: comparison(true) },
    { label: 'Version B', comparison: comparison(false) },
  ],
};
const winBack: TExperiment = {
  kind: 'win_back',
  id: 'win_back',
  name: 'Win-back',
  channel: null,
  fromDay: '2026-08-27',
  toDay: '2026-11-24',
  windowDays: 30,
  settled: false,
  versions: [{ label: 'All messaged', comparison: comparison(false) }],
};

describe('the experiments table', () => {
  it('filters by kind and to those with a conclusive version', () => {
    expect(filterExperiments([campaign, winBack], 'all', false)).toEqual([campaign, winBack]);
    expect(filterExperiments([campaign, winBack], 'campaigns', false)).toEqual([campaign]);
    expect(filterExperiments([campaign, winBack], 'automations', false)).toEqual([winBack]);
    expect(filterExperiments([campaign, winBack], 'all', true)).toEqual([campaign]);
    expect(filterExperiments([campaign, winBack], 'automations', true)).toEqual([]);
  });

  it('exports one row per version, shares in percent, a formula-looking name made harmless', () => {
    const table = experimentsTable([campaign, winBack], { from: '2026-10-26', to: '2026-11-24' }, english);
    expect(table.fileName).toBe('analytics-experiments-2026-10-26-to-2026-11-24.csv');
    expect(table.rows).toHaveLength(3);
    expect(table.rows[0]).toEqual([
      '=Spring offer',
      'Campaign',
      'SMS',
      'Version A',
      '2026-11-01',
      '2026-11-14',
      14,
      'yes',
      800,
      25,
      200,
      19,
      6,
      0.2,
      12,
      'yes',
      12.35,
      10,
      -0.5,
      5.19,
    ]);
    expect(table.rows[2]?.slice(0, 4)).toEqual(['Win-back', 'Win-back', null, 'All messaged']);
    expect(toCsv(table).split('\r\n')[1]?.startsWith("'=Spring offer,Campaign,SMS,Version A")).toBe(true);
  });
});
