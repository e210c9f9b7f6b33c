import { WEBHOOK_TEST_EVENT } from '@regulars/contracts';
import { Webhook } from 'standardwebhooks';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { postSigned, type TPostResult } from './post-signed.ts';
import { queueDrain } from './queue-drain.ts';
import { nextAttemptAfter } from './retry-schedule.ts';
import { settleEndpoints, type TEndpointOutcome } from './settle-endpoints.ts';

/** Deliveries claimed per round; a round's receivers are posted to at once (a customer's events in order). */
const BATCH = 200;
/** A claimed delivery is not taken again for a minute: time to post it; a process that stops leaves it due again. */
const CLAIM_SECONDS = 60;
/** Receivers posted to at once by one drain. */
const PARALLEL_POSTS = 16;
/** Rounds per drain job, so one job never runs for long; the next is queued when more is due. */
const MAX_ROUNDS = 25;

type TClaimed = {
  id: string;
  businessId: string;
  endpointId: string;
  eventId: string;
  attempt: number;
  seq: number;
  type: string;
  customerId: string | null;
  resourceVersion: number | null;
  payload: Record<string, unknown>;
  createdAt: string;
  url: string;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: string | null;
};

export type TDrainDeps = {
  db: TDb;
  queue: TQueue;
  secrets: TSecretBox;
  allowPrivate: boolean;
  /** Emails the team admin that an endpoint was turned off (through the platform email job, in `tx`). */
  notifyDisabled: TEndpointOutcome['notify'];
};

/**
 * Delivers what is due as of `now` (tests drive the clock with it): claims a batch with SKIP LOCKED (every process's
 * drain shares the work, none posts a delivery twice), posts each, records every answer in one statement, and turns
 * off endpoints that answered 410 or have failed for five days. Then queues the next drain for the next delivery due.
 */
export async function drainDeliveries(
  deps: TDrainDeps & { now?: Date },
): Promise<{ delivered: number; failed: number }> {
  const now = deps.now ?? new Date();
  let delivered = 0;
  let failed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claim(deps.db, now);
    if (claimed.length === 0) break;
    const results = await postAll(deps, claimed);
    await record(deps.db, claimed, results, now);
    await settleEndpoints({ ...deps, now, outcomes: outcomesOf(claimed, results) });
    for (const r of results) if (isSuccess(r)) delivered += 1;
    failed += results.length - results.filter(isSuccess).length;
    if (claimed.length < BATCH) break;
  }
  const [next] = await rawQuery<{ at: string | null }>(deps.db, {
    text: `select min(next_attempt_at) as at from webhook_deliveries where status = 'pending'`,
    values: [],
  });
  if (next?.at) await queueDrain({ queue: deps.queue, at: new Date(next.at) });
  return { delivered, failed };
}

const isSuccess = (r: TPostResult) => r.status !== null && r.status >= 200 && r.status < 300;

async function claim(db: TDb, now: Date): Promise<TClaimed[]> {
  return rawQuery<TClaimed>(db, {
    name: 'webhook_claim',
    text: `with due as (
        select d.id, d.business_id from webhook_deliveries d
        join webhook_endpoints w on w.business_id = d.business_id and w.id = d.endpoint_id
        join webhook_events e on e.business_id = d.business_id and e.id = d.event_id
        where d.status = 'pending' and d.next_attempt_at <= $1::timestamptz
          and (w.enabled or e.type = '${WEBHOOK_TEST_EVENT}')
        order by d.next_attempt_at
        limit $2
        for update of d skip locked)
      update webhook_deliveries d set next_attempt_at = $1::timestamptz + make_interval(secs => $3)
      from due, webhook_endpoints w, webhook_events e
      where d.id = due.id and d.business_id = due.business_id
        and w.business_id = d.business_id and w.id = d.endpoint_id
        and e.business_id = d.business_id and e.id = d.event_id
      returning d.id, d.business_id as "businessId", d.endpoint_id as "endpointId", d.event_id as "eventId",
        d.attempt, e.seq, e.type, e.customer_id as "customerId", e.resource_version as "resourceVersion", e.payload,
        e.created_at as "createdAt", w.url, w.secret_sealed as "secretSealed",
        w.previous_secret_sealed as "previousSecretSealed",
        w.previous_secret_expires_at as "previousSecretExpiresAt"`,
    values: [now.toISOString(), BATCH, CLAIM_SECONDS],
  });
}

/**
 * Posts every claimed delivery: one endpoint's events about one customer go one after the other in `seq` order
 * (their order is the order things happened), everything else at once.
 */
