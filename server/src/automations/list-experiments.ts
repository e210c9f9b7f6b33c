import {
  ANALYTICS_CAMPAIGNS_LIMIT,
  type TAnalyticsQuery,
  type TCampaignLift,
  type TExperiment,
  type TExperimentList,
} from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import { analyticsRange, windowsOf } from '../analytics/index.ts';
import { campaignLift } from '../campaigns/index.ts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { automationLift } from './automation-lift.ts';

/** Lifts computed at once: each is one aggregate over a campaign's recipients; more would only queue on the pool. */
const AT_ONCE = 4;

type TCampaignRow = { id: string; name: string; type: 'sms' | 'email'; total: number };

/**
 * /analytics' Experiments table: every campaign sent in the period that kept a control group (newest first, at most
 * ANALYTICS_CAMPAIGNS_LIMIT), each with its lift as its own page computes it (campaigns' campaignLift: A and B against
 * the control group), then the win-back and birthday automations' rolling 90-day lifts where they kept one. The one
 * computation of a lift lives with its domain; this only gathers them. It lives in automations, the domain above
 * both (docs/ARCHITECTURE.md's order), serving /analytics' card.
 */
export async function listExperiments({
  db,
  businessId,
  query,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  query: TAnalyticsQuery;
  now?: Date;
}): Promise<TExperimentList> {
  const range = await analyticsRange({ db, businessId, query });
  const { current } = windowsOf(range);
  const at = sql`coalesce(c.started_at, c.sent_at)`;
  const rows = await rawQuery<TCampaignRow>(
    db,
    sql`
      select c.id, c.name, c.type, (count(*) over ())::int as total
      from campaigns c
      where c.business_id = ${businessId} and ${at} >= ${current.start} and ${at} < ${current.end}
        and c.control_count > 0
      order by ${at} desc, c.id desc
      limit ${ANALYTICS_CAMPAIGNS_LIMIT}`,
  );
  const campaigns = await inBatches(rows, async (row): Promise<TExperiment | null> => {
    const { lift } = await campaignLift({ db, businessId, campaignId: row.id, now, versionFigures: false });
    return lift && campaignExperiment(row, lift);
  });
  const automations = await Promise.all(
    (['win_back', 'birthday'] as const).map(async (kind): Promise<TExperiment | null> => {
      const lift = await automationLift({ db, businessId, kind, now });
      if (!lift) return null;
      const { windowDays, fromDay, toDay, ...comparison } = lift;
      return {
        kind,
        id: kind,
        name: kind === 'win_back' ? 'Win-back' : 'Birthday',
        channel: null,
        fromDay,
        toDay,
        windowDays,
        settled: false,
        versions: [{ label: 'All messaged', comparison }],
      };
    }),
  );
  return {
    experiments: [...campaigns, ...automations].filter((e): e is TExperiment => e !== null),
    campaignsTotal: Number(rows[0]?.total ?? 0),
  };
}

function campaignExperiment(row: TCampaignRow, lift: TCampaignLift): TExperiment {
  // The list compares each version with the control group; the verdict between versions is on the campaign's page.
  const { variantB, bAgainstA: _verdict, windowDays, windowStartsOn, windowEndsOn, windowOver, ...a } = lift;
  return {
    kind: 'campaign',
    id: row.id,
    name: row.name,
    channel: row.type,
    fromDay: windowStartsOn,
    toDay: windowEndsOn,
    windowDays,
    settled: windowOver,
    versions: variantB
      ? [
          { label: 'Version A', comparison: a },
          { label: 'Version B', comparison: variantB },
        ]
      : [{ label: 'All messaged', comparison: a }],
  };
}

/** `work` over the items, AT_ONCE at a time, answers in the items' order. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE) {
    out.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(work))));
  }
  return out;
}
