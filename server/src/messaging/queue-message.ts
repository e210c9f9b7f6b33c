import { and, eq } from 'drizzle-orm';
import { recordSpend, segmentsMetadata, smsSegmentsOf, usageMonth } from '../billing/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses, communicationLogs } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { MESSAGING_JOBS } from './jobs.ts';
import { quietHoursEnd } from './quiet-hours.ts';

/** One message to one customer, rendered and ready to go. */
export type TOutgoingMessage = {
  businessId: string;
  customerId: string;
  channel: 'sms' | 'email';
  template: { id: string; name: string };
  /** Email only. */
  subject?: string;
  /** The SMS exactly as it goes out (charged per segment), or the email's text part (what the history shows). */
  text: string;
  /** Email only: the inside of the HTML part (renderEmailBody). */
  html?: string;
  /** Names the send (see communication_logs.send_key): queued once per business whatever happens. */
  sendKey: string;
  /** Marketing SMS wait out the business's quiet hours. */
  marketing: boolean;
  /** Where it came from, kept with the log: { quick: true } or { trigger, event }. */
  metadata: Record<string, unknown>;
  /** How the charge reads in the credit history. */
  spendDescription: string;
};

/** CAN-SPAM: a marketing email carries the sender's postal address. */
export const MARKETING_EMAIL_NEEDS_ADDRESS =
  'Add your business postal address in Settings before sending marketing email: the law requires it in every one.';

export type TQueuedMessage = { logId: string; status: 'pending' | 'sent' | 'failed'; duplicate: boolean };

/**
 * Queues a message. A marketing email needs the business's postal address (VALIDATION otherwise). In one transaction: the log row ('pending', with its send key), the charge (an SMS per segment of its text: monthly allowance,
 * then credits: a refusal throws PLAN_LIMIT and writes nothing) and the `message.deliver` job, which exists only if
 * all of it commits. A send key already used answers with that message instead: nothing is charged or sent again.
 * The job (deliver-message.ts) hands it to the provider, with retries, and refunds the charge if it finally fails.
 */
export async function queueMessage({
  db,
  queue,
  message,
  now = new Date(),
}: {
  db: TDb;
  queue: TQueue;
  message: TOutgoingMessage;
  now?: Date;
}): Promise<TQueuedMessage> {
  const { businessId } = message;
  const rules = await readSendingRules(db, businessId);
  // The log keeps the segments charged, so a failed send is refunded exactly that (content is erased with a customer).
  const segments = message.channel === 'sms' ? smsSegmentsOf(message.text) : 1;
  if (message.marketing && message.channel === 'email' && !rules?.postalAddress) {
    throw new AppError('VALIDATION', MARKETING_EMAIL_NEEDS_ADDRESS);
  }
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communicationLogs)
      .values({
        businessId,
        customerId: message.customerId,
        type: message.channel,
        templateId: message.template.id,
        templateName: message.template.name,
        subject: message.subject ?? null,
        content: message.text,
        html: message.html ?? null,
        status: 'pending',
        sendKey: message.sendKey,
        metadata: {
          ...message.metadata,
          ...(message.marketing ? { marketing: true } : {}),
          ...(message.channel === 'sms' ? segmentsMetadata(segments) : {}),
        },
      })
      .onConflictDoNothing({ target: [communicationLogs.businessId, communicationLogs.sendKey] })
      .returning({ id: communicationLogs.id });
    if (!row) return null;
    const charge = await recordSpend({
      tx,
      businessId,
      channel: message.channel,
      segments,
      description: segments > 1 ? `${message.spendDescription} (${segments} segments)` : message.spendDescription,
    });
    await tx
      .update(communicationLogs)
      .set({ chargedCredits: charge.credits, chargedSmsMonth: message.channel === 'sms' ? usageMonth(now) : null })
      .where(eq(communicationLogs.id, row.id));
    const startAfter =
      message.marketing && message.channel === 'sms' && rules
        ? (quietHoursEnd({ now, ...rules }) ?? undefined)
        : undefined;
    await queue.send(MESSAGING_JOBS.deliverMessage, { businessId, logId: row.id }, { tx, startAfter });
    return { logId: row.id, status: 'pending' as const, duplicate: false };
  });
  if (queued) return queued;
  const [existing] = await db
    .select({ logId: communicationLogs.id, status: communicationLogs.status })
    .from(communicationLogs)
    .where(and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.sendKey, message.sendKey)))
    .limit(1);
  if (!existing) throw new Error(`send key ${message.sendKey} conflicted but its message is gone`);
  return { ...existing, duplicate: true };
}

/** What decides how a business's messages may go: its postal address, time zone and quiet hours. */
async function readSendingRules(db: TExecutor, businessId: string) {
  const [rules] = await db
    .select({
      postalAddress: businesses.postalAddress,
      timeZone: businesses.timeZone,
      start: businesses.quietHoursStart,
      end: businesses.quietHoursEnd,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return rules ?? null;
}
