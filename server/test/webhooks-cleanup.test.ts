import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEvents } from '../src/db/schema/index.ts';
import { cleanupWebhookEvents, WEBHOOK_JOBS, webhookJobSpecs } from '../src/webhooks/index.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

// The endpoint is turned off before any delivery row exists, so no drain of any process ever sends these.
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await t?.stop();
});

const DAY = 86_400_000;
const FAR = new Date('2100-01-01T00:00:00Z');

/** A business with an endpoint (off) and five events: settled ones, a pending one, one with no deliveries left. */
async function outbox() {
  const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
  const res = await c.post('/api/settings/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['visit.recorded'] });
  expect(res.status).toBe(201);
  const endpointId = res.body.endpoint.id as string;
  expect((await c.patch(`/api/settings/webhooks/${endpointId}`, { enabled: false })).status).toBe(200);
  const kinds = {
    delivered: ['delivered'],
    failed: ['failed'],
    pending: ['pending'],
    orphan: [],
    mixed: ['delivered', 'pending'],
  } as const;
  const ids: Record<string, string> = {};
  for (const [name, statuses] of Object.entries(kinds)) {
    const [event] = await t.db
      .insert(webhookEvents)
      .values({ businessId, type: 'visit.recorded', payload: { name } })
      .returning();
    ids[name] = event.id;
    for (const status of statuses) {
      await t.db.insert(webhookDeliveries).values({
        businessId,
        eventId: event.id,
        endpointId,
        status,
        attempt: 1,
        nextAttemptAt: status === 'pending' ? FAR : null,
      });
    }
  }
  return { businessId, ids };
}

async function left(businessId: string) {
  const events = await t.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, businessId));
  const deliveries = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.businessId, businessId));
  return { events: events.map((e) => e.id).sort(), deliveries };
}

describe('webhook outbox cleanup', () => {
  it('keeps everything younger than 30 days, then deletes settled events with their deliveries, in batches', async () => {
    const { businessId, ids } = await outbox();
    const all = Object.values(ids).sort();

    expect(await cleanupWebhookEvents({ db: t.db, businessId, now: new Date(Date.now() + 29 * DAY) })).toBe(0);
    expect((await left(businessId)).events).toEqual(all);

    // A month and a day on, in batches of two: delivered, failed and the one whose endpoint's deliveries are gone.
    const gone = await cleanupWebhookEvents({
      db: t.db,
      businessId,
      now: new Date(Date.now() + 31 * DAY),
      batchSize: 2,
    });
    expect(gone).toBe(3);
    const after = await left(businessId);
    expect(after.events).toEqual([ids.pending, ids.mixed].sort());
    // A pending delivery keeps its event, and the event keeps all its deliveries (the log reads them).
    expect(after.deliveries.map((d) => [d.eventId, d.status]).sort()).toEqual(
      [
        [ids.pending, 'pending'],
        [ids.mixed, 'delivered'],
        [ids.mixed, 'pending'],
      ].sort(),
    );
    const orphaned = await t.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.businessId, businessId),
          inArray(webhookDeliveries.eventId, [ids.delivered, ids.failed]),
        ),
      );
    expect(orphaned).toEqual([]);
  });

  it('leaves another business alone', async () => {
    const mine = await outbox();
    const theirs = await outbox();
    await cleanupWebhookEvents({ db: t.db, businessId: mine.businessId, now: new Date(Date.now() + 31 * DAY) });
    expect((await left(theirs.businessId)).events).toEqual(Object.values(theirs.ids).sort());
  });

  it('runs nightly as a pg-boss job', () => {
    expect(webhookJobSpecs.find((s) => s.name === WEBHOOK_JOBS.cleanup)).toMatchObject({ cron: '40 3 * * *' });
  });
});
