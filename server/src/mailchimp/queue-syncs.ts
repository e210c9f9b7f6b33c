import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { planLapsedSql, suspendedSql } from '../billing/index.ts';
import { businesses, mailchimpConnections, subscriptionTiers } from '../db/schema/index.ts';
import { claimSync } from './claim-sync.ts';
import type { TMailchimpDeps } from './deps.ts';

/**
 * The nightly run: a sync job for every business with a chosen audience whose plan includes MailChimp (a business
 * that moved to Free keeps its connection, unsynced, until it upgrades or disconnects). A business whose sync is
 * already running is left to it, and one suspended (by a super admin, or as the client of a suspended agency) is not
 * synced until reactivated. Returns how many it queued.
 */
export async function queueMailchimpSyncs(deps: TMailchimpDeps): Promise<number> {
  const { db, queue, logger } = deps;
  const agency = alias(businesses, 'agency');
  const rows = await db
    .select({ businessId: mailchimpConnections.businessId })
    .from(mailchimpConnections)
    .innerJoin(businesses, eq(businesses.id, mailchimpConnections.businessId))
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .leftJoin(agency, eq(agency.id, businesses.agencyId))
    .where(
      and(
        isNotNull(mailchimpConnections.audienceId),
        sql.raw(`not ${suspendedSql('businesses', 'agency')}`),
        isNull(businesses.closedAt),
        sql`coalesce((${subscriptionTiers.features}->>'mailchimp')::boolean, false)`,
        // A lapsed trial or a canceled subscription has Free's features.
        sql.raw(`not ${planLapsedSql('businesses')}`),
      ),
    );
  let queued = 0;
  for (const row of rows) {
    if (await claimSync({ db, queue, businessId: row.businessId })) queued += 1;
  }
  logger.info({ queued }, 'mailchimp nightly syncs queued');
  return queued;
}
