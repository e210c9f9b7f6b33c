import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { rawQuery } from '../src/db/raw-sql.ts';
import { tillSales, transactions } from '../src/db/schema/index.ts';
import type { TDeps } from '../src/platform/context.ts';
import { call, signUp } from './customers-bench.ts';
import type { TRemoteSquareStub } from './stub-in-thread.ts';

type TApp = ReturnType<typeof createApp>;

export type TTillRun = {
  sales: number;
  earned: number;
  /** Sales with more than one purchase on the ledger: must be 0. */
  earnedTwice: number;
  seconds: number;
  perSecond: number;
  /** The webhook's answers while the queue worked, in ms. */
  ack: { p50: number; p95: number; max: number };
  /** The same business's API check-ins (POST /api/v1/customers/:id/purchases, 8 at once) in the same run. */
  apiPerSecond: number;
};

/** The customers of the sales, as of the reference's check-ins. */
const REGULARS = 200;
/** Sales sent at once, as a busy Square account's webhooks arrive. */
const SENDERS = 16;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Square sales end to end: `sales` completed payments of customers Regulars knows, at a local Square stub, each
 * delivered as Square delivers it (signed, to /webhooks/square) by 16 senders as fast as the app answers; the job
 * workers settle them meanwhile (the payment, its order and its customer read back from the stub, then the earn).
 * Measured: the webhook's acknowledgement times, the time until every sale has earned (sales/s), that none earned
 * twice, and beside it the API check-in rate of the same business in the same run (the reference).
 */
export async function benchTillSales(deps: TDeps, stub: TRemoteSquareStub, sales: number): Promise<TTillRun> {
  const app = createApp(deps);
  const { cookie, businessId } = await signUp(app, deps.db, 'Bench Square Café');
  await call(app, cookie, '/api/programs', { name: 'Points', type: 'points', config: { pointsPerDollar: 1 } });
  const apiPerSecond = await apiCheckinRate(app, cookie);
  const merchant = await connect(app, cookie, stub);
  const payments = await seedSales(app, cookie, stub, merchant, sales);
  // The latest: each run connects a new seller on a new database, which makes its own subscription.
  const subscription = (await stub.subscriptions()).at(-1);
  if (!subscription) throw new Error('the server made no webhook subscription');

  // Each webhook as Square signs it, made before the clock starts: the senders only send.
  const deliveries: { body: string; signature: string }[] = [];
  for (const paymentId of payments) {
    const body = await stub.eventBody({ merchantId: merchant.id, type: 'payment.updated', paymentId });
    deliveries.push({ body, signature: await stub.sign(subscription.notification_url, body) });
  }

  const acks: number[] = [];
  const started = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < deliveries.length) {
      const { body, signature } = deliveries[next++] as { body: string; signature: string };
      const t0 = performance.now();
      const res = await app.request('/webhooks/square', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-square-hmacsha256-signature': signature,
        },
        body,
      });
      await res.arrayBuffer();
      acks.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`the webhook answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  for (;;) {
    const [row] = await deps.db
      .select({ n: count() })
      .from(tillSales)
      .where(and(eq(tillSales.businessId, businessId), isNotNull(tillSales.actionId)));
    if (Number(row?.n ?? 0) >= sales) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const [twice] = await rawQuery<{ n: number }>(
    deps.db,
    sql`
    select count(*)::int as n from (
      select idempotency_key from transactions
      where business_id = ${businessId} and type = 'purchase' and idempotency_key like 'till:square:%'
      group by idempotency_key having count(*) > 1) x`,
  );
  const [earned] = await deps.db
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.businessId, businessId),
        eq(transactions.type, 'purchase'),
        sql`${transactions.idempotencyKey} like 'till:square:%'`,
      ),
    );
  const sorted = acks.sort((a, b) => a - b);
  return {
    sales,
    earned: Number(earned?.n ?? 0),
    earnedTwice: Number(twice?.n ?? 0),
    seconds,
    perSecond: sales / seconds,
    ack: { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 },
    apiPerSecond,
  };
}

/** Connects the business to a new seller through the consent page, as an owner does. */
async function connect(app: TApp, cookie: string, stub: TRemoteSquareStub) {
  const merchant = await stub.addMerchant({ businessName: 'Bench Square Café', locations: ['Main'] });
  const start = await app.request('/api/integrations/square/connect', {
    method: 'POST',
    headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body: '{}',
  });
  // The callback must bring back the state cookie this start set.
  const stateCookie = start.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { url: consentUrl } = (await start.json()) as { url: string };
  await stub.approveNext(merchant.id);
  const html = await (await fetch(consentUrl)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const decided = await fetch(`${stub.url}/oauth2/authorize/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent, decision: 'allow' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(decided.headers.get('location') ?? '');
  const callback = await app.request(`${back.pathname}${back.search}`, {
    headers: { cookie: [cookie, ...stateCookie].join('; '), origin: 'http://localhost:3000' },
  });
  if (callback.headers.get('location') !== '/settings?square=connected#tills') {
    throw new Error(`connecting Square ended at ${callback.headers.get('location')}`);
  }
  return merchant;
}

/**
 * `sales` completed payments of customers Regulars and Square both know (by email), the same mix as the reference's
 * check-ins: 200 regulars, each with a tenth of the sales (a first purchase joins the program, the rest earn as a
 * regular's do). Their ids, in the order a day's sales would come: customer after customer, round after round.
 */
async function seedSales(
  app: TApp,
  cookie: string,
  stub: TRemoteSquareStub,
  merchant: { id: string; locationIds: string[] },
  sales: number,
): Promise<string[]> {
  const squareCustomers: string[] = [];
  for (let i = 0; i < Math.min(REGULARS, sales); i++) {
    const email = `till-${i}-${randomUUID().slice(0, 6)}@example.test`;
    await call(app, cookie, '/api/customers', { firstName: `Till ${i}`, email });
    squareCustomers.push(await stub.addCustomer(merchant.id, { email }));
  }
  const ids: string[] = [];
  for (let i = 0; i < sales; i++) {
    const customerId = squareCustomers[i % squareCustomers.length] as string;
    const amount = 500 + ((i * 37) % 4000);
    const payment = await stub.addPayment(merchant.id, {
      locationId: merchant.locationIds[0] as string,
      customerId,
      amount,
    });
    ids.push(payment.id);
  }
  return ids;
}

/** The reference: the same business's API check-ins, 8 tills at once for 4 s (purchases under an API key). */
async function apiCheckinRate(app: TApp, cookie: string): Promise<number> {
  const key = (await call(app, cookie, '/api/settings/api-keys', {
    name: 'Bench till',
    scopes: ['loyalty:write'],
  })) as { secret: string };
  const ids: string[] = [];
  for (let i = 0; i < REGULARS; i++) {
    const email = `api-${i}-${randomUUID().slice(0, 6)}@example.test`;
    const { customer } = (await call(app, cookie, '/api/customers', { firstName: `Api ${i}`, email })) as {
      customer: { id: string };
    };
    ids.push(customer.id);
  }
  let done = 0;
  const until = performance.now() + 4_000;
  const till = async () => {
    while (performance.now() < until) {
      const res = await app.request(`/api/v1/customers/${ids[done % ids.length]}/purchases`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key.secret}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ amount: 12.5 }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`an API check-in answered ${res.status}`);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 8 }, till));
  return done / ((performance.now() - started) / 1000);
}
