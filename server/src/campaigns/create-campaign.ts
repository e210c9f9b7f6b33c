import type { TCampaign, TCreateCampaign } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { campaigns } from '../db/schema/index.ts';
import { campaignAnswer } from './quiet-hold.ts';

/** The spec's create dialog: a draft with a name and a type; the composer fills in the rest. */
export async function createCampaign({
  db,
  businessId,
  userId,
  input,
}: {
  db: TDb;
  businessId: string;
  userId: string | null;
  input: { name: string; type: TCreateCampaign['type'] };
}): Promise<TCampaign> {
  const [row] = await db
    .insert(campaigns)
    .values({ businessId, name: input.name, type: input.type, status: 'draft', recipientCount: 0, createdBy: userId })
    .returning();
  if (!row) throw new Error('the campaign was not saved');
  return campaignAnswer(db, businessId, row);
}
