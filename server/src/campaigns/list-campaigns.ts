import { CAMPAIGNS_PAGE_SIZE, type TCampaignList, type TCampaignType } from '@regulars/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { campaigns } from '../db/schema/index.ts';
import { toCampaign } from './to-campaign.ts';

/** The business's campaigns, newest first, 50 a page, optionally of one type (the All / Email / SMS tabs). */
export async function listCampaigns({
  db,
  businessId,
  type,
  page,
}: {
  db: TDb;
  businessId: string;
  type?: TCampaignType;
  page: number;
}): Promise<TCampaignList> {
  const where = and(eq(campaigns.businessId, businessId), type ? eq(campaigns.type, type) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(CAMPAIGNS_PAGE_SIZE)
      .offset((page - 1) * CAMPAIGNS_PAGE_SIZE),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return {
    campaigns: rows.map((row) => {
      const {
        body: _body,
        design: _design,
        audience: _audience,
        quietHold: _hold,
        variantB: _b,
        ...item
      } = toCampaign(row);
      return item;
    }),
    total: total?.n ?? 0,
  };
}
