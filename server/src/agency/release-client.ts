import { AGENCY_MESSAGES } from '@regulars/contracts';
import { and, count, eq } from 'drizzle-orm';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, tenantMembers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findFreeTier } from '../tiers/index.ts';
import { handOverClient } from './hand-over-client.ts';
import { lockAgencyAndClient } from './lock-client.ts';
import { returnClientCredits } from './return-client-credits.ts';

/**
 * Moves a client to its own subscription (issue 32): it leaves the agency (no longer counted against max_clients, no
 * longer opened by the agency's team: the session reader opens only a client of the agency, so their sessions in it
 * end at the next request) and stands on the Free plan until its owner picks a plan on /subscription. Only a client
 * whose owner has joined its team can go: a business no one can sign in to would be stranded. Its data stay exactly
 * as they are; its credits do not (issue 47): what is left of the agency's gifts goes back to the agency and the rest
 * is removed (returnClientCredits), so a client leaves with nothing it did not pay for. Its trial history stays:
 * trial_ends_at marks a trial had (firstTrialDays), so a released client cannot start a second one. It is a hand-over
 * (handOverClient): every counter device, staff PIN, API key and webhook endpoint in it ends, and the agency's sessions
 * in it close. Both audit trails say what moved and what ended; a failure anywhere rolls all of it back.
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
    const { agency, client } = await lockAgencyAndClient({ tx, agencyId, clientId });
    const [team] = client.tenantId
      ? await tx
          .select({ n: count() })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.tenantId, client.tenantId), eq(tenantMembers.status, 'active')))
      : [{ n: 0 }];
    if (Number(team?.n ?? 0) === 0) throw new AppError('CONFLICT', AGENCY_MESSAGES.releaseNeedsOwner);

    const credits = await returnClientCredits({ tx, agency, client, actorUserId: user.id });
    const ended = await handOverClient({ tx, agency, client, actor: actorOfUser(user) });
    const free = await findFreeTier({ db: tx });
    await tx
      .update(businesses)
      .set({ agencyId: null, tierId: free.id, subscriptionStatus: 'active', subscriptionPeriodEnd: null })
      .where(eq(businesses.id, client.id));
    for (const businessId of [agency.id, client.id]) {
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor: actorOfUser(user),
          action: 'agency.client_release',
          targetType: 'business',
          targetId: client.id,
          details: {
            companyName: client.companyName,
            agency: agency.companyName,
            creditsReturned: credits.returned,
            creditsRemoved: credits.removed,
            ended,
          },
        },
      });
    }
  });
}
