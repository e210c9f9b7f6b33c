import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { communicationLogs } from '../db/schema/index.ts';
import { DELIVERY_MESSAGES, MAX_SEND_ATTEMPTS } from '../messaging/index.ts';
import type { TEmailMessage, TEmailProvider } from '../providers/email/index.ts';
import { ProviderRejection } from '../providers/provider-rejection.ts';
import type { TSmsMessage, TSmsProvider } from '../providers/sms/index.ts';
import { failInBatch } from './fail-in-batch.ts';

/** Calls in flight to a network provider at once: enough to hide its latency, few enough to be polite. */
const CONCURRENCY = 8;

type TClaimed = {
  row: { id: string; chargedCredits: number; chargedSmsMonth: string | null; metadata: Record<string, unknown> };
  message: TEmailMessage | TSmsMessage;
};

/**
 * Hands claimed campaign messages to a network provider (SMTP, SendGrid, Twilio), a few at a time. Answers those it
 * took. A refusal (ProviderRejection: nothing went out) releases the message for the next slice to try again, or
 * fails it with a refund after MAX_SEND_ATTEMPTS or when not retryable. Any other error leaves it claimed and
 * pending, its outcome unknown: it is never sent twice.
 */
export async function handOverEach(
  db: TDb,
  campaign: { id: string; businessId: string; type: 'email' | 'sms' },
  claimed: TClaimed[],
  provider: TEmailProvider | TSmsProvider,
): Promise<{ id: string; providerId: string; provider?: string }[]> {
  const sent: { id: string; providerId: string; provider?: string }[] = [];
  const refused: { row: TClaimed['row']; error: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const item = claimed[next++] as TClaimed;
      try {
        if (campaign.type === 'sms') {
          const r = await (provider as TSmsProvider).send(item.message as TSmsMessage);
          sent.push({ id: item.row.id, providerId: r.providerMessageId });
        } else {
          const r = await (provider as TEmailProvider).send(item.message as TEmailMessage);
          sent.push({ id: item.row.id, providerId: r.messageId, provider: r.provider });
        }
      } catch (err) {
        if (!(err instanceof ProviderRejection)) {
          await db
            .update(communicationLogs)
            .set({
              metadata: sql`${communicationLogs.metadata} || ${JSON.stringify({ error: DELIVERY_MESSAGES.interrupted })}::jsonb`,
            })
            .where(eq(communicationLogs.id, item.row.id));
          continue;
        }
        const [row] = await db
          .select({ attempts: communicationLogs.attempts })
          .from(communicationLogs)
          .where(eq(communicationLogs.id, item.row.id));
        if (err.retryable && (row?.attempts ?? 0) < MAX_SEND_ATTEMPTS) {
          await db
            .update(communicationLogs)
            .set({
              handedOverAt: null,
              metadata: sql`${communicationLogs.metadata} || ${JSON.stringify({ error: err.message })}::jsonb`,
            })
            .where(eq(communicationLogs.id, item.row.id));
        } else {
          refused.push({ row: item.row, error: err.message });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  if (refused.length > 0) await db.transaction((tx) => failInBatch(tx, campaign, refused));
  return sent;
}
