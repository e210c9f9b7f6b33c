import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { campaigns } from '../src/db/schema/index.ts';
import type { TDeps } from '../src/platform/context.ts';
import { call, signUp } from './customers-bench.ts';

export const LIFT_TARGET_P95_MS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(samples: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * A campaign's results page for `recipients` recipients (an A/B test: 10% kept as the control group, the rest split
 * between versions A and B), sent three days ago, with a third of the customers back at the counter in its window and
 * a year of other visits around it: GET /api/campaigns/:id/lift, what the campaign page and each Experiments row ask.
 * /api/health in the same run is the reference: the figure over it says how much the machine, not the query, moved.
 */
export async function benchLift(deps: TDeps, recipients: number, samples = 40) {
  const app = createApp(deps);
  const started = performance.now();
  const { cookie, businessId } = await signUp(app, deps.db, 'Bench Lift Café');
  await deps.db.execute(sql`
    insert into customers (business_id, unique_customer_id, first_name, created_at)
    select ${businessId}, 'CUS' || lpad(g::text, 7, '0'), 'Bench', now() - interval '400 days'
    from generate_series(1, ${recipients}) g`);
  await deps.db.execute(sql`
    insert into loyalty_programs (business_id, name, type, created_at)
    values (${businessId}, 'Bench points', 'points', now() - interval '400 days')`);
  const messaged = recipients - Math.floor(recipients / 10);
  const ago = new Date(Date.now() - 3 * 86_400_000);
  const [campaign] = await deps.db
    .insert(campaigns)
    .values({
      businessId,
      name: 'Bench comeback',
      type: 'email',
      status: 'sent',
      subject: 'Hi',
      body: 'Come back',
      startedAt: ago,
      sentAt: ago,
      expandedAt: ago,
      controlShare: 10,
      controlCount: Math.floor(recipients / 10),
      variantBShare: 50,
      variantB: { subject: 'Hello', body: 'Come back soon', design: null, links: [] },
      queuedCount: messaged,
      sentCount: messaged,
      recipientCount: messaged,
    })
    .returning({ id: campaigns.id });
  const campaignId = campaign?.id as string;
  await deps.db.execute(sql`
    insert into campaign_recipients (business_id, campaign_id, customer_id, "group", created_at)
    select ${businessId}, ${campaignId}::uuid, c.id,
      case when c.rn % 10 = 0 then 'control' when c.rn % 2 = 0 then 'variant_b' else 'message' end,
      now() - interval '3 days'
    from (select id, row_number() over (order by id) as rn from customers where business_id = ${businessId}) c`);
  // A third come back in the window (visits and purchases), and a year of visits before it that must not count.
  await deps.db.execute(sql`
    with cs as (select id, row_number() over (order by id) as rn from customers where business_id = ${businessId}),
    p as (select id from loyalty_programs where business_id = ${businessId})
    insert into transactions (business_id, customer_id, program_id, type, amount_minor, currency, points, created_at)
    select ${businessId}, cs.id, (select id from p), case when g % 2 = 0 then 'visit' else 'purchase' end,
      case when g % 2 = 1 then (5 + (g % 40)) * 100 end, case when g % 2 = 1 then 'USD' end, 0,
      case when g <= ${Math.floor(recipients / 3)} then now() - interval '2 days' + make_interval(secs => g % 86000)
           else now() - interval '5 days' - make_interval(secs => (g * 97) % 31000000) end
    from generate_series(1, ${recipients * 2}) g join cs on cs.rn = 1 + ((g::bigint * 7919) % ${recipients})`);
  await deps.db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - started) / 1000;
  const path = `/api/campaigns/${campaignId}/lift`;
  const answer = (await call(app, cookie, path)) as { lift: { message: { customers: number } } | null };
  if (!answer.lift) throw new Error('the bench campaign has no lift');
  const lift = await timed(samples, () => call(app, cookie, path));
  const health = await timed(samples * 5, async () => (await app.request('/api/health')).arrayBuffer());
  return { seedSeconds, lift, health };
}
