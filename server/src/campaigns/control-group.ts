import type { TCampaignGroup } from '@regulars/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';

/**
 * Whether a customer falls in a campaign's control group, as SQL over `customers`: a bucket 0–9,999 from the md5 of
 * (business, campaign, customer), kept back when below the share × 100. Deterministic, so the composer's count, the
 * send and a send resumed after a crash all draw the same customers; md5 spreads them evenly whatever their ids.
 */
export function inControlGroup({
  businessId,
  campaignId,
  share,
}: {
  businessId: string;
  campaignId: string;
  share: number;
}): SQL<boolean> {
  if (share <= 0) return sql<boolean>`false`;
  const digest = sql`md5(${businessId}::text || ':' || ${campaignId}::text || ':' || ${customers.id}::text)`;
  return bucketBelow(digest, share);
}

/**
 * Whether a messaged customer gets an A/B test's version B, as SQL over `customers`: drawn like the control group but
 * from a second hash (the same key, salted 'variant-b'), so which customers get B does not depend on who was kept
 * back, and the composer's count, the send and a resumed send draw the same. `share`: percent of those messaged.
 */
export function inVariantB({
  businessId,
  campaignId,
  share,
}: {
  businessId: string;
  campaignId: string;
  share: number;
}): SQL<boolean> {
  if (share <= 0) return sql<boolean>`false`;
  const digest = sql`md5('variant-b:' || ${businessId}::text || ':' || ${campaignId}::text || ':' || ${customers.id}::text)`;
  return bucketBelow(digest, share);
}

/** A bucket 0–9,999 from 28 bits of the digest (a positive integer), below the share × 100. */
function bucketBelow(digest: SQL, share: number): SQL<boolean> {
  return sql<boolean>`((('x' || substr(${digest}, 1, 7))::bit(28)::int % 10000) < ${Math.round(share * 100)})`;
}

/**
 * Who a batch reached, each with their group, in ONE statement (the rows as JSON): a second write of a customer (a
 * batch repeated after a crash) leaves the first, as the send key does for messages.
 */
export async function recordCampaignRecipients(
  tx: TExecutor,
  { businessId, campaignId, now }: { businessId: string; campaignId: string; now: Date },
  rows: { customerId: string; group: TCampaignGroup }[],
) {
  if (rows.length === 0) return;
  const values = JSON.stringify(rows.map((r) => ({ c: r.customerId, g: r.group })));
  await tx.execute(sql`
    insert into campaign_recipients (business_id, campaign_id, customer_id, "group", created_at)
    select ${businessId}, ${campaignId}::uuid, v.c, v.g, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(c uuid, g text)
    on conflict do nothing`);
}
