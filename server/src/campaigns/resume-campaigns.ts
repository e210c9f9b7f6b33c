import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { campaigns } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { CAMPAIGN_JOBS } from './jobs.ts';

/**
 * At start: a slice for every campaign that was sending, so a process that died mid-campaign (kill -9, a crash, a
 * deploy) goes on from the checkpoint at once rather than when its stuck job expires. A second slice of a campaign
 * already being worked elsewhere is harmless: they take different messages.
 */
export async function resumeCampaigns({ db, queue }: { db: TDb; queue: TQueue }): Promise<number> {
  const sending = await db
    .select({ id: campaigns.id, businessId: campaigns.businessId })
    .from(campaigns)
    .where(eq(campaigns.status, 'sending'));
  for (const c of sending) await queue.send(CAMPAIGN_JOBS.sendCampaign, { businessId: c.businessId, campaignId: c.id });
  return sending.length;
}