async function postAll(deps: TDrainDeps, claimed: TClaimed[]): Promise<TPostResult[]> {
  const results: TPostResult[] = new Array(claimed.length);
  const signers = new Map<string, Promise<Webhook[]>>();
  const lanes = new Map<string, number[]>();
  for (const [i, d] of claimed.entries()) {
    const lane = d.customerId ? `${d.endpointId}:${d.customerId}` : `${d.id}`;
    lanes.set(lane, [...(lanes.get(lane) ?? []), i]);
  }
  // A few lanes at a time: the process keeps answering its requests while it delivers.
  const waiting = [...lanes.values()];
  const worker = async () => {
    for (let indexes = waiting.shift(); indexes; indexes = waiting.shift()) {
      indexes.sort((a, b) => Number(claimed[a].seq) - Number(claimed[b].seq));
      for (const i of indexes) {
        const d = claimed[i];
        let signing = signers.get(d.endpointId);
        if (!signing) {
          signing = signersOf(deps.secrets, d);
          signers.set(d.endpointId, signing);
        }
        results[i] = await post(deps, d, await signing);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_POSTS }, worker));
  return results;
}

/** The endpoint's secret, and the one before it while it still signs (a rotation's 24 hours). */
async function signersOf(secrets: TSecretBox, d: TClaimed): Promise<Webhook[]> {
  const sealed = [d.secretSealed];
  if (d.previousSecretSealed && d.previousSecretExpiresAt && new Date(d.previousSecretExpiresAt) > new Date()) {
    sealed.push(d.previousSecretSealed);
  }
  return Promise.all(sealed.map(async (s) => new Webhook(await secrets.decrypt(s))));
}

async function post(deps: TDrainDeps, d: TClaimed, signers: Webhook[]): Promise<TPostResult> {
  const body = JSON.stringify({
    type: d.type,
    timestamp: new Date(d.createdAt).toISOString(),
    data: {
      ...d.payload,
      ...(d.customerId ? { customerId: d.customerId } : {}),
      ...(d.resourceVersion !== null ? { version: Number(d.resourceVersion) } : {}),
    },
    sequence: Number(d.seq),
  });
  // Signed at the moment of sending (receivers refuse an old timestamp), the same id on every try of this event.
  const sentAt = new Date();
  const msgId = `msg_${d.eventId}`;
  const signature = signers.map((s) => s.sign(msgId, sentAt, body)).join(' ');
  return postSigned({
    url: d.url,
    body,
    allowPrivate: deps.allowPrivate,
    headers: {
      'webhook-id': msgId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    },
  });
}

/**
 * Every answer in one statement: delivered, due again on the retry schedule, or given up. The rows are locked in id
 * order first, as deleting an endpoint locks its deliveries (delete-endpoint.ts): two statements that lock several
 * of the same rows in different orders can deadlock.
 */
async function record(db: TDb, claimed: TClaimed[], results: TPostResult[], now: Date) {
  const rows = claimed.map((d, i) => {
    const r = results[i];
    const attempt = d.attempt + 1;
    const next = isSuccess(r) ? null : nextAttemptAfter(attempt, now);
    return {
      id: d.id,
      business_id: d.businessId,
      status: isSuccess(r) ? 'delivered' : next ? 'pending' : 'failed',
      attempt,
      next_attempt_at: next?.toISOString() ?? null,
      response_status: r.status,
      response_body: r.body,
      duration_ms: r.durationMs,
    };
  });
  await rawQuery(db, {
    name: 'webhook_record',
    text: `with x as materialized (
        select * from jsonb_to_recordset($1::jsonb) as x(id uuid, business_id text, status text, attempt int,
          next_attempt_at timestamptz, response_status int, response_body text, duration_ms int)
      ), locked as (
        select d.id, d.business_id from webhook_deliveries d join x on d.id = x.id and d.business_id = x.business_id
        order by d.id for update of d
      )
      update webhook_deliveries d set status = x.status, attempt = x.attempt, next_attempt_at = x.next_attempt_at,
        last_attempt_at = $2::timestamptz, response_status = x.response_status, response_body = x.response_body,
        duration_ms = x.duration_ms
      from x join locked l on l.id = x.id and l.business_id = x.business_id
      where d.id = x.id and d.business_id = x.business_id`,
    values: [JSON.stringify(rows), now.toISOString()],
  });
}

function outcomesOf(claimed: TClaimed[], results: TPostResult[]) {
  const byEndpoint = new Map<
    string,
    { businessId: string; endpointId: string; url: string; ok: boolean; gone: boolean; failed: boolean }
  >();
  for (const [i, d] of claimed.entries()) {
    const r = results[i];
    const o = byEndpoint.get(d.endpointId) ?? {
      businessId: d.businessId,
      endpointId: d.endpointId,
      url: d.url,
      ok: false,
      gone: false,
      failed: false,
    };
    if (isSuccess(r)) o.ok = true;
    else if (r.status === 410) o.gone = true;
    else o.failed = true;
    byEndpoint.set(d.endpointId, o);
  }
  return [...byEndpoint.values()];
}
