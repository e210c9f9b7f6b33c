import { eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { portalSessionCustomers, portalSessions } from '../db/schema/index.ts';

/**
 * Signs a customer out of the portal on every device: each portal session that holds them ends (a session opened for
 * a phone known to several businesses ends whole; the person signs in again). The caller has checked that the
 * customer is its business's.
 */
export async function endPortalSessions({ db, customerId }: { db: TExecutor; customerId: string }): Promise<void> {
  await db
    .delete(portalSessions)
    .where(
      inArray(
        portalSessions.id,
        db
          .select({ id: portalSessionCustomers.sessionId })
          .from(portalSessionCustomers)
          .where(eq(portalSessionCustomers.customerId, customerId)),
      ),
    );
}
