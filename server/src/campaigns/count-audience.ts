import type { TAudienceCount, TCampaignAudience, TCampaignType } from '@regulars/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, customers } from '../db/schema/index.ts';
import { assertProgramOfBusiness } from './assert-program.ts';
import { audienceWhere } from './audience-filter.ts';

/** How many customers a campaign would reach now, of how many the business has (the composer's live count). */
export async function countAudience({
  db,
  businessId,
  type,
  audience,
}: {
  db: TExecutor;
  businessId: string;
  type: TCampaignType;
  audience: TCampaignAudience;
}): Promise<TAudienceCount> {
  await assertProgramOfBusiness({ db, businessId, programId: audience.programId });
  const [business] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [matching] = await db
    .select({ n: count() })
    .from(customers)
    .where(audienceWhere({ businessId, type, audience, timeZone: business?.timeZone ?? null }));
  const [all] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), isNull(customers.deletedAt)));
  return { count: matching?.n ?? 0, total: all?.n ?? 0 };
}
