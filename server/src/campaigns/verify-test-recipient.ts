import { TEST_RECIPIENT_MAX_WRONG, TEST_RECIPIENT_MESSAGES, type TTestRecipientAnswer } from '@regulars/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { testRecipients } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toTestRecipient } from './list-test-recipients.ts';
import { hashTestRecipientCode } from './test-recipient-code.ts';

/**
 * POST /campaign-test-recipients/:id/verify: the code sent to the address proves the team holds it, and tests may
 * go there from now on. A code works once, for ten minutes; the fifth wrong try voids it (a new one must be sent).
 */
export async function verifyTestRecipient({
  db,
  businessId,
  recipientId,
  code,
}: {
  db: TDb;
  businessId: string;
  recipientId: string;
  code: string;
}): Promise<TTestRecipientAnswer> {
  const mine = and(eq(testRecipients.businessId, businessId), eq(testRecipients.id, recipientId));
  const [row] = await db.select().from(testRecipients).where(mine).limit(1);
  if (!row) throw new AppError('NOT_FOUND', TEST_RECIPIENT_MESSAGES.notFound);
  if (row.verifiedAt) return { recipient: toTestRecipient(row), message: TEST_RECIPIENT_MESSAGES.alreadyVerified };

  const codeHash = hashTestRecipientCode(businessId, row.channel, row.address, code);
  // One statement checks and uses the code: of two tries with the same code, one verifies it.
  const [verified] = await db
    .update(testRecipients)
    .set({ verifiedAt: sql`now()`, codeHash: null, codeExpiresAt: null, wrongAttempts: 0 })
    .where(
      and(
        mine,
        isNull(testRecipients.verifiedAt),
        eq(testRecipients.codeHash, codeHash),
        gt(testRecipients.codeExpiresAt, sql`now()`),
        lt(testRecipients.wrongAttempts, TEST_RECIPIENT_MAX_WRONG),
      ),
    )
    .returning();
  if (verified) return { recipient: toTestRecipient(verified), message: TEST_RECIPIENT_MESSAGES.verified };

  const [counted] = await db
    .update(testRecipients)
    .set({ wrongAttempts: sql`${testRecipients.wrongAttempts} + 1` })
    .where(and(mine, isNull(testRecipients.verifiedAt), sql`${testRecipients.codeHash} is not null`))
    .returning({ wrongAttempts: testRecipients.wrongAttempts, expiresAt: testRecipients.codeExpiresAt });
  const live =
    counted && counted.wrongAttempts < TEST_RECIPIENT_MAX_WRONG && counted.expiresAt && counted.expiresAt > new Date();
  throw new AppError('VALIDATION', live ? TEST_RECIPIENT_MESSAGES.codeWrong : TEST_RECIPIENT_MESSAGES.codeVoid);
}
