import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customDomains } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { CUSTOM_DOMAIN_JOBS } from './jobs.ts';

/** How long a domain not verified yet is checked on its own; after that, the owner's "Check now" asks again. */
export const RECHECK_DAYS = 3;

/**
 * The job custom-domain.recheck-pending (every quarter of an hour): DNS records appear minutes to hours after an
 * owner creates them, so each domain added in the last three days and not verified yet is checked again.
 */
export async function recheckPendingDomains({ db, queue }: { db: TDb; queue: TQueue }): Promise<number> {
  const due = await db
    .update(customDomains)
    .set({ checkRequestedAt: new Date() })
    .where(
      and(
        eq(customDomains.status, 'pending'),
        gt(customDomains.createdAt, sql`now() - make_interval(days => ${RECHECK_DAYS})`),
      ),
    )
    .returning({ businessId: customDomains.businessId });
  await queue.sendMany(
    CUSTOM_DOMAIN_JOBS.check,
    due.map(({ businessId }) => ({ businessId })),
  );
  return due.length;
}
