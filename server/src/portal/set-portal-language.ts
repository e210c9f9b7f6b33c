import type { TLanguage } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { findChosenCustomer } from './find-portal-session.ts';

/**
 * PUT /portal/language: the language the signed-in customer reads the portal in, at the business they chose (issue 52);
 * null goes back to the business's. Only their own row of that business changes.
 */
export async function setPortalLanguage({
  db,
  token,
  language,
}: {
  db: TExecutor;
  token: string | undefined;
  language: TLanguage | null;
}): Promise<void> {
  const chosen = await findChosenCustomer({ db, token });
  await db
    .update(customers)
    .set({ language })
    .where(
      and(
        eq(customers.businessId, chosen.businessId),
        eq(customers.id, chosen.customerId),
        isNull(customers.deletedAt),
      ),
    );
}
