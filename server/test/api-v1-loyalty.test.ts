import { randomUUID } from 'node:crypto';
import { API_KEY_MESSAGES, LOYALTY_MESSAGES, V1_MESSAGES } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, transactions } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function keyFor(c: TClient, scopes: string[]) {
  const res = await c.post('/api/settings/api-keys', { name: 'Front till', scopes });
  expect(res.status).toBe(201);
  return bearerClient(t.app, res.body.secret as string);
}

const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** A Pro business with a points program (1 point per $, a catalogue), a customer, and a key with every loyalty scope. */
async function shop() {
  const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
  const program = await newProgram(c, {
    type: 'points',
    config: { pointsPerDollar: 1, dailyPointsCap: 0, minimumRedemption: 10, rewards: [{ name: 'Coffee', points: 20 }] },
  });
  const customer = await addCustomer(c);
  const till = await keyFor(c, ['loyalty:read', 'loyalty:write']);
  return { c, businessId, program, customer, till };
}

async function headRows(businessId: string, customerId: string) {
  return t.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.businessId, businessId),
        eq(transactions.customerId, customerId),
        eq(transactions.type, 'purchase'),
        isNull(transactions.reversesId),
      ),
    );
}

describe('/api/v1 loyalty writes', () => {
  it('records where a visit or purchase happened, and refuses another business’s location with nothing written', async () => {
    const { c, businessId, customer, till } = await shop();
    const main = await newLocation(c, { name: 'Main Street' });
    const { client: other } = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await newLocation(other, { name: 'Elsewhere' });
    const path = `/api/v1/customers/${customer.id}/purchases`;
    expect((await till.post(path, { amount: 4, locationId: main.id }, keyed())).status).toBe(201);
    const refused = await till.post(path, { amount: 4, locationId: theirs.id }, keyed());
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Location not found');
    expect((await headRows(businessId, customer.id)).map((row) => row.locationId)).toEqual([main.id]);
  });

  it('gives the category bonuses a purchase names, as the counter does', async () => {
    const { c, customer, till } = await shop();
    expect(
      (await c.post('/api/multipliers', { kind: 'category', name: 'Lattes', factor: 2, category: 'Lattes' })).status,
    ).toBe(201);
    const path = `/api/v1/customers/${customer.id}/purchases`;
    const named = await till.post(path, { amount: 5, categories: ['lattes'] }, keyed());
    expect(named.body.data.changes).toEqual(['+10 points (×2 Lattes)']);
    expect((await till.post(path, { amount: 5 }, keyed())).body.data.changes).toEqual(['+5 points']);
  });

  it('records a purchase, and a replay of its Idempotency-Key answers the first result with one ledger row', async () => {
    const { c, businessId, customer, till } = await shop();
    const first = await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 12.5 }, keyed('order-1042'));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(first.body.data).toMatchObject({
      kind: 'purchase',
      changes: ['+12 points'],
      standing: { customerId: customer.id, points: { balance: 12, lifetimeEarned: 12 }, visits: 1 },
    });
    expect(first.body.data.standing.lastAction).toMatchObject({ actionId: first.body.data.actionId, kind: 'purchase' });

    const replay = await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 12.5 }, keyed('order-1042'));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const rows = await headRows(businessId, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idempotencyKey: 'api:order-1042',
      amountMinor: 1250,
      currency: 'USD',
      staffUserId: null,
    });

    // The same key for another kind of action, or another customer, is refused; nothing is recorded.
    const visit = await till.post(`/api/v1/customers/${customer.id}/visits`, {}, keyed('order-1042'));
    expect([visit.status, visit.body.error.message]).toEqual([409, LOYALTY_MESSAGES.keyReused]);
    const other = await addCustomer(c);
    const elsewhere = await till.post(`/api/v1/customers/${other.id}/purchases`, { amount: 12.5 }, keyed('order-1042'));
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([409, LOYALTY_MESSAGES.keyReused]);
    expect(await headRows(businessId, other.id)).toHaveLength(0);
    const read = await till.get(`/api/v1/customers/${customer.id}/standing`);
    expect(read.body.data.visits).toBe(1);
  });

  it('records a visit, and a replay is the same answer', async () => {
    const { customer, till } = await shop();
    const key = keyed();
    const first = await till.post(`/api/v1/customers/${customer.id}/visits`, { note: 'At the window' }, key);
    expect(first.status).toBe(201);
    expect(first.body.data.kind).toBe('visit');
    const again = await till.post(`/api/v1/customers/${customer.id}/visits`, { note: 'At the window' }, key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect((await till.get(`/api/v1/customers/${customer.id}/standing`)).body.data.visits).toBe(1);
  });

  it('gives several stamps in one visit when the till says how many items earn one', async () => {
    const { c, customer, till } = await shop();
    await newProgram(c, { name: 'Coffee card', type: 'stamp_card', config: { stampsRequired: 5 } });
    const two = await till.post(`/api/v1/customers/${customer.id}/visits`, { stamps: 2 }, keyed());
    expect(two.status).toBe(201);
    expect(two.body.data.changes).toEqual(['+2 stamps: 2 of 5']);
    const refused = await till.post(`/api/v1/customers/${customer.id}/visits`, { stamps: 40 }, keyed());
    expect([refused.status, refused.body.error.message]).toEqual([400, LOYALTY_MESSAGES.stampsRange]);
  });

  it('refuses a write without an Idempotency-Key, or with a bad one, naming the header; nothing is recorded', async () => {
    const { businessId, customer, till } = await shop();
    const missing = await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'VALIDATION',
      message: V1_MESSAGES.idempotencyKeyRequired,
      details: { 'idempotency-key': [V1_MESSAGES.idempotencyKeyRequired] },
    });
    const spaced = await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 5 }, keyed('two words'));
    expect([spaced.status, spaced.body.error.message]).toEqual([400, V1_MESSAGES.idempotencyKeyInvalid]);
    const long = await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 5 }, keyed('x'.repeat(256)));
    expect(long.status).toBe(400);
    expect(await headRows(businessId, customer.id)).toHaveLength(0);
  });

  it('refuses bad input with a message naming the field, and records nothing', async () => {
    const { businessId, customer, till } = await shop();
    for (const [body, message] of [
      [{}, LOYALTY_MESSAGES.amountRequired],
      [{ amount: 'ten' }, LOYALTY_MESSAGES.amountRequired],
      [{ amount: -3 }, LOYALTY_MESSAGES.amountPositive],
      [{ amount: 1.234 }, LOYALTY_MESSAGES.amountCents],
    ] as const) {
      const res = await till.post(`/api/v1/customers/${customer.id}/purchases`, body, keyed());
      expect([res.status, res.body.error.message, Object.keys(res.body.error.details)]).toEqual([
        400,
        message,
        ['amount'],
      ]);
    }
    const code = await till.post('/api/v1/rewards/redeem-code', { code: '' }, keyed());
    expect([code.status, code.body.error.message, code.body.error.details]).toEqual([
      400,
      LOYALTY_MESSAGES.codeRequired,
      { code: [LOYALTY_MESSAGES.codeRequired] },
    ]);
    expect(await headRows(businessId, customer.id)).toHaveLength(0);
  });

  it('redeems points and a reward by id and by code, each replayable, and undoes the last action', async () => {
    const { c, customer, till, program } = await shop();
    await newProgram(c, {
      name: 'Card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
    });
    await newProgram(c, {
      name: 'Rebates',
      type: 'rebate_code',
      config: { codePrefix: 'cafe', discountType: 'fixed', discountValue: 5, validDays: 14, cooldownMinutes: 0 },
    });
    await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 30 }, keyed());
    const second = await till.post(`/api/v1/customers/${customer.id}/visits`, {}, keyed());
    const rewards = (await till.get(`/api/v1/customers/${customer.id}/rewards`)).body.data as {
      id: string;
      name: string;
      code: string;
      type: string;
      status: string;
    }[];
    expect(second.status).toBe(201);
    const stampReward = rewards.find((r) => r.name === 'Free coffee');
    const rebate = rewards.find((r) => r.type === 'rebate_code');
    expect(stampReward?.status).toBe('earned');
    expect(rebate?.code).toMatch(/^CAFE-/);

    const pointsKey = keyed();
    const points = await till.post(
      `/api/v1/customers/${customer.id}/redeem-points`,
      { programId: program.id, rewardName: 'coffee' },
      pointsKey,
    );
    expect([points.status, points.body.data.changes]).toEqual([201, ['-20 points', 'Redeemed: Coffee']]);
    const pointsAgain = await till.post(
      `/api/v1/customers/${customer.id}/redeem-points`,
      { programId: program.id, rewardName: 'coffee' },
      pointsKey,
    );
    expect([pointsAgain.status, pointsAgain.body.data.actionId]).toEqual([201, points.body.data.actionId]);
    expect(pointsAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(pointsAgain.body.data.standing.points.balance).toBe(10);

    const byIdKey = keyed();
    const byId = await till.post(`/api/v1/customers/${customer.id}/rewards/${stampReward?.id}/redeem`, {}, byIdKey);
    expect([byId.status, byId.body.data.changes]).toEqual([201, ['Redeemed: Free coffee']]);
    const byIdAgain = await till.post(
      `/api/v1/customers/${customer.id}/rewards/${stampReward?.id}/redeem`,
      {},
      byIdKey,
    );
    expect([byIdAgain.status, byIdAgain.body]).toEqual([201, byId.body]);
    // A fresh key for a reward already used is the engine's refusal, not a replay.
    const twice = await till.post(`/api/v1/customers/${customer.id}/rewards/${stampReward?.id}/redeem`, {}, keyed());
    expect([twice.status, twice.body.error.message]).toEqual([409, LOYALTY_MESSAGES.rewardRedeemed]);

    const byCode = await till.post('/api/v1/rewards/redeem-code', { code: rebate?.code.toLowerCase() }, keyed());
    expect([byCode.status, byCode.body.data.changes]).toEqual([201, ['Redeemed: $5 off']]);

    const undo = await till.post(`/api/v1/actions/${byCode.body.data.actionId}/undo`, {}, keyed());
    expect([undo.status, undo.body.data.kind]).toEqual([201, 'reversal']);
    const undoAgain = await till.post(`/api/v1/actions/${byCode.body.data.actionId}/undo`, {}, keyed());
    expect([undoAgain.status, undoAgain.body.error.message]).toEqual([409, LOYALTY_MESSAGES.undoAlreadyDone]);
  });
});

