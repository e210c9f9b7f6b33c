import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { webhookEndpoints } from '../src/db/schema/index.ts';
import type { TDeps } from '../src/platform/context.ts';
import { drainDeliveries } from '../src/webhooks/index.ts';
import { signUp } from './customers-bench.ts';

export type TWebhookRun = {
  events: number;
  delivered: number;
  seconds: number;
  perSecond: number;
  health: { samples: number; p50: number; p95: number; max: number };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Webhook delivery to a local receiver: `events` events already in the outbox (as check-ins write them), one pending
 * delivery each to one endpoint, drained by the drain job's own code (claimed in batches, signed, posted, recorded),
 * with GET /api/health sampled every 20 ms meanwhile. No job workers run: the bench calls the drain itself.
 */
export async function benchWebhooks(deps: TDeps, events: number): Promise<TWebhookRun> {
  const app = createApp(deps);
  const { businessId } = await signUp(app, deps.db, 'Bench Webhooks Café');
  let received = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const [endpoint] = await deps.db
      .insert(webhookEndpoints)
      .values({
        businessId,
        url,
        events: ['visit.recorded'],
        secretSealed: await deps.secrets.encrypt('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
      })
      .returning();
    await deps.db.execute(sql`
      with ev as (
        insert into webhook_events (business_id, type, customer_id, payload)
        select ${businessId}, 'visit.recorded', gen_random_uuid()::text, jsonb_build_object('n', g)
        from generate_series(1, ${events}) g
        returning id)
      insert into webhook_deliveries (business_id, event_id, endpoint_id, next_attempt_at)
      select ${businessId}, ev.id, ${endpoint.id}::uuid, now() - interval '1 second' from ev`);
    await deps.db.execute(sql`analyze webhook_deliveries`);

    const health: number[] = [];
    let sending = true;
    const sampler = (async () => {
      while (sending) {
        const t0 = performance.now();
        await app.request('/api/health');
        health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = performance.now();
    let delivered = 0;
    // One drain after another, as one process's drain job runs them.
    for (;;) {
      const r = await drainDeliveries({
        db: deps.db,
        queue: deps.queue,
        secrets: deps.secrets,
        allowPrivate: true,
        notifyDisabled: async () => undefined,
      });
      delivered += r.delivered;
      if (r.delivered + r.failed === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    sending = false;
    await sampler;
    const sorted = health.sort((a, b) => a - b);
    return {
      events,
      delivered: Math.min(delivered, received),
      seconds,
      perSecond: delivered / seconds,
      health: {
        samples: sorted.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        max: sorted.at(-1) ?? 0,
      },
    };
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}
