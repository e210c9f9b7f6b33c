import { findBusinessByKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { squareSignatureValid } from './square-signature-check.ts';
import { storeTillEvent } from './store-till-events.ts';

type TSquareEvent = {
  merchant_id?: string;
  type?: string;
  event_id?: string;
  data?: { id?: string; object?: { payment?: { id?: string }; refund?: { payment_id?: string } } };
};

/**
 * A Square webhook: its signature checked on the raw body against this server's notification URL (Square's scheme),
 * the seller's business found, the event stored once by its id and a job queued to settle it, in one transaction
 * (store-till-events.ts).
 * Nothing else happens here, so Square gets its answer fast whatever the queue's backlog. A bad signature is a 401
 * and writes nothing; an event of a seller no business has connected is acknowledged and dropped.
 */
export async function receiveSquareWebhook({
  db,
  secrets,
  queue,
  config,
  rawBody,
  signature,
}: {
  db: TDb;
  secrets: TSecretBox;
  queue: TQueue;
  config: Pick<TConfig, 'appUrl'>;
  rawBody: string;
  signature: string | undefined;
}): Promise<{ duplicate: boolean }> {
  if (!(await squareSignatureValid({ db, secrets, config, rawBody, signature }))) {
    throw new AppError('UNAUTHENTICATED', 'The Square signature does not match');
  }
  let event: TSquareEvent;
  try {
    event = JSON.parse(rawBody) as TSquareEvent;
  } catch {
    throw new AppError('VALIDATION', 'The event is not valid JSON');
  }
  if (!event.merchant_id || !event.event_id || !event.type) {
    throw new AppError('VALIDATION', 'The event has no merchant, id or type');
  }
  const businessId = await findBusinessByKey({ db, kind: 'square_merchant', key: event.merchant_id });
  if (!businessId) return { duplicate: false };
  const objectId = event.type.startsWith('refund.')
    ? (event.data?.object?.refund?.payment_id ?? null)
    : event.type.startsWith('payment.')
      ? (event.data?.object?.payment?.id ?? event.data?.id ?? null)
      : null;
  return storeTillEvent(db, queue, {
    businessId,
    provider: 'square',
    eventId: event.event_id,
    type: event.type,
    objectId,
  });
}
