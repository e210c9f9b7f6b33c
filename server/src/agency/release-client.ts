import { AGENCY_MESSAGES } from '@regulars/contracts';
import { and, count, eq } from 'drizzle-orm';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, tenantMembers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findFreeTier } from '../tiers/index.ts';

/**
 * Moves a client to its own subscription (issue 32): it leaves the agency (no longer counted against max_clients, no
 * longer opened by the agency's team: the session reader opens only a client of the agency, so their sessions in it
 * end at the next request) and stands on the Free plan with no trial
 * until its owner picks a plan on /subscription. Only a client whose owner has joined its team can go: a business no
 * one can sign in to would be stranded. Its data stay exactly as they are.
 */
export async function releaseClient({
  db,
  agencyId,
  clientId,
  user,
}: {
  db: TDb;
  agencyId: string;
  clientId: string;
  user: { id: string; name: string; email: string };
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: businesses.id, tenantId: businesses.tenantId, companyName: businesses.companyName })
      .from(businesses)
      .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)))
      .for('update');
    if (!client) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.clientNotFound);
    const [team] = client.tenantId
      ? await tx
          .select({ n: count() })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.tenantId, client.tenantId), eq(tenantMembers.status, 'active')))
      : [{ n: 0 }];
    if (Number(team?.n ?? 0) === 0) throw new AppError('CONFLICT', AGENCY_MESSAGES.releaseNeedsOwner);

    const free = await findFreeTier({ db: tx });
    await tx
      .update(businesses)
      .set({
        agencyId: null,
        tierId: free.id,
        subscriptionStatus: 'active',
        trialEndsAt: null,
        subscriptionPeriodEnd: null,
      })
      .where(eq(businesses.id, client.id));
    for (const businessId of [agencyId, client.id]) {
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor: actorOfUser(user),
          action: 'agency.client_release',
          targetType: 'business',
          targetId: client.id,
          details: { companyName: client.companyName },
        },
      });
    }
  });
}
