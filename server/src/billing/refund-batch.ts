import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { changeCredits } from './change-credits.ts';

/**
 * The charge of messages that did not go, given back: their credits in one `send_refund`
 * ledger row, and their SMS segments taken off the month they were counted in, while it is still that month.
 */
export async function refundBatch({
  tx,
  businessId,
  credits,
  smsByMonth,
  description,
}: {
  tx: TExecutor;
  businessId: string;
  credits: number;
  /** The segments to give back per month counted in (each message's chargedSegmentsOf, summed). */
  smsByMonth: Map<string, number>;
  description: string;
}): Promise<void> {
  for (const [month, count] of smsByMonth) {
    await tx
      .update(businesses)
      .set({ usageSmsMonthly: sql`greatest(${businesses.usageSmsMonthly} - ${count}, 0)` })
      .where(and(eq(businesses.id, businessId), eq(businesses.usageSmsMonth, month)));
  }
  if (credits > 0) await changeCredits({ tx, businessId, delta: credits, kind: 'send_refund', reason: description });
}
