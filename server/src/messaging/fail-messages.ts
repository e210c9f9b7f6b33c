import { and, eq, sql } from 'drizzle-orm';
import { chargedSegmentsOf, refundBatch } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { campaigns, communicationLogs } from '../db/schema/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';

type TFailedRow = {
  id: string;
  type: 'email' | 'sms';
  campaign_id: string | null;
  template_name: string | null;
  was_sent: boolean;
  credits: number;
  month: string | null;
  segments: number | null;
};

/**
 * Messages that did not go (refused before or by their provider, or reported undelivered later), failed with their
 * reasons in the caller's transaction: once only (one already failed is left as it is), each announced to the
 * business's webhooks as message.failed, their campaigns' counts moved (a sent one reported undelivered leaves
 * the sent count), and their charge given back in one ledger row. Answers how many failed now.
 */
export async function failMessages(
  tx: TExecutor,
  businessId: string,
  failed: { id: string; error: string }[],
): Promise<number> {
  if (failed.length === 0) return 0;
  const values = JSON.stringify(failed.map((f) => ({ id: f.id, error: f.error })));
  // A subquery in RETURNING reads the statement's snapshot: the row as it was before this update.
  const rows = await rawQuery<TFailedRow>(
    tx,
    sql`update ${communicationLogs} l set status = 'failed', handed_over_at = null,
      metadata = l.metadata || jsonb_build_object('error', v.error)
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, error text)
    where l.id = v.id and l.business_id = ${businessId} and l.status <> 'failed'
    returning l.id, l.type, l.campaign_id, l.template_name, l.charged_credits as credits,
      l.charged_sms_month as month, (l.metadata->>'smsSegments')::int as segments,
      (select o.status = 'sent' from ${communicationLogs} o where o.business_id = l.business_id and o.id = l.id) as was_sent`,
  );
  if (rows.length === 0) return 0;
  const errorOf = new Map(failed.map((f) => [f.id, f.error]));
  // No queue here: the minute's scheduled drain delivers them.
  await emitWebhookEvents({
    tx,
    queue: undefined,
    businessId,
    events: rows.map((r) => ({
      type: 'message.failed' as const,
      data: { messageId: r.id, channel: r.type, campaignId: r.campaign_id, error: errorOf.get(r.id) },
    })),
  });
  await moveCampaignCounts(tx, businessId, rows);
  await refundBatch({
    tx,
    businessId,
    credits: rows.reduce((sum, r) => sum + Number(r.credits), 0),
    smsByMonth: segmentsByMonth(rows),
    description: refundDescription(rows),
  });
  return rows.length;
}

async function moveCampaignCounts(tx: TExecutor, businessId: string, rows: TFailedRow[]) {
  const byCampaign = new Map<string, { failed: number; wereSent: number }>();
  for (const r of rows) {
    if (!r.campaign_id) continue;
    const counts = byCampaign.get(r.campaign_id) ?? { failed: 0, wereSent: 0 };
    counts.failed += 1;
    if (r.was_sent) counts.wereSent += 1;
    byCampaign.set(r.campaign_id, counts);
  }
  for (const [campaignId, { failed, wereSent }] of byCampaign) {
    await tx
      .update(campaigns)
      .set({
        failedCount: sql`${campaigns.failedCount} + ${failed}`,
        ...(wereSent > 0 ? { sentCount: sql`greatest(${campaigns.sentCount} - ${wereSent}, 0)` } : {}),
      })
      .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, campaignId)));
  }
}

/** Each SMS gives back the segments it was counted as, in the month it was counted in. */
function segmentsByMonth(rows: TFailedRow[]): Map<string, number> {
  const smsByMonth = new Map<string, number>();
  for (const r of rows) {
    if (!r.month) continue;
    const segments = chargedSegmentsOf({ smsSegments: r.segments === null ? undefined : Number(r.segments) });
    smsByMonth.set(r.month, (smsByMonth.get(r.month) ?? 0) + segments);
  }
  return smsByMonth;
}

function refundDescription(rows: TFailedRow[]): string {
  const [first] = rows as [TFailedRow];
  const sms = rows.every((r) => r.type === 'sms');
  if (rows.length === 1) return `Refund: ${sms ? 'SMS' : 'email'} not delivered (${first.template_name ?? 'message'})`;
  const kind = sms ? 'SMS' : rows.every((r) => r.type === 'email') ? 'emails' : 'messages';
  const campaign = rows.every((r) => r.campaign_id) ? 'campaign ' : '';
  return `Refund: ${rows.length} ${campaign}${kind} not sent`;
}
