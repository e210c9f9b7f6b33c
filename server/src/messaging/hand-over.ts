import { sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { communicationLogs } from '../db/schema/index.ts';
import { loggableError, type TLogger } from '../platform/logger.ts';
import { ProviderRejection } from '../providers/provider-rejection.ts';
import type { TDeliveryChannel, TReadyMessage } from './delivery-channel.ts';
import { DELIVERY_MESSAGES } from './delivery-refusal.ts';
import { failMessages } from './fail-messages.ts';
import { markSent, type TTaken } from './mark-sent.ts';
import { pickPending, type TWhich } from './pick-pending.ts';

/** Tries per message before it is failed and refunded. */
const MAX_SEND_ATTEMPTS = 5;
/** Calls in flight to a network provider at once: enough to hide its latency, few enough to be polite. */
const CONCURRENCY = 8;

/** A message the provider refused for now: free for a later try (the caller chooses when), with the reason. */
type TReleased = { id: string; error: string };

/**
 * The one way messages reach their provider, one or a batch, for every kind (campaign, quick, automatic).
 *
 * In one transaction the pending messages asked for are read, locked, with their customers' consent now
 * (pick-pending.ts), and the refused ones fail with their charge given back. A provider that stores messages in our
 * database (the outbox) takes the rest in that transaction, marked sent: exactly once, even through a crash. For a
 * network provider the rest are claimed (marked handed over, the attempt counted) and handed over after the commit,
 * a few at a time, so no connection waits on a network call. Then each message is:
 * - taken: sent (markSent);
 * - refused (ProviderRejection: nothing went out): released for a later try, or failed and refunded after
 *   MAX_SEND_ATTEMPTS or when the refusal is final;
 * - anything else (an error mid-call, a lost answer): left claimed and pending, its outcome unknown: never sent twice.
 *
 * Answers how many were picked, and the released ones.
 */
export async function handOver(
  db: TDb,
  {
    businessId,
    channel,
    logger,
    which,
    limit,
  }: { businessId: string; channel: TDeliveryChannel; logger: TLogger; which: TWhich; limit: number },
): Promise<{ picked: number; released: TReleased[] }> {
  const { storeMany } = channel;
  const delivered = !channel.reportsDelivery;
  const { picked, claimed } = await db.transaction(async (tx) => {
    const rows = await pickPending(tx, { businessId, which, limit });
    await failMessages(
      tx,
      businessId,
      rows.flatMap((r) => (r.refusal === null ? [] : [{ id: r.id, error: r.refusal }])),
    );
    const ready = rows.filter((r): r is TReadyMessage & { refusal: null } => r.refusal === null);
    if (storeMany) {
      const ids = ready.length > 0 ? await storeMany(tx, ready) : [];
      const taken = ready.map((r, i) => ({ id: r.id, providerId: ids[i] ?? '' }));
      await markSent(tx, { businessId, provider: channel.name, taken, delivered });
      return { picked: rows.length, claimed: [] };
    }
    return { picked: rows.length, claimed: await claim(tx, businessId, ready) };
  });
  if (claimed.length === 0) return { picked, released: [] };

  const taken: TTaken[] = [];
  const released: TReleased[] = [];
  const refused: { id: string; error: string }[] = [];
  const interrupted: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const message = claimed[next++] as (typeof claimed)[number];
      try {
        taken.push({ id: message.id, ...(await channel.send(message)) });
      } catch (err) {
        if (!(err instanceof ProviderRejection)) {
          logger.error({ err: loggableError(err), logId: message.id }, 'message hand-over interrupted: not sent again');
          interrupted.push(message.id);
        } else if (err.retryable && message.attempts < MAX_SEND_ATTEMPTS) {
          released.push({ id: message.id, error: err.message });
        } else {
          refused.push({ id: message.id, error: err.message });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  await db.transaction(async (tx) => {
    await markSent(tx, { businessId, provider: channel.name, taken, delivered });
    await failMessages(tx, businessId, refused);
    await noteOnClaimed(tx, businessId, [
      ...released.map((r) => ({ ...r, release: true })),
      ...interrupted.map((id) => ({ id, error: DELIVERY_MESSAGES.interrupted, release: false })),
    ]);
  });
  return { picked, released };
}

/** Marks the ready messages handed over, counting the attempt; answers them with their attempts so far. */
async function claim(tx: TExecutor, businessId: string, ready: TReadyMessage[]) {
  if (ready.length === 0) return [];
  const rows = await rawQuery<{ id: string; attempts: number }>(
    tx,
    sql`update ${communicationLogs} l set handed_over_at = now(), attempts = l.attempts + 1
    where l.business_id = ${businessId} and l.status = 'pending' and l.handed_over_at is null
      and l.id in (select (jsonb_array_elements_text(${JSON.stringify(ready.map((r) => r.id))}::jsonb))::uuid)
    returning l.id, l.attempts`,
  );
  const attempts = new Map(rows.map((r) => [r.id, Number(r.attempts)]));
  return ready.flatMap((r) => {
    const n = attempts.get(r.id);
    return n === undefined ? [] : [{ ...r, attempts: n }];
  });
}

/**
 * The error each claimed message met, kept visible in the history; a released one is free for the next try, an
 * interrupted one stays handed over.
 */
async function noteOnClaimed(
  tx: TExecutor,
  businessId: string,
  notes: { id: string; error: string; release: boolean }[],
) {
  if (notes.length === 0) return;
  await tx.execute(sql`
    update ${communicationLogs} l set metadata = l.metadata || jsonb_build_object('error', v.error),
      handed_over_at = case when v.release then null else l.handed_over_at end
    from jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as v(id uuid, error text, release boolean)
    where l.id = v.id and l.business_id = ${businessId} and l.status = 'pending'`);
}
