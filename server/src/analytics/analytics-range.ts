import {
  DEFAULT_MONEY,
  daysInRange,
  type TAnalytics,
  type TAnalyticsBucket,
  type TAnalyticsQuery,
} from '@regulars/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { findLocationFor } from '../locations/index.ts';

export type TAnalyticsRange = TAnalytics['range'];

/** A stretch of time in SQL: rows with start <= created_at < end. */
export type TWindow = { start: SQL; end: SQL };

const PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

const DAY = 86_400_000;
const toDate = (s: string) => new Date(`${s}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (s: string, n: number) => iso(new Date(toDate(s).getTime() + n * DAY));
/** The first day of the month `n` months before the month of `s`. */
function monthStart(s: string, monthsBack: number): string {
  const d = toDate(s);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1)));
}

function bucketFor(period: TAnalyticsQuery['period'], days: number): TAnalyticsBucket {
  if (period === '12m') return 'month';
  if (days <= 62) return 'day';
  return days <= 366 ? 'week' : 'month';
}

/**
 * The days the period covers, given the business's today: the last N days end today (today included), the last 12
 * months start on the first of the month 11 months back, a custom range is the owner's own. The previous period is the
 * same number of days just before it.
 */
function periodDays(
  query: TAnalyticsQuery,
  today: string,
  place: TPlace,
  location: TAnalyticsRange['location'],
): TAnalyticsRange {
  const to = query.to ?? today;
  let from: string;
  if (query.period === 'custom') from = query.from ?? to;
  else if (query.period === '12m') from = monthStart(to, 11);
  else from = addDays(to, 1 - PRESET_DAYS[query.period]);
  const days = daysInRange(from, to);
  return {
    period: query.period,
    from,
    to,
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
    days,
    bucket: bucketFor(query.period, days),
    ...place,
    location,
  };
}

/** Where the business's figures are read: its days' time zone and its money. */
type TPlace = { timeZone: string; currency: string; locale: string };

/**
 * Its time zone (UTC when the business has not chosen one), today's date there, and its currency and locale (the
 * figures' amounts are in its currency).
 */
async function businessToday({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TPlace & { today: string }> {
  const [row] = await db
    .select({
      timeZone: sql<string>`coalesce(${businesses.timeZone}, 'UTC')`,
      today: sql<string>`((now() at time zone coalesce(${businesses.timeZone}, 'UTC'))::date)::text`,
      currency: businesses.currency,
      locale: businesses.locale,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? { timeZone: 'UTC', today: iso(new Date()), ...DEFAULT_MONEY };
}

/**
 * The period a query asks for, in the business's own days (its time zone and today), and the location it is filtered
 * to: another business's (or a deleted) location is 'Location not found'.
 */
export async function analyticsRange({
  db,
  businessId,
  query,
}: {
  db: TExecutor;
  businessId: string;
  query: TAnalyticsQuery;
}): Promise<TAnalyticsRange> {
  const [{ today, ...place }, location] = await Promise.all([
    businessToday({ db, businessId }),
    query.location ? findLocationFor({ tx: db, businessId, locationId: query.location, lock: false }) : null,
  ]);
  return periodDays(query, today, place, location);
}

/** Midnight at the start of a business day, as a moment. */
export const dayStart = (day: string, timeZone: string): SQL =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The period, the one before it, and both together (for one pass over the rows). */
export function windowsOf(range: TAnalyticsRange): { current: TWindow; previous: TWindow } {
  const start = dayStart(range.from, range.timeZone);
  return {
    current: { start, end: dayStart(addDays(range.to, 1), range.timeZone) },
    previous: { start: dayStart(range.previousFrom, range.timeZone), end: start },
  };
}

/** A row's bucket (its first day, in the business's time zone) in SQL. */
export const bucketOf = (column: SQL, range: TAnalyticsRange): SQL =>
  sql`(date_trunc(${range.bucket}, ${column} at time zone ${range.timeZone})::date)::text`;
