import type { TWinBackTiming } from '@regulars/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { overdueByRhythmSql, withoutRhythmSql } from '../db/rhythm-overdue.ts';

const DAY = 86_400_000;

/**
 * Who has lapsed for win-back, over `customers` named `alias`: a last visit more than `days` ago; with the rhythm
 * timing, overdue by their own rhythm, and `days` for those without one yet. The run and the panel's count read the
 * same rule.
 */
export function lapsedSql({
  alias,
  timing,
  days,
  zone,
  now,
}: {
  alias: string;
  timing: TWinBackTiming;
  days: number;
  /** The business's time zone, or the expression that reads it (db/rhythm-overdue.ts). */
  zone: string | SQL;
  now: Date;
}): SQL {
  const c = sql.raw(alias);
  const byDays = sql`${c}.last_visit_at < ${new Date(now.getTime() - days * DAY).toISOString()}::timestamptz`;
  if (timing === 'days') return sql`(${c}.last_visit_at is not null and ${byDays})`;
  return sql`(${c}.last_visit_at is not null and (${overdueByRhythmSql(alias, zone, now)}
    or (${withoutRhythmSql(alias)} and ${byDays})))`;
}
