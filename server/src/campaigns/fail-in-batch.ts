import { eq, sql } from 'drizzle-orm';
import { chargedSegmentsOf, refundBatch } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { campaigns, communicationLogs } from '../db/schema/index.ts';

type TFailed = {
  row: { id: string; chargedCredits: number; chargedSmsMonth: string | null; metadata: Record<string, unknown> };
  error: string;
};

/**
 * Campaign messages that will not go (refused at delivery), failed with their reason in the caller's transaction:
 * their charge given back in one ledger row, the campaign's failed count raised. Only messages still pending change.
 */
export async function failInBatch(
  tx: TExecutor,
  campaign: { id: string; businessId: string; type: 'email' | 'sms' },
  failed: TFailed[],
): Promise<void> {
  if (failed.length === 0) return;
  const values = JSON.stringify(failed.map((f) => ({ id: f.row.id, error: f.error })));
  const changed = (await tx.execute(sql`
    update ${communicationLogs} l set status = 'failed', handed_over_at = null,
      metadata = l.metadata || jsonb_build_object('error', v.error)
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, error text)
    where l.id = v.id and l.business_id = ${campaign.businessId} and l.status = 'pending'
    returning l.charged_credits as credits, l.charged_sms_month as month,
      (l.metadata->>'smsSegments')::int as segments`)) as unknown;
  type TRefunded = { credits: number; month: string | null; segments: number | null };
  const rows: TRefunded[] = Array.isArray(changed) ? changed : (changed as { rows: TRefunded[] }).rows;
  // Each SMS gives back the segments it was counted as.
  const smsByMonth = new Map<string, number>();
  for (const r of rows) {
    if (!r.month) continue;
    const segments = chargedSegmentsOf({ smsSegments: r.segments === null ? undefined : Number(r.segments) });
    smsByMonth.set(r.month, (smsByMonth.get(r.month) ?? 0) + segments);
  }
  await refundBatch({
    tx,
    businessId: campaign.businessId,
    credits: rows.reduce((sum: number, r: { credits: number }) => sum + Number(r.credits), 0),
    smsByMonth,
    description: `Refund: ${rows.length} campaign ${campaign.type === 'sms' ? 'SMS' : 'emails'} not sent`,
  });
  await tx
    .update(campaigns)
    .set({ failedCount: sql`${campaigns.failedCount} + ${rows.length}` })
    .where(eq(campaigns.id, campaign.id));
}
