import { CAMPAIGN_MESSAGES, type TCampaign } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { campaigns } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { campaignAnswer } from './quiet-hold.ts';

/** The business's campaign row (locked for update when `lock`); another business's id is 404, as an unknown one. */
export async function requireCampaignRow({
  db,
  businessId,
  campaignId,
  lock = false,
}: {
  db: TExecutor;
  businessId: string;
  campaignId: string;
  lock?: boolean;
}) {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, campaignId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  return row;
}

/** One campaign with its results so far. */
export async function getCampaign(opts: { db: TExecutor; businessId: string; campaignId: string }): Promise<TCampaign> {
  return campaignAnswer(opts.db, opts.businessId, await requireCampaignRow(opts));
}
