import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { changeCredits } from './change-credits.ts';

/**
 * Gives back what a send that finally failed cost (recordSpend's charge, as its log row kept it), in the caller's
 * transaction: the credits with a `send_refund` ledger row, and the SMS's segments in the month's count while it is
 * still that month (a new month has started from zero anyway).
 */
export async function refundSpend({
  tx,
  businessId,
  charge,
  description,
}: {
  tx: TExecutor;
  businessId: string;
  /** `segments`: what the SMS was counted as (chargedSegmentsOf its log's metadata). */
  charge: { credits: number; smsMonth: string | null; segments: number };
  description: string;
}): Promise<void> {
  if (charge.smsMonth) {
    await tx
      .update(businesses)
      .set({ usageSmsMonthly: sql`greatest(${businesses.usageSmsMonthly} - ${Math.max(1, charge.segments)}, 0)` })
      .where(and(eq(businesses.id, businessId), eq(businesses.usageSmsMonth, charge.smsMonth)));
  }
  if (charge.credits > 0) {
    await changeCredits({ tx, businessId, delta: charge.credits, kind: 'send_refund', reason: description });
  }
}
