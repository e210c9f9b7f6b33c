import { CAMPAIGN_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { campaigns } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { requireCampaignRow } from './get-campaign.ts';

/** Deletes a draft or a cancelled campaign; one that sent keeps its record (its messages point at it). */
export async function deleteCampaign({
  db,
  businessId,
  campaignId,
}: {
  db: TDb;
  businessId: string;
  campaignId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireCampaignRow({ db: tx, businessId, campaignId, lock: true });
    if (row.status !== 'draft' && !(row.status === 'cancelled' && row.queuedCount === 0)) {
      throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.onlyDraftDeletable);
    }
    await tx.delete(campaigns).where(eq(campaigns.id, row.id));
  });
}
