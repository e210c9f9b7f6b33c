import { TEST_RECIPIENT_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { testRecipients } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** DELETE /campaign-test-recipients/:id: tests no longer go there (it can be verified again by a new code). */
export async function removeTestRecipient({
  db,
  businessId,
  recipientId,
}: {
  db: TExecutor;
  businessId: string;
  recipientId: string;
}): Promise<void> {
  const [removed] = await db
    .delete(testRecipients)
    .where(and(eq(testRecipients.businessId, businessId), eq(testRecipients.id, recipientId)))
    .returning({ id: testRecipients.id });
  if (!removed) throw new AppError('NOT_FOUND', TEST_RECIPIENT_MESSAGES.notFound);
}
