import { sql } from 'drizzle-orm';
import { segmentsMetadata } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';

/** What one message of the batch adds to the values every message of the batch shares. */
export type TCampaignLogRow = {
  id: string;
  customerId: string;
  subject: string | null;
  content: string;
  html: string | null;
  chargedCredits: number;
  /** The SMS segments it was charged as (kept in its metadata when more than one, for an exact refund). */
  segments: number;
  /** The provider's id when the provider took it in this transaction (the outbox); null while pending. */
  providerMessageId: string | null;
  /** An A/B test's version B (kept in its metadata as `variant: 'b'`: what its clicks and its version's figures read). */
  variantB?: boolean;
};

/** What every message of a campaign's batch has in common; `sent` when the provider took the batch already. */
export type TCampaignLogBatch = {
  businessId: string;
  campaign: { id: string; type: 'email' | 'sms'; templateId: string | null; name: string };
  chargedSmsMonth: string | null;
  now: Date;
  sent: { provider: string } | null;
};

/**
 * A campaign's batch of messages written to communication_logs in ONE statement with one parameter (the rows as
 * JSON): built by the ORM as a 500-row, 21-column VALUES list, the statement cost node about as much CPU as it cost
 * PostgreSQL to store the rows, and the sending waits for both in turn.
 * The send key `campaign:<campaign>:<customer>` makes a second message to one customer impossible.
 */
export async function insertCampaignLogs(tx: TExecutor, batch: TCampaignLogBatch, rows: TCampaignLogRow[]) {
  if (rows.length === 0) return;
  const { businessId, campaign, now, sent } = batch;
  const at = now.toISOString();
  const values = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      customer_id: r.customerId,
      subject: r.subject,
      content: r.content,
      html: r.html,
      credits: r.chargedCredits,
      segs: campaign.type === 'sms' ? (segmentsMetadata(r.segments).smsSegments ?? null) : null,
      pid: r.providerMessageId,
      b: r.variantB === true,
    })),
  );
  // The outbox counts an SMS delivered when it takes it (there is no carrier to report later).
  const deliveredAt = sent && campaign.type === 'sms' ? at : null;
  await tx.execute(sql`
    insert into communication_logs (id, business_id, customer_id, campaign_id, type, template_id, template_name,
      subject, content, html, send_key, metadata, charged_credits, charged_sms_month, created_at, status, provider,
      provider_message_id, handed_over_at, attempts, delivered_at)
    select v.id, ${businessId}, v.customer_id, ${campaign.id}::uuid, ${campaign.type}, ${campaign.templateId}::uuid,
      ${campaign.name}, v.subject, v.content, v.html, 'campaign:' || ${campaign.id} || ':' || v.customer_id,
      '{"campaign":true,"marketing":true}'::jsonb
        || case when v.segs is null then '{}'::jsonb else jsonb_build_object('smsSegments', v.segs) end
        || case when v.b then '{"variant":"b"}'::jsonb else '{}'::jsonb end,
      v.credits, ${batch.chargedSmsMonth}, ${at}::timestamptz,
      ${sent ? 'sent' : 'pending'}, ${sent?.provider ?? null}, v.pid, ${sent ? at : null}::timestamptz,
      ${sent ? 1 : 0}, ${deliveredAt}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, customer_id uuid, subject text, content text, html text,
      credits integer, segs integer, pid text, b boolean)`);
}
