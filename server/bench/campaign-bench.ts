import { eq, sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { businesses, campaigns } from '../src/db/schema/index.ts';
import type { TDeps } from '../src/platform/context.ts';
import { call, signUp } from './customers-bench.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * A campaign to `recipients` opted-in customers through the outbox, end to end: from POST …/send until every
 * message is sent, with GET /api/health sampled every 20 ms meanwhile (what a user of the app feels during a send).
 */
export async function benchCampaign(deps: TDeps, recipients: number) {
  const app = createApp(deps);
  const { cookie, businessId } = await signUp(app, deps.db, 'Bench campaign');
  await deps.db.update(businesses).set({ postalAddress: '1 Bench St' }).where(eq(businesses.id, businessId));
  await deps.db.execute(sql`
    insert into customers (business_id, unique_customer_id, first_name, email)
    select ${businessId}, 'CUS' || lpad(g::text, 7, '0'), 'Guest' || g, 'guest' || g || '@bench.test'
    from generate_series(1, ${recipients}) g`);
  await deps.db.execute(sql`vacuum analyze customers`);
  const created = (await call(app, cookie, '/api/campaigns', { name: 'Bench', type: 'email' })) as { id: string };
  const put = await app.request(`/api/campaigns/${created.id}`, {
    method: 'PUT',
    headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      subject: 'Hi {firstName}',
      body: 'Our news, {firstName}: https://bench.example/news',
    }),
  });
  if (!put.ok) throw new Error(`save: ${put.status}`);

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
  // The process's own CPU time: on a shared machine it moves far less with the load than the rate does.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await call(app, cookie, `/api/campaigns/${created.id}/send`, {});
  for (;;) {
    const [row] = await deps.db
      .select({ status: campaigns.status, sent: campaigns.sentCount })
      .from(campaigns)
      .where(eq(campaigns.id, created.id));
    if (row?.status !== 'sending') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  sending = false;
  await sampler;
  const [done] = await deps.db.select().from(campaigns).where(eq(campaigns.id, created.id));
  const sorted = health.sort((a, b) => a - b);
  return {
    status: done?.status,
    sent: done?.sentCount ?? 0,
    seconds,
    perSecond: (done?.sentCount ?? 0) / seconds,
    nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
    health: {
      samples: sorted.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
    },
  };
}
