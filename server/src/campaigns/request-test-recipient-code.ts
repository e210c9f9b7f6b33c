import {
  TEST_RECIPIENT_CODE_MINUTES,
  TEST_RECIPIENT_MESSAGES,
  type TRequestTestRecipientCode,
  type TTestRecipientAnswer,
} from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, testRecipients } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { isOptedOut } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { CAMPAIGN_JOBS } from './jobs.ts';
import { toTestRecipient } from './list-test-recipients.ts';
import { testRecipientAddress } from './test-recipient-address.ts';
import { newTestRecipientCode } from './test-recipient-code.ts';

/** Codes are messages we pay for and a way to reach strangers: a few per business, fewer per address. */
const codesPerBusiness = createRateLimiter({
  name: 'test-recipient-code',
  max: 5,
  windowMs: 60 * 60_000,
  message: TEST_RECIPIENT_MESSAGES.tooManyCodes,
});
/** Counted across businesses, so that many sign-ups cannot take turns texting one number. */
const codesPerAddress = createRateLimiter({
  name: 'test-recipient-code-address',
  max: 3,
  windowMs: 60 * 60_000,
  message: TEST_RECIPIENT_MESSAGES.tooManyCodesToAddress,
});

/**
 * POST /campaign-test-recipients: adds a number or email address where the team wants its campaign tests (or sends
 * its code again). A new six-digit code replaces any earlier one, is stored hashed for ten minutes, and a job sends
 * it; the code rides in the job only until it is sent (jobs/queue.ts redacts the payload).
 */
export async function requestTestRecipientCode({
  db,
  queue,
  businessId,
  userId,
  input,
  phoneRegion,
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  userId: string;
  input: TRequestTestRecipientCode;
  phoneRegion: string;
}): Promise<TTestRecipientAnswer> {
  const { channel } = input;
  const address = testRecipientAddress({ channel, address: input.address, phoneRegion });
  if (channel === 'sms' && (await isOptedOut(db, businessId, address))) {
    throw new AppError('VALIDATION', TEST_RECIPIENT_MESSAGES.optedOut);
  }
  const existing = await findRecipient(db, businessId, channel, address);
  if (existing?.verifiedAt) {
    return { recipient: toTestRecipient(existing), message: TEST_RECIPIENT_MESSAGES.alreadyVerified };
  }

  await codesPerBusiness.hit(db, businessId);
  try {
    await codesPerAddress.hit(db, `${channel}:${address}`);
  } catch (err) {
    await codesPerBusiness.giveBack(db, businessId);
    throw err;
  }

  const [business] = await db
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  const { code, codeHash } = newTestRecipientCode(businessId, channel, address);
  const codeExpiresAt = sql`now() + make_interval(mins => ${TEST_RECIPIENT_CODE_MINUTES})`;
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(testRecipients)
      .values({ businessId, channel, address, codeHash, codeExpiresAt, createdBy: userId })
      .onConflictDoUpdate({
        target: [testRecipients.businessId, testRecipients.channel, testRecipients.address],
        set: { codeHash, codeExpiresAt, wrongAttempts: 0 },
        // Verified meanwhile (another tab): it stays verified, and no code goes out.
        setWhere: isNull(testRecipients.verifiedAt),
      })
      .returning();
    if (!saved) return null;
    await queue.send(
      CAMPAIGN_JOBS.sendTestRecipientCode,
      { businessId, businessName: business?.name ?? 'Regulars', channel, to: address, code },
      { tx },
    );
    return saved;
  });
  if (!row) {
    const verified = await findRecipient(db, businessId, channel, address);
    if (!verified) throw new AppError('INTERNAL', 'The test recipient was removed while its code was being sent.');
    return { recipient: toTestRecipient(verified), message: TEST_RECIPIENT_MESSAGES.alreadyVerified };
  }
  return {
    recipient: toTestRecipient(row),
    message: channel === 'sms' ? TEST_RECIPIENT_MESSAGES.codeSentSms : TEST_RECIPIENT_MESSAGES.codeSentEmail,
  };
}

async function findRecipient(db: TDb, businessId: string, channel: 'sms' | 'email', address: string) {
  const [row] = await db
    .select()
    .from(testRecipients)
    .where(
      and(
        eq(testRecipients.businessId, businessId),
        eq(testRecipients.channel, channel),
        eq(testRecipients.address, address),
      ),
    )
    .limit(1);
  return row;
}
