import type { TTestRecipient, TTestRecipientChannel, TTestRecipientList } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { testRecipients } from '../db/schema/index.ts';
import { ownVerifiedEmail } from './own-verified-email.ts';

/** A test_recipients row as the composer shows it (never its code). */
export function toTestRecipient(row: typeof testRecipients.$inferSelect): TTestRecipient {
  return {
    id: row.id,
    channel: row.channel,
    address: row.address,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where the business's campaign tests may go (verified first, then those waiting for their code), and the user's own email. */
export async function listTestRecipients({
  db,
  businessId,
  userId,
  channel,
}: {
  db: TExecutor;
  businessId: string;
  userId: string;
  channel?: TTestRecipientChannel;
}): Promise<TTestRecipientList> {
  const rows = await db
    .select()
    .from(testRecipients)
    .where(and(eq(testRecipients.businessId, businessId), channel ? eq(testRecipients.channel, channel) : undefined))
    .orderBy(asc(testRecipients.createdAt), asc(testRecipients.id))
    .limit(200);
  const recipients = rows.map(toTestRecipient);
  recipients.sort((a, b) => Number(b.verified) - Number(a.verified));
  return { recipients, ownEmail: channel === 'sms' ? null : await ownVerifiedEmail({ db, userId }) };
}
