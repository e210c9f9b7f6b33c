import type { TAudienceCount, TCampaignAudience, TCampaignType } from '@regulars/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, customers } from '../db/schema/index.ts';
import { assertProgramOfBusiness } from './assert-program.ts';
import { audienceWhere } from './audience-filter.ts';
import { inControlGroup, inVariantB } from './control-group.ts';
import { requireCampaignRow } from './get-campaign.ts';

/**
 * How many customers a campaign would reach now, of how many the business has (the composer's live count); with the
 * campaign and a control share, how many of them its control group would keep back, and with a version B share, how
 * many of the others would get version B: each drawn as the send draws them.
 */
export async function countAudience({
  db,
  businessId,
  type,
  audience,
  campaignId,
  controlShare,
  variantBShare,
}: {
  db: TExecutor;
  businessId: string;
  type: TCampaignType;
  audience: TCampaignAudience;
  campaignId?: string;
  controlShare?: number;
  variantBShare?: number;
}): Promise<TAudienceCount> {
  await assertProgramOfBusiness({ db, businessId, programId: audience.programId });
  // Another business's campaign is 404, as everywhere: its draw is not this business's to see.
  if (campaignId) await requireCampaignRow({ db, businessId, campaignId });
  const [business] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const control =
    campaignId && controlShare ? inControlGroup({ businessId, campaignId, share: controlShare }) : sql<boolean>`false`;
  const b =
    campaignId && variantBShare ? inVariantB({ businessId, campaignId, share: variantBShare }) : sql<boolean>`false`;
  const [matching] = await db
    .select({
      n: count(),
      control: sql<number>`(count(*) filter (where ${control}))::int`,
      variantB: sql<number>`(count(*) filter (where not ${control} and ${b}))::int`,
    })
    .from(customers)
    .where(audienceWhere({ businessId, type, audience, timeZone: business?.timeZone ?? null }));
  const [all] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), isNull(customers.deletedAt)));
  return {
    count: matching?.n ?? 0,
    control: Number(matching?.control ?? 0),
    variantB: Number(matching?.variantB ?? 0),
    total: all?.n ?? 0,
  };
}
