import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { communicationLogs } from '../db/schema/index.ts';
import { DELIVERY_MESSAGES, MAX_SEND_ATTEMPTS } from '../messaging/index.ts';
import { ProviderRejection } from '../providers/provider-rejection.ts';
import type { TCampaignChannel, TCampaignRef } from './campaign-channel.ts';
import type { TMadeMessage } from './expand-batch.ts';
import { failInBatch } from './fail-in-batch.ts';

/** Calls in flight to a network provider at once: enough to hide its latency, few enough to be polite. */
const CONCURRENCY = 8;

type TClaimed = TMadeMessage & {
  chargedCredits: number;
  chargedSmsMonth: string | null;
  metadata: Record<string, unknown>;
};

/**
 * Hands claimed campaign messages to a network provider (SMTP, SendGrid, Twilio), a few at a time. Answers those it
 * took. A refusal (ProviderRejection: nothing went out) releases the message for the next slice to try again, or
 * fails it with a refund after MAX_SEND_ATTEMPTS or when not retryable. Any other error leaves it claimed and
 * pending, its outcome unknown: it is never sent twice.
 */
export async function handOverEach(
  db: TDb,
  campaign: TCampaignRef,
  claimed: TClaimed[],
  channel: TCampaignChannel,
): Promise<{ id: string; providerId: string; provider?: string }[]> {
  const sent: { id: string; providerId: string; provider?: string }[] = [];
  const refused: { row: TClaimed; error: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const item = claimed[next++] as TClaimed;
      try {
        sent.push({ id: item.id, ...(await channel.send(item)) });
      } catch (err) {
        if (!(err instanceof ProviderRejection)) {
          await db
            .update(communicationLogs)
            .set({
              metadata: sql`${communicationLogs.metadata} || ${JSON.stringify({ error: DELIVERY_MESSAGES.interrupted })}::jsonb`,
            })
            .where(eq(communicationLogs.id, item.id));
          continue;
        }
        const [row] = await db
          .select({ attempts: communicationLogs.attempts })
          .from(communicationLogs)
          .where(eq(communicationLogs.id, item.id));
        if (err.retryable && (row?.attempts ?? 0) < MAX_SEND_ATTEMPTS) {
          await db
            .update(communicationLogs)
            .set({
              handedOverAt: null,
              metadata: sql`${communicationLogs.metadata} || ${JSON.stringify({ error: err.message })}::jsonb`,
            })
            .where(eq(communicationLogs.id, item.id));
        } else {
          refused.push({ row: item, error: err.message });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  if (refused.length > 0) await db.transaction((tx) => failInBatch(tx, campaign, refused));
  return sent;
}