describe('/api/v1 loyalty reads', () => {
  it('pages the ledger by cursor, newest first, without repeats', async () => {
    const { customer, till } = await shop();
    for (let i = 1; i <= 5; i++) {
      const res = await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: i }, keyed());
      expect(res.status).toBe(201);
    }
    const seen: { id: string; kind: string; amount: number | null }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await till.get(
        `/api/v1/customers/${customer.id}/ledger?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data);
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    // Joining the program (an enrol row), then each purchase's head row and earn row: eleven rows, four pages of three.
    const all = await t.db.select().from(transactions).where(eq(transactions.customerId, customer.id));
    expect(all).toHaveLength(11);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(11);
    expect(new Set(seen.map((r) => r.id)).size).toBe(11);
    expect(seen.at(-1)?.kind).toBe('enrol');
    expect(seen.filter((r) => r.kind === 'purchase').map((r) => r.amount)).toEqual([5, 4, 3, 2, 1]);

    const bad = await till.get(`/api/v1/customers/${customer.id}/ledger?cursor=garbage`);
    expect([bad.status, bad.body.error.details]).toEqual([400, { cursor: [V1_MESSAGES.cursor] }]);
    const limit = await till.get(`/api/v1/customers/${customer.id}/ledger?limit=0`);
    expect([limit.status, limit.body.error.details]).toEqual([400, { limit: [V1_MESSAGES.limit] }]);
  });

  it('reads a standing and rewards in v1’s shape', async () => {
    const { customer, till, program } = await shop();
    await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 25 }, keyed());
    const standing = await till.get(`/api/v1/customers/${customer.id}/standing`);
    expect(standing.status).toBe(200);
    expect(standing.body.data).toMatchObject({
      customerId: customer.id,
      points: { balance: 25, lifetimeEarned: 25 },
      visits: 1,
      programs: [expect.objectContaining({ id: program.id, pointsBalance: 25 })],
      rewards: [],
    });
    expect((await till.get(`/api/v1/customers/${customer.id}/rewards`)).body).toEqual({ data: [] });
  });
});

describe('/api/v1 loyalty permissions and tenancy', () => {
  it('refuses each route without its scope (403), naming the scope', async () => {
    const { c, customer, program } = await shop();
    const readOnly = await keyFor(c, ['loyalty:read', 'customers:read', 'customers:write']);
    const writeOnly = await keyFor(c, ['loyalty:write']);
    const id = customer.id;
    const writes = [
      [`/api/v1/customers/${id}/visits`, {}],
      [`/api/v1/customers/${id}/purchases`, { amount: 5 }],
      [`/api/v1/customers/${id}/rewards/${randomUUID()}/redeem`, {}],
      ['/api/v1/rewards/redeem-code', { code: 'CAFE-ABCDEF' }],
      [`/api/v1/customers/${id}/redeem-points`, { programId: program.id, rewardName: 'Coffee' }],
      [`/api/v1/actions/${randomUUID()}/undo`, {}],
    ] as const;
    for (const [path, body] of writes) {
      const res = await readOnly.post(path, body, keyed());
      expect([path, res.status, res.body.error.message]).toEqual([
        path,
        403,
        API_KEY_MESSAGES.missingScope('loyalty:write'),
      ]);
    }
    for (const path of [`/customers/${id}/standing`, `/customers/${id}/rewards`, `/customers/${id}/ledger`]) {
      const res = await writeOnly.get(`/api/v1${path}`);
      expect([path, res.status, res.body.error.message]).toEqual([
        path,
        403,
        API_KEY_MESSAGES.missingScope('loyalty:read'),
      ]);
    }
  });

  it("answers 404 for another business's customers, rewards, codes and actions, and changes nothing there", async () => {
    const mine = await shop();
    const theirs = await shop();
    await newProgram(theirs.c, {
      name: 'Rebates',
      type: 'rebate_code',
      config: { codePrefix: 'them', discountType: 'fixed', discountValue: 5, validDays: 14, cooldownMinutes: 0 },
    });
    const action = await theirs.till.post(`/api/v1/customers/${theirs.customer.id}/visits`, {}, keyed());
    const [reward] = (await theirs.till.get(`/api/v1/customers/${theirs.customer.id}/rewards`)).body.data;
    const them = theirs.customer.id;
    for (const path of [`/customers/${them}/standing`, `/customers/${them}/rewards`, `/customers/${them}/ledger`]) {
      expect([path, (await mine.till.get(`/api/v1${path}`)).status]).toEqual([path, 404]);
    }
    const writes = [
      [`/api/v1/customers/${them}/visits`, {}],
      [`/api/v1/customers/${them}/purchases`, { amount: 5 }],
      [`/api/v1/customers/${them}/rewards/${reward.id}/redeem`, {}],
      [`/api/v1/customers/${mine.customer.id}/rewards/${reward.id}/redeem`, {}],
      ['/api/v1/rewards/redeem-code', { code: reward.code }],
      [`/api/v1/customers/${them}/redeem-points`, { programId: theirs.program.id, rewardName: 'Coffee' }],
      [`/api/v1/customers/${mine.customer.id}/redeem-points`, { programId: theirs.program.id, rewardName: 'Coffee' }],
      [`/api/v1/actions/${action.body.data.actionId}/undo`, {}],
      ['/api/v1/customers/not-an-id/visits', {}],
    ] as const;
    for (const [path, body] of writes) {
      expect([path, (await mine.till.post(path, body, keyed())).status]).toEqual([path, 404]);
    }
    const after = await theirs.till.get(`/api/v1/customers/${them}/standing`);
    expect(after.body.data).toMatchObject({ visits: 1, rewards: [expect.objectContaining({ id: reward.id })] });
  });
});

describe('/api/v1 and the plan', () => {
  it('refuses every key of a business whose plan lapsed (one read with the key), and lets it back after', async () => {
    const { businessId, customer, till } = await shop();
    expect((await till.get(`/api/v1/customers/${customer.id}/standing`)).status).toBe(200);
    await t.db.update(businesses).set({ subscriptionStatus: 'canceled' }).where(eq(businesses.id, businessId));
    const lapsed = await till.get(`/api/v1/customers/${customer.id}/standing`);
    expect([lapsed.status, lapsed.body.error.code, lapsed.body.error.message]).toEqual([
      403,
      'PLAN_LIMIT',
      API_KEY_MESSAGES.planLapsed,
    ]);
    expect(lapsed.body.error.details.upgradeUrl).toEqual(expect.any(String));
    await t.db
      .update(businesses)
      .set({ subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(businesses.id, businessId));
    expect((await till.get(`/api/v1/customers/${customer.id}/standing`)).status).toBe(403);
    await t.db
      .update(businesses)
      .set({ subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(businesses.id, businessId));
    expect((await till.get(`/api/v1/customers/${customer.id}/standing`)).status).toBe(200);
  });
});

describe('/api/v1/openapi.json and the loyalty writes', () => {
  it('documents the Idempotency-Key header, required, on every keyed write', async () => {
    const doc = (await client(t.app).get('/api/v1/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
    };
    for (const path of [
      '/api/v1/customers/{id}/visits',
      '/api/v1/customers/{id}/purchases',
      '/api/v1/customers/{id}/rewards/{rewardId}/redeem',
      '/api/v1/rewards/redeem-code',
      '/api/v1/customers/{id}/redeem-points',
      '/api/v1/actions/{id}/undo',
    ]) {
      const header = doc.paths[path]?.post?.parameters?.find((p) => p.in === 'header');
      expect([path, header?.name, header?.required]).toEqual([path, 'idempotency-key', true]);
    }
  });
});
