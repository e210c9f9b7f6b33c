import type { TWebhookEvent } from '@regulars/contracts';
import { planIncludesApiSql } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TQueue } from '../jobs/queue.ts';
import { queueDrain } from './queue-drain.ts';

export type TWebhookEventInput = {
  type: TWebhookEvent;
  /** The customer it is about, when it is about one: their events are delivered in order of `seq`. */
  customerId?: string | null;
  /** The customer's loyalty version after the action, where it has one. */
  resourceVersion?: number | null;
  data: Record<string, unknown>;
};

/**
 * The outbox write, in ONE statement on the caller's transaction: events only of types an enabled endpoint of the
 * business subscribes to (one probe of the endpoints' partial index finds nothing for a business without any), only
 * while its plan includes the API and has not lapsed (billing/standing-sql.ts, as its API keys; issue 47: a business
 * on Free, a lapsed trial, kept its endpoints receiving), and one pending delivery per event and endpoint. A rolled-back action takes its events with it; a committed one always
 * has them. When any was written a drain is queued in the same transaction.
 */
export async function emitWebhookEvents({
  tx,
  queue,
  businessId,
  events,
}: {
  tx: TExecutor;
  /** Without one (a caller that has none), the deliveries wait for the minute's scheduled drain. */
  queue: Pick<TQueue, 'send'> | undefined;
  businessId: string;
  events: TWebhookEventInput[];
}): Promise<void> {
  if (events.length === 0) return;
  const input = events.map((e, ord) => ({
    ord,
    type: e.type,
    customer_id: e.customerId ?? null,
    resource_version: e.resourceVersion ?? null,
    payload: e.data,
  }));
  const [row] = await rawQuery<{ deliveries: number }>(tx, {
    name: 'webhook_emit',
    text: `with wanted as (
        select w.id, w.events from webhook_endpoints w where w.business_id = $1 and w.enabled
          -- Correlated, so it runs only for an endpoint found: a business without any pays nothing more.
          and exists (select 1 from businesses b left join subscription_tiers t on t.id = b.tier_id
            where b.id = w.business_id and ${planIncludesApiSql('b', 't')})),
      input as (
        select * from jsonb_to_recordset($2::jsonb)
          as x(ord int, type text, customer_id text, resource_version bigint, payload jsonb)),
      ev as (
        insert into webhook_events (business_id, type, customer_id, resource_version, payload)
        select $1, i.type, i.customer_id, i.resource_version, i.payload from input i
        where exists (select 1 from wanted w where w.events ? i.type)
        order by i.ord
        returning id, type),
      delivered as (
        insert into webhook_deliveries (business_id, event_id, endpoint_id, next_attempt_at)
        select $1, ev.id, w.id, now() from ev join wanted w on w.events ? ev.type
        returning 1)
      select count(*)::int as deliveries from delivered`,
    values: [businessId, JSON.stringify(input)],
  });
  if (queue && (row?.deliveries ?? 0) > 0) await queueDrain({ queue, tx });
}
