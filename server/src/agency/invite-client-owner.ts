import { AGENCY_MESSAGES, type TTeamInvitation } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { inviteMember } from '../teams/index.ts';

/**
 * The agency invites its client's owner to the client business as its admin, and to nothing else: they join that
 * business's team (a seat of its plan), never the agency's, so they see only their own business.
 */
export async function inviteClientOwner({
  db,
  queue,
  appUrl,
  agencyId,
  clientId,
  invitedByUserId,
  email,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  appUrl: string;
  agencyId: string;
  clientId: string;
  invitedByUserId: string;
  email: string;
}): Promise<TTeamInvitation> {
  const [client] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)))
    .limit(1);
  if (!client) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.clientNotFound);
  return inviteMember({ db, queue, appUrl, businessId: client.id, invitedByUserId, email, role: 'admin' });
}
