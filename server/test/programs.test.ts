import { randomUUID } from 'node:crypto';
import { PROGRAM_DEFAULTS, PROGRAM_MESSAGES, PROGRAM_TYPES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerProgramProgress, loyaltyPrograms, transactions } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

let validationBusiness: Awaited<ReturnType<typeof newBusiness>> | undefined;

describe('creating programs', () => {
  it("creates one program of each type with its type's defaults, active, newest first", async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
    expect((await c.get('/api/programs')).body).toEqual({
      programs: [],
      limit: { maxActive: -1, active: 0, planName: 'Agency' },
    });

    for (const type of PROGRAM_TYPES) {
      const res = await c.post('/api/programs', { name: `  My ${type}  `, type });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: `My ${type}`, type, status: 'active', config: PROGRAM_DEFAULTS[type] });
    }
    const list = await c.get('/api/programs');
    expect(list.body.programs.map((p: { type: string }) => p.type)).toEqual([...PROGRAM_TYPES].reverse());
    expect(list.body.limit).toEqual({ maxActive: -1, active: 5, planName: 'Agency' });

    const rows = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, businessId));
    const points = rows.find((r) => r.type === 'points');
    expect(points?.config).toEqual({
      pointsPerDollar: 1,
      minimumRedemption: 100,
      pointsExpireDays: 365,
      welcomeBonus: 0,
      rewards: [],
      dailyPointsCap: 2000,
    });
    expect(rows.find((r) => r.type === 'discount')?.config).toEqual({
      tiers: [
        { visits: 5, discount: 5 },
        { visits: 10, discount: 10 },
        { visits: 20, discount: 15 },
      ],
    });
  });

  it('stores a custom config: code prefix upper-cased, discount tiers ordered by visits, one decimal per dollar', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Agency' });
    const rebate = await newProgram(c, {
      type: 'rebate_code',
      config: { codePrefix: 'vip1', discountType: 'fixed', discountValue: 250, validDays: 7, singleUse: false },
    });
    expect(rebate.config).toEqual({
      codePrefix: 'VIP1',
      discountType: 'fixed',
      discountValue: 250,
      validDays: 7,
      singleUse: false,
      cooldownMinutes: 10,
      dailyLimit: 10,
    });
    const discount = await newProgram(c, {
      type: 'discount',
      config: {
        tiers: [
          { visits: 12, discount: 20 },
          { visits: 3, discount: 2 },
        ],
      },
    });
    expect(discount.config).toEqual({
      tiers: [
        { visits: 3, discount: 2 },
        { visits: 12, discount: 20 },
      ],
    });
    const points = await newProgram(c, { type: 'points', config: { pointsPerDollar: 2.5, welcomeBonus: 50 } });
    expect(points.config).toEqual({
      pointsPerDollar: 2.5,
      minimumRedemption: 100,
      pointsExpireDays: 365,
      welcomeBonus: 50,
      rewards: [],
      dailyPointsCap: 2000,
    });
    const stamps = await newProgram(c, {
      type: 'stamp_card',
      config: { stampsRequired: 8, rewardDescription: 'Free coffee', allowMultipleCards: false, cardExpireDays: 0 },
    });
    expect(stamps.config).toEqual({
      stampsRequired: 8,
      rewardDescription: 'Free coffee',
      allowMultipleCards: false,
      cardExpireDays: 0,
      cooldownMinutes: 10,
      dailyLimit: 10,
    });
  });

  it.each([
    [{ name: '   ', type: 'points' }, 'Program name is required'],
    [{ type: 'points' }, 'Program name is required'],
    [{ name: 'X' }, 'Please select a program type'],
    [{ name: 'X', type: 'lottery' }, 'Please select a program type'],
    [{ name: 'X', type: 'points', config: { pointsPerDollar: 0 } }, 'Points per dollar must be at least 0.1'],
    [{ name: 'X', type: 'points', config: { pointsPerDollar: 0.15 } }, 'Points per dollar must use steps of 0.1'],
    [{ name: 'X', type: 'points', config: { minimumRedemption: 0 } }, 'Minimum redemption must be at least 1 point'],
    [
      { name: 'X', type: 'points', config: { pointsExpireDays: -1 } },
      'Points expiry cannot be negative (0 = no expiry)',
    ],
    [{ name: 'X', type: 'points', config: { welcomeBonus: -5 } }, 'Welcome bonus cannot be negative'],
    [
      { name: 'X', type: 'points', config: { minimumRedemption: 100, rewards: [{ name: 'Tea', points: 50 }] } },
      'A reward cannot cost less than the minimum redemption',
    ],
    [
      {
        name: 'X',
        type: 'points',
        config: {
          rewards: [
            { name: 'Tea', points: 100 },
            { name: 'tea', points: 200 },
          ],
        },
      },
      'Each reward needs its own name',
    ],
    [{ name: 'X', type: 'points', config: { rewards: [{ name: ' ', points: 100 }] } }, 'Reward name is required'],
    [{ name: 'X', type: 'points', config: { dailyPointsCap: -1 } }, 'Daily points cap cannot be negative (0 = none)'],
    [{ name: 'X', type: 'stamp_card', config: { cooldownMinutes: -1 } }, 'Cooldown cannot be negative (0 = none)'],
    [{ name: 'X', type: 'free_item', config: { dailyLimit: 1001 } }, 'Daily limit must be at most 1000'],
    [{ name: 'X', type: 'points', config: { welcomeBonus: 1.5 } }, 'Welcome bonus must be a whole number'],
    [{ name: 'X', type: 'stamp_card', config: { stampsRequired: 1 } }, 'Stamps required must be between 2 and 20'],
    [{ name: 'X', type: 'stamp_card', config: { stampsRequired: 21 } }, 'Stamps required must be between 2 and 20'],
    [
      { name: 'X', type: 'stamp_card', config: { cardExpireDays: -1 } },
      'Card expiry cannot be negative (0 = no expiry)',
    ],
    [
      { name: 'X', type: 'rebate_code', config: { codePrefix: 'SAVEMORE' } },
      'Code prefix must be at most 6 characters',
    ],
    [
      { name: 'X', type: 'rebate_code', config: { codePrefix: 'SA-VE' } },
      'Code prefix can only contain letters and numbers',
    ],
    [{ name: 'X', type: 'rebate_code', config: { discountValue: 0 } }, 'Discount value must be at least 1'],
    [{ name: 'X', type: 'rebate_code', config: { discountValue: 101 } }, 'A percentage discount cannot exceed 100%'],
    [{ name: 'X', type: 'rebate_code', config: { validDays: 0 } }, 'Valid days must be at least 1'],
    [{ name: 'X', type: 'rebate_code', config: { discountType: 'bogo' } }, 'Discount type must be percentage or fixed'],
    [{ name: 'X', type: 'discount', config: { tiers: [] } }, 'Add at least one discount tier'],
    [{ name: 'X', type: 'discount', config: { tiers: [{ visits: 0, discount: 5 }] } }, 'Visits must be at least 1'],
    [
      { name: 'X', type: 'discount', config: { tiers: [{ visits: 2, discount: 0 }] } },
      'Discount must be between 1 and 100%',
    ],
    [
      { name: 'X', type: 'discount', config: { tiers: [{ visits: 2, discount: 101 }] } },
      'Discount must be between 1 and 100%',
    ],
    [
      {
        name: 'X',
        type: 'discount',
        config: {
          tiers: [
            { visits: 2, discount: 5 },
            { visits: 2, discount: 10 },
          ],
        },
      },
      'Each tier needs a different number of visits',
    ],
    [{ name: 'X', type: 'free_item', config: { requiredPurchases: 0 } }, 'Required purchases must be at least 1'],
    [{ name: 'X', type: 'free_item', config: { validDays: 0 } }, 'Valid days must be at least 1'],
    [{ name: 'X', type: 'free_item', config: { requiredPurchases: '5' } }, 'Required purchases must be a number'],
  ])('refuses %j with "%s" and writes nothing', async (body, message) => {
    // One business for every case (sign-ups are rate-limited): none of them may write a row.
    validationBusiness ??= await newBusiness(t, { tierName: 'Agency' });
    const res = await validationBusiness.client.post('/api/programs', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.message).toBe(message);
    const rows = await t.db
      .select()
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.businessId, validationBusiness.businessId));
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in business', async () => {
    const anon = client(t.app);
    expect((await anon.get('/api/programs')).status).toBe(401);
    expect((await anon.post('/api/programs', { name: 'X', type: 'points' })).status).toBe(401);
  });
});

