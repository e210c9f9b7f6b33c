import type { TMultiplierRule } from '@regulars/contracts';
import { asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { earnMultipliers } from '../db/schema/index.ts';
import type { TStoredMultiplier } from './applicable-multipliers.ts';

export type TMultiplierRow = typeof earnMultipliers.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes of the day as HH:MM; midnight at the end of the day (1440) is written 00:00, as the owner typed it. */
const clock = (minutes: number | null) =>
  minutes === null ? null : `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** A business's multipliers, oldest first (the order they are listed and applied in). */
export async function readMultipliers({ db, businessId }: { db: TExecutor; businessId: string }) {
  return db
    .select()
    .from(earnMultipliers)
    .where(eq(earnMultipliers.businessId, businessId))
    .orderBy(asc(earnMultipliers.createdAt), asc(earnMultipliers.id));
}

/** A row as the page shows it; locations deleted since are left out. */
export function toMultiplierRule(row: TMultiplierRow, locationIds: Set<string>): TMultiplierRule {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    factor: row.factor,
    days: row.days,
    startTime: clock(row.startMinute),
    endTime: clock(row.endMinute),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    category: row.category,
    locationIds: row.locationIds === null ? null : row.locationIds.filter((id) => locationIds.has(id)),
  };
}

export const toStoredMultiplier = (row: TMultiplierRow): TStoredMultiplier => ({
  name: row.name,
  kind: row.kind,
  factor: row.factor,
  days: row.days,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  category: row.category,
  locationIds: row.locationIds,
});
