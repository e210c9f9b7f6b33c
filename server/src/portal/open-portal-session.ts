import type { TPortalLoginResponse } from '@regulars/contracts';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers, portalSessionCustomers, portalSessions } from '../db/schema/index.ts';
import { hashPortalToken, newPortalToken, PORTAL_SESSION_MS } from './session-token.ts';

/** How often opening a session also deletes expired ones, so the table stays the size of the signed-in people. */
const PRUNE_EVERY = 100;

/**
 * Opens a portal session for the customers a phone and PIN opened (one per business). With one, it is signed in to
 * that business at once; with several, the session holds only those customers until POST /portal/choose picks one.
 * The session the browser had before, if any, ends. Returns the cookie's token (shown to nobody else, stored hashed).
 */
export async function openPortalSession({
  db,
  matches,
  previousToken,
}: {
  db: TExecutor;
  matches: { id: string; businessId: string; businessName: string }[];
  previousToken?: string;
}): Promise<{ token: string; body: TPortalLoginResponse }> {
  const { token, tokenHash } = newPortalToken();
  const single = matches.length === 1 ? matches[0] : null;
  await db.transaction(async (tx) => {
    if (previousToken)
      await tx.delete(portalSessions).where(eq(portalSessions.tokenHash, hashPortalToken(previousToken)));
    const [session] = await tx
      .insert(portalSessions)
      .values({ tokenHash, chosenCustomerId: single?.id ?? null, expiresAt: new Date(Date.now() + PORTAL_SESSION_MS) })
      .returning({ id: portalSessions.id });
    await tx
      .insert(portalSessionCustomers)
      .values(matches.map((m) => ({ sessionId: session.id, businessId: m.businessId, customerId: m.id })));
    if (single) await markLoggedIn({ db: tx, customerIds: [single.id] });
    if (Math.random() * PRUNE_EVERY < 1)
      await tx.delete(portalSessions).where(lt(portalSessions.expiresAt, sql`now()`));
  });
  return {
    token,
    body: {
      status: single ? 'signed_in' : 'choose',
      choices: matches.map((m) => ({ customerId: m.id, businessName: m.businessName })),
    },
  };
}

/** The business sees when its customer last opened the portal (set when signed in to that business). */
export async function markLoggedIn({ db, customerIds }: { db: TExecutor; customerIds: string[] }): Promise<void> {
  await db.update(customers).set({ lastLoginAt: sql`now()` }).where(inArray(customers.id, customerIds));
}