describe('max_programs counts active programs', () => {
  it('on Free allows one active program; pausing makes room; activating above the limit is refused', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Free' });
    const first = await newProgram(c, { name: 'First' });

    const refused = await c.post('/api/programs', { name: 'Second', type: 'stamp_card' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'PLAN_LIMIT',
      message: 'Your plan allows 1 active program. Pause another program or upgrade your plan to run more.',
      details: { limit: 1, current: 1, upgradeUrl: '/subscription' },
    });
    expect(await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, businessId))).toHaveLength(1);

    const paused = await c.patch(`/api/programs/${first.id}/status`, { status: 'paused' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id: first.id, status: 'paused' });
    const second = await newProgram(c, { name: 'Second', type: 'stamp_card' });
    expect((await c.get('/api/programs')).body.limit).toEqual({ maxActive: 1, active: 1, planName: 'Free' });

    const reactivate = await c.patch(`/api/programs/${first.id}/status`, { status: 'active' });
    expect(reactivate.status).toBe(403);
    expect(reactivate.body.error.code).toBe('PLAN_LIMIT');
    const [row] = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, first.id));
    expect(row?.status).toBe('paused');

    expect((await c.patch(`/api/programs/${second.id}/status`, { status: 'paused' })).status).toBe(200);
    const activated = await c.patch(`/api/programs/${first.id}/status`, { status: 'active' });
    expect(activated.status).toBe(200);
    expect(activated.body.status).toBe('active');
    // Pausing and activating do not change the config.
    expect(activated.body.config).toEqual(PROGRAM_DEFAULTS.points);
  });

  it('on Pro allows three active programs, with the plural message', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    for (const name of ['A', 'B', 'C']) await newProgram(c, { name });
    const res = await c.post('/api/programs', { name: 'D', type: 'points' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'Your plan allows 3 active programs. Pause another program or upgrade your plan to run more.',
    );
  });

  it('lets only one of two simultaneous creates through at the limit', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Free' });
    const results = await Promise.all([
      c.post('/api/programs', { name: 'A', type: 'points' }),
      c.post('/api/programs', { name: 'B', type: 'points' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    const rows = await t.db
      .select()
      .from(loyaltyPrograms)
      .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.status, 'active')));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown status value', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Free' });
    const p = await newProgram(c);
    const res = await c.patch(`/api/programs/${p.id}/status`, { status: 'archived' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Status must be 'active' or 'paused'");
  });
});

