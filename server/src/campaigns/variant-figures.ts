import type { TVariantFigures } from '@regulars/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { communicationLogs } from '../db/schema/index.ts';

/**
 * An A/B test's messages per version: made, sent, opened and clicked. Counted from the campaign's own messages (found
 * by communication_logs_business_campaign_status_idx, each saying its version in its metadata): the campaign's
 * counters add both versions together, and a counter per version would need columns the campaign does not have.
 */
export async function variantFigures({
  db,
  businessId,
  campaignId,
}: {
  db: TExecutor;
  businessId: string;
  campaignId: string;
}): Promise<{ a: TVariantFigures; b: TVariantFigures }> {
  const isB = sql<boolean>`coalesce(${communicationLogs.metadata}->>'variant' = 'b', false)`;
  const rows = await db
    .select({
      b: isB,
      messaged: count(),
      sent: sql<number>`(count(*) filter (where ${communicationLogs.status} = 'sent'))::int`,
      opened: sql<number>`count(${communicationLogs.openedAt})::int`,
      clicked: sql<number>`count(${communicationLogs.clickedAt})::int`,
    })
    .from(communicationLogs)
    .where(and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.campaignId, campaignId)))
    .groupBy(isB);
  const of = (b: boolean): TVariantFigures => {
    const row = rows.find((r) => Boolean(r.b) === b);
    return {
      messaged: Number(row?.messaged ?? 0),
      sent: Number(row?.sent ?? 0),
      opened: Number(row?.opened ?? 0),
      clicked: Number(row?.clicked ?? 0),
    };
  };
  return { a: of(false), b: of(true) };
}
