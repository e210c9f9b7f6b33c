import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { campaigns, communicationLogs } from '../db/schema/index.ts';

/** A message its provider took, with the provider's id for it (and the provider's name when it chose another). */
export type TTaken = { id: string; providerId: string; provider?: string };

/**
 * Records messages their provider took, in one statement: sent, with the provider's ids, an earlier attempt's error
 * cleared; a text also delivered when the provider never reports delivery (taking it is all it will say). Their
 * campaigns' counts follow.
 */
export async function markSent(
  tx: TExecutor,
  {
    businessId,
    provider,
    taken,
    delivered,
  }: { businessId: string; provider: string; taken: TTaken[]; delivered: boolean },
): Promise<void> {
  if (taken.length === 0) return;
  const values = JSON.stringify(taken.map((s) => ({ id: s.id, pid: s.providerId, p: s.provider ?? provider })));
  const rows = await rawQuery<{ campaign_id: string | null }>(
    tx,
    sql`update ${communicationLogs} l set status = 'sent', provider = v.p, provider_message_id = v.pid,
      metadata = l.metadata - 'error',
      handed_over_at = coalesce(l.handed_over_at, now()),
      attempts = l.attempts + case when l.handed_over_at is null then 1 else 0 end
      ${delivered ? sql`, delivered_at = case when l.type = 'sms' then now() else l.delivered_at end` : sql``}
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, pid text, p text)
    where l.id = v.id and l.business_id = ${businessId} and l.status = 'pending'
    returning l.campaign_id`,
  );
  const perCampaign = new Map<string, number>();
  for (const { campaign_id: id } of rows) if (id) perCampaign.set(id, (perCampaign.get(id) ?? 0) + 1);
  for (const [campaignId, n] of perCampaign) {
    await tx
      .update(campaigns)
      .set({
        sentCount: sql`${campaigns.sentCount} + ${n}`,
        ...(delivered ? { deliveredCount: sql`${campaigns.deliveredCount} + ${n}` } : {}),
      })
      .where(sql`${campaigns.businessId} = ${businessId} and ${campaigns.id} = ${campaignId}`);
  }
}