describe('the audit trail', () => {
  it('names each program made, changed, paused, activated and deleted, and who did it', async () => {
    const { client: c, me } = await newBusiness(t, { tierName: 'Pro' });
    const made = await c.post('/api/programs', { name: 'Coffee Card', type: 'stamp_card' });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    expect((await c.patch(`/api/programs/${id}`, { type: 'stamp_card', name: 'Coffee Club' })).status).toBe(200);
    expect((await c.patch(`/api/programs/${id}/status`, { status: 'paused' })).status).toBe(200);
    expect((await c.patch(`/api/programs/${id}/status`, { status: 'active' })).status).toBe(200);
    expect((await c.delete(`/api/programs/${id}`)).status).toBe(204);
    const trail = await c.get('/api/settings/audit');
    expect(trail.status).toBe(200);
    type TEntry = { action: string; targetType: string; details: { name: string }; actor: { label: string } };
    const entries = (trail.body.entries as TEntry[]).filter((e) => e.targetType === 'program');
    const rows = entries.map((e) => `${e.action} ${e.details.name}`);
    expect(rows).toEqual([
      'program.delete Coffee Club',
      'program.activate Coffee Club',
      'program.pause Coffee Club',
      'program.update Coffee Club',
      'program.create Coffee Card',
    ]);
    expect(new Set(entries.map((e) => e.actor.label))).toEqual(new Set([me.user.name]));
  });
});

