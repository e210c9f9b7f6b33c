import { TZDate } from '@date-fns/tz';
import type { TAutomationKind } from '@regulars/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { automationRecipients } from '../db/schema/index.ts';

/** Which group an occasion's customer was drawn into: messaged (and, for a birthday, rewarded) or held back. */
export type TAutomationGroup = 'message' | 'control';

/**
 * An occasion's draw as SQL: a bucket 0–9,999 from the md5 of (business, automation, occasion, customer), spread
 * evenly whatever the ids. The occasion is in the hash, so a customer held back for one lapse or birthday is drawn
 * afresh for the next, while a re-run or a retried job of the same occasion draws the same. Each part is a value or
 * SQL over the caller's rows.
 */
export function drawBucket({
  businessId,
  kind,
  occasion,
  customerId,
}: {
  businessId: string | SQL;
  kind: TAutomationKind;
  occasion: SQL;
  customerId: SQL;
}): SQL<number> {
  const digest = sql`md5((${businessId})::text || ':' || ${kind}::text || ':' || (${occasion})::text || ':' || (${customerId})::text)`;
  // 28 bits of the digest as a positive integer, as campaigns draw theirs.
  return sql<number>`((('x' || substr(${digest}, 1, 7))::bit(28)::int % 10000))`;
}

/** Whether the draw holds the customer back at `share` percent: its bucket is below the share × 100. */
export function inAutomationControl(draw: Parameters<typeof drawBucket>[0] & { share: number }): SQL<boolean> {
  if (draw.share <= 0) return sql<boolean>`false`;
  return sql<boolean>`(${drawBucket(draw)} < ${Math.round(draw.share * 100)})`;
}

/**
 * Writes that an automation met a customer on an occasion, with the group drawn. Once per occasion: a second write (a
 * retried job, the other channel's message) keeps the first, so the group an occasion got never changes.
 */
export async function recordOccasion(
  db: TExecutor,
  row: {
    businessId: string;
    kind: TAutomationKind;
    customerId: string;
    occasion: string;
    occasionOn: string;
    group: TAutomationGroup;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(automationRecipients)
    .values({
      businessId: row.businessId,
      kind: row.kind,
      customerId: row.customerId,
      occasion: row.occasion,
      occasionOn: row.occasionOn,
      group: row.group,
      createdAt: row.now,
    })
    .onConflictDoNothing();
}

/** The business's calendar day at `now` (YYYY-MM-DD): the day an occasion's results window starts. */
export function businessDay(now: Date, timeZone: string | null): string {
  const local = new TZDate(now.getTime(), timeZone ?? 'UTC');
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())).toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
