import { AGENCY_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { businesses, clientManagers, sessions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** The client is one of the user's (client_managers). */
const managedBy = (userId: string) =>
  sql`exists (select 1 from ${clientManagers} where ${clientManagers.businessId} = ${businesses.id} and ${clientManagers.userId} = ${userId})`;

/**
 * Opens one of the agency's clients in the caller's session, or goes back to the agency's own business (null). The
 * session row holds the choice (another process reads the same), and every opening is a row of the client's audit
 * trail, so its owner sees who from the agency worked in their business and when.
 */
export async function openClient({
  db,
  agencyId,
  sessionId,
  user,
  clientId,
  managerOnly,
}: {
  db: TDb;
  agencyId: string;
  sessionId: string;
  user: { id: string; name: string; email: string };
  clientId: string | null;
  /** An account manager (not the agency's admin) opens only the clients assigned to them; any other is not found. */
  managerOnly: boolean;
}): Promise<{ id: string; companyName: string } | null> {
  return db.transaction(async (tx) => {
    if (clientId === null) {
      await tx.update(sessions).set({ activeBusinessId: null }).where(eq(sessions.id, sessionId));
      return null;
    }
    const agency = alias(businesses, 'agency');
    const [client] = await tx
      .select({ id: businesses.id, companyName: businesses.companyName, agencyName: agency.companyName })
      .from(businesses)
      .innerJoin(agency, eq(agency.id, businesses.agencyId))
      .where(
        and(
          eq(businesses.id, clientId),
          eq(businesses.agencyId, agencyId),
          managerOnly ? managedBy(user.id) : undefined,
        ),
      )
      .limit(1);
    if (!client) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.clientNotFound);
    await tx.update(sessions).set({ activeBusinessId: client.id }).where(eq(sessions.id, sessionId));
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId: client.id,
        actor: actorOfUser(user),
        action: 'agency.open',
        targetType: 'business',
        targetId: client.id,
        details: { agency: client.agencyName },
      },
    });
    return { id: client.id, companyName: client.companyName };
  });
}