describe('isolation between businesses', () => {
  it("never lists, pauses or activates another business's program (404)", async () => {
    const a = await newBusiness(t, { tierName: 'Pro' });
    const b = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(a.client, { name: 'A only' });

    expect((await b.client.get('/api/programs')).body.programs).toEqual([]);
    for (const status of ['paused', 'active']) {
      const res = await b.client.patch(`/api/programs/${program.id}/status`, { status });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Program not found' });
    }
    const [row] = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id));
    expect(row?.status).toBe('active');
    expect(row?.businessId).toBe(a.businessId);

    expect((await a.client.patch('/api/programs/not-a-uuid/status', { status: 'paused' })).status).toBe(404);
    expect(
      (await a.client.patch('/api/programs/00000000-0000-4000-8000-000000000000/status', { status: 'paused' })).status,
    ).toBe(404);
  });
});

let editBusiness: Awaited<ReturnType<typeof newBusiness>> | undefined;

describe('editing a program', () => {
  it('saves a new name, description and config; the type stays and the status is untouched', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(c, {
      name: 'Coffee Card',
      type: 'stamp_card',
      description: 'For the morning rush',
    });
    expect(program.description).toBe('For the morning rush');

    const res = await c.patch(`/api/programs/${program.id}`, {
      type: 'stamp_card',
      name: '  Latte Card ',
      description: ' Ten lattes, one free ',
      config: { stampsRequired: 8, rewardDescription: 'Free latte' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: program.id,
      name: 'Latte Card',
      description: 'Ten lattes, one free',
      type: 'stamp_card',
      status: 'active',
      config: { ...PROGRAM_DEFAULTS.stamp_card, stampsRequired: 8, rewardDescription: 'Free latte' },
    });
    const [row] = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id));
    expect(row).toMatchObject({
      businessId,
      name: 'Latte Card',
      description: 'Ten lattes, one free',
      type: 'stamp_card',
    });
    expect(row?.config).toMatchObject({ stampsRequired: 8, rewardDescription: 'Free latte', cardExpireDays: 90 });

    // Only the name: the config and description stay as they were.
    const renamed = await c.patch(`/api/programs/${program.id}`, { type: 'stamp_card', name: 'Morning Card' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Morning Card', description: 'Ten lattes, one free' });
    expect(renamed.body.config.stampsRequired).toBe(8);
  });

  it('a new config does not act backwards: a reward already earned keeps its expiry', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(c, {
      type: 'free_item',
      config: { itemName: 'Muffin', requiredPurchases: 1, validDays: 30, cooldownMinutes: 0 },
    });
    const customer = await addCustomer(c);
    const first = await c.post(`/api/customers/${customer.id}/purchases`, { idempotencyKey: randomUUID(), amount: 5 });
    expect(first.status).toBe(201);
    const before = (await c.get(`/api/customers/${customer.id}/rewards`)).body;
    const earned = before.rewards[0];
    expect(earned.expiresAt).toBeTruthy();

    const edited = await c.patch(`/api/programs/${program.id}`, {
      type: 'free_item',
      config: { itemName: 'Muffin', requiredPurchases: 3, validDays: 5, cooldownMinutes: 0 },
    });
    expect(edited.status).toBe(200);
    const after = (await c.get(`/api/customers/${customer.id}/rewards`)).body;
    expect(after.rewards[0]).toMatchObject({ id: earned.id, expiresAt: earned.expiresAt });
  });

  it.each([
    [{ type: 'points', name: '   ' }, 'Program name is required'],
    [{ type: 'points', config: { pointsPerDollar: 0.15 } }, 'Points per dollar must use steps of 0.1'],
    [{ type: 'points', config: { minimumRedemption: 0 } }, 'Minimum redemption must be at least 1 point'],
    [{ type: 'points', description: 'x'.repeat(301) }, 'Description must be at most 300 characters'],
    [{ name: 'No type' }, 'Please select a program type'],
    [{ type: 'stamp_card', name: 'Other type' }, PROGRAM_MESSAGES.typeCannotChange],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    // One business for every case (sign-ups are rate-limited); each case edits its own program.
    editBusiness ??= await newBusiness(t, { tierName: 'Agency' });
    const c = editBusiness.client;
    const program = await newProgram(c, { name: 'Bean Points', type: 'points' });
    const res = await c.patch(`/api/programs/${program.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    const [row] = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id));
    expect(row).toMatchObject({ name: 'Bean Points', type: 'points', config: PROGRAM_DEFAULTS.points });
  });

  it("is 404 for another business's program and 401 without a session", async () => {
    const a = await newBusiness(t, { tierName: 'Pro' });
    const b = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(a.client, { name: 'A only' });
    const foreign = await b.client.patch(`/api/programs/${program.id}`, { type: 'points', name: 'Taken' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: 'NOT_FOUND', message: 'Program not found' });
    expect((await b.client.patch('/api/programs/not-a-uuid', { type: 'points', name: 'X' })).status).toBe(404);
    const anon = await client(t.app).patch(`/api/programs/${program.id}`, { type: 'points', name: 'Anon' });
    expect(anon.status).toBe(401);
    const [row] = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id));
    expect(row?.name).toBe('A only');
  });
});

describe('deleting a program', () => {
  it("deletes a program nobody earned in, with its members' empty progress, and frees its place on the plan", async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Free' });
    const program = await newProgram(c, { name: 'Try-out', type: 'stamp_card' });
    // A customer who joined but never earned: a progress row of zeros and a "joined" ledger row.
    const customer = await addCustomer(c);
    await t.db.insert(customerProgramProgress).values({ businessId, customerId: customer.id, programId: program.id });
    await t.db
      .insert(transactions)
      .values({ businessId, customerId: customer.id, programId: program.id, type: 'enrol' });
    expect((await c.post('/api/programs', { name: 'Second', type: 'points' })).status).toBe(403);

    const res = await c.delete(`/api/programs/${program.id}`);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id))).toHaveLength(0);
    expect(
      await t.db.select().from(customerProgramProgress).where(eq(customerProgramProgress.customerId, customer.id)),
    ).toHaveLength(0);
    const ledger = await t.db.select().from(transactions).where(eq(transactions.customerId, customer.id));
    expect(ledger.filter((r) => r.type === 'enrol')).toHaveLength(0);
    expect((await c.get('/api/programs')).body).toEqual({
      programs: [],
      limit: { maxActive: 1, active: 0, planName: 'Free' },
    });
    expect((await c.post('/api/programs', { name: 'Second', type: 'points' })).status).toBe(201);
    expect((await c.delete(`/api/programs/${program.id}`)).status).toBe(404);
    expect(await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, businessId))).toHaveLength(1);
  });

  it('refuses (409) a program a customer earned in, and changes nothing', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(c, { name: 'Coffee Card', type: 'stamp_card' });
    const customer = await addCustomer(c);
    expect((await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() })).status).toBe(201);
    const ledgerBefore = await t.db.select().from(transactions).where(eq(transactions.customerId, customer.id));

    const res = await c.delete(`/api/programs/${program.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'CONFLICT',
      message: "Customers have earned in this program, so it can't be deleted. Pause it instead.",
    });
    const [row] = await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id));
    expect(row?.name).toBe('Coffee Card');
    const [progress] = await t.db
      .select()
      .from(customerProgramProgress)
      .where(eq(customerProgramProgress.programId, program.id));
    expect(progress?.stampsCurrent).toBe(1);
    expect(await t.db.select().from(transactions).where(eq(transactions.customerId, customer.id))).toEqual(
      ledgerBefore,
    );
  });

  it("refuses (409) while a campaign that hasn't been sent is aimed at the program's members", async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(c, { name: 'Regulars' });
    const campaign = await c.post('/api/campaigns', { name: 'Members only', type: 'email' });
    expect(campaign.status).toBe(201);
    const saved = await c.put(`/api/campaigns/${campaign.body.id}`, {
      name: 'Members only',
      audience: { programId: program.id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const res = await c.delete(`/api/programs/${program.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(PROGRAM_MESSAGES.unsentCampaign);
    expect(await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id))).toHaveLength(1);
  });

  it("is 404 for another business's program and 401 without a session", async () => {
    const a = await newBusiness(t, { tierName: 'Pro' });
    const b = await newBusiness(t, { tierName: 'Pro' });
    const program = await newProgram(a.client, { name: 'A only' });
    const foreign = await b.client.delete(`/api/programs/${program.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: 'NOT_FOUND', message: 'Program not found' });
    expect((await client(t.app).delete(`/api/programs/${program.id}`)).status).toBe(401);
    expect(await t.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.id, program.id))).toHaveLength(1);
  });
});
