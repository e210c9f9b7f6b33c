import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { mailchimpConnections } from '../db/schema/index.ts';

/**
 * Forgets the business's MailChimp connection: its encrypted key, audience and last sync. Allowed on any plan, so a
 * business that moved to Free can still remove its key. The audience in MailChimp is left as it is. Repeating it
 * changes nothing. A sync already running finds no connection at its next step and stops.
 */
export async function disconnectMailchimp({ db, businessId }: { db: TDb; businessId: string }): Promise<void> {
  await db.delete(mailchimpConnections).where(eq(mailchimpConnections.businessId, businessId));
}
