import { randomUUID } from 'node:crypto';
import { LOYALTY_MESSAGES, REFERRAL_MESSAGES, stampsOverCardMessage } from '@regulars/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAuditLog,
  customers,
  outboxMessages,
  referralCodes,
  referrals,
  transactions,
} from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { awayFromQuietHours } from './campaign-seed.ts';
import { addCustomer } from './factories/customers.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { client, eventually, newBusiness, queueDrained, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

const purchase = (c: TClient, customerId: string, amount: number) =>
  c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey: randomUUID(), amount });
const visit = (c: TClient, customerId: string) =>
  c.post(`/api/customers/${customerId}/visits`, { idempotencyKey: randomUUID() });

/** 100 points to the friend, a Free coffee for 30 days to the referrer, on a first purchase of $10 within 30 days. */
const setupOf = (programId: string, over: Record<string, unknown> = {}) => ({
  enabled: true,
  friendReward: { kind: 'points', programId, points: 100 },
  referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 30 },
  qualifyingAction: 'purchase',
  minimumAmount: 10,
  withinDays: 30,
  monthlyCap: 10,
  ...over,
});

/** A business on the Agency plan (refer-a-friend included) with a points program, a sign-up form and the set-up. */
async function shop(over: Record<string, unknown> = {}) {
  const biz = await newBusiness(t, { tierName: 'Agency', companyName: 'Bean There' });
  const program = await newProgram(biz.client, { type: 'points', config: { pointsPerDollar: 1, welcomeBonus: 0 } });
  const form = await newQrCode(biz.client);
  const saved = await biz.client.put('/api/referrals', setupOf(program.id, over));
  if (saved.status !== 200) throw new Error(`saving referrals failed: ${JSON.stringify(saved.body)}`);
  return { ...biz, c: biz.client, program, form };
}

/** A customer who joined through the form, signed in to the portal: their invitation card. */
async function referrer(s: Awaited<ReturnType<typeof shop>>, firstName = 'Ana') {
  const phone = randomPhone();
  const joined = await client(t.app).post(`/api/public/signup-form/${s.form.code}`, {
    ...enrolmentBody({ firstName, phone: phone.typed }),
  });
  expect(joined.status).toBe(201);
  const portal = client(t.app);
  expect((await portal.post('/api/portal/login', { phone: phone.typed, pin: '4821' })).status).toBe(200);
  const dashboard = await portal.get('/api/portal/dashboard');
  const [row] = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, s.businessId), eq(customers.phone, phone.e164)));
  return { id: row?.id as string, phone, portal, referral: dashboard.body.referral };
}

/** A friend joining through the referrer's link's form; answers the new customer's id. */
async function friendJoins(s: Awaited<ReturnType<typeof shop>>, code: string, phone = randomPhone()) {
  const res = await client(t.app).post(`/api/public/signup-form/${s.form.code}`, {
    ...enrolmentBody({ firstName: 'Ben', phone: phone.typed }),
    referralCode: code,
  });
  expect(res.status).toBe(201);
  const [row] = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, s.businessId), eq(customers.phone, phone.e164)));
  return row?.id as string;
}

const referralOf = async (businessId: string, friendId: string) =>
  (
    await t.db
      .select()
      .from(referrals)
      .where(and(eq(referrals.businessId, businessId), eq(referrals.friendCustomerId, friendId)))
  )[0];

const referralRows = (businessId: string, referralId: string) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), like(transactions.idempotencyKey, `referral:${referralId}:%`)));

/** The texts the business sent, as [to, text], sorted, once at least `count` are out and its queue has drained. */
async function textsOf(businessId: string, count: number) {
  const sent = () =>
    t.db
      .select({ to: outboxMessages.to, text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.channel, 'sms')));
  await eventually(async () => (await sent()).length >= count);
  await queueDrained(t, { businessId });
  return (await sent()).map((m) => [m.to, m.text]).sort();
}

describe('/api/referrals: what the owner sets', () => {
  it('refuses a plan without it and a set-up that is wrong, in plain words, saving nothing', async () => {
    const free = await newBusiness(t);
    const freeProgram = await newProgram(free.client, { type: 'points' });
    expect((await free.client.get('/api/referrals')).body).toMatchObject({ settings: null, included: false });
    // Never set up: analytics shows no refer-a-friend figures at all.
    expect((await free.client.get('/api/analytics')).body.referrals).toBeNull();
    const refused = await free.client.put('/api/referrals', setupOf(freeProgram.id));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(REFERRAL_MESSAGES.notIncluded);
    // Saved off, it needs no plan (and keeps the set-up for later).
    expect((await free.client.put('/api/referrals', setupOf(freeProgram.id, { enabled: false }))).status).toBe(200);

    const s = await shop();
    const stamps = await newProgram(s.c, { type: 'stamp_card' });
    const paused = await newProgram(s.c, { type: 'points' });
    expect((await s.c.patch(`/api/programs/${paused.id}/status`, { status: 'paused' })).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { friendReward: { kind: 'points', programId: s.program.id, points: 0 } },
        'friendReward',
        REFERRAL_MESSAGES.pointsRange,
      ],
      [
        { referrerReward: { kind: 'reward', name: ' ', validDays: 30 } },
        'referrerReward',
        REFERRAL_MESSAGES.rewardNameRequired,
      ],
      [
        { referrerReward: { kind: 'reward', name: 'Coffee', validDays: 0 } },
        'referrerReward',
        REFERRAL_MESSAGES.validDaysRange,
      ],
      [
        { friendReward: { kind: 'points', programId: stamps.id, points: 5 } },
        'friendReward',
        REFERRAL_MESSAGES.programNotPoints,
      ],
      [
        { friendReward: { kind: 'points', programId: paused.id, points: 5 } },
        'friendReward',
        REFERRAL_MESSAGES.programPaused,
      ],
      [{ qualifyingAction: 'visit', minimumAmount: 5 }, 'minimumAmount', REFERRAL_MESSAGES.minimumOnlyForPurchase],
      [{ minimumAmount: -1 }, 'minimumAmount', REFERRAL_MESSAGES.minimumAmountRange],
      [{ withinDays: 0 }, 'withinDays', REFERRAL_MESSAGES.withinDaysRange],
      [{ monthlyCap: 101 }, 'monthlyCap', REFERRAL_MESSAGES.monthlyCapRange],
    ];
    for (const [over, field, message] of cases) {
      const res = await s.c.put('/api/referrals', setupOf(s.program.id, over));
      expect(res.status, message).toBe(400);
      expect(res.body.error.details[field], message).toContain(message);
    }
    // Another business's program is not found here.
    const foreign = await s.c.put(
      '/api/referrals',
      setupOf(s.program.id, { referrerReward: { kind: 'points', programId: freeProgram.id, points: 5 } }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(REFERRAL_MESSAGES.programNotFound);

    const read = (await s.c.get('/api/referrals')).body;
    expect(read.settings).toEqual({
      enabled: true,
      friendReward: { kind: 'points', programId: s.program.id, programName: s.program.name, points: 100 },
      referrerReward: { kind: 'reward', name: 'Free coffee', validDays: 30 },
      qualifyingAction: 'purchase',
      minimumAmount: 10,
      withinDays: 30,
      monthlyCap: 10,
    });
    const audit = await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, s.businessId), eq(businessAuditLog.action, 'referrals.save')));
    expect(audit).toHaveLength(1);
  });
});

describe('a customer invites a friend', () => {
  it('gets a code and a link; the link opens the form with their invitation; the friend joins as their referral', async () => {
    const s = await shop();
    const ana = await referrer(s);
    expect(ana.referral).toMatchObject({
      friendGets: '100 points',
      youGet: 'Free coffee',
      when: 'their first purchase of $10.00 or more within 30 days',
      joined: 0,
      rewarded: 0,
    });
    const { code, link } = ana.referral as { code: string; link: string };
    expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(link).toBe(`${t.deps.config.appUrl}/i/${code}`);
    // The same code every time.
    expect((await ana.portal.get('/api/portal/dashboard')).body.referral.code).toBe(code);

    const opened = await client(t.app).get(`/i/${code.toLowerCase()}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`${t.deps.config.appUrl}/signup-form/${s.form.code}?ref=${code}`);
    const unknown = await client(t.app).get('/i/ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(REFERRAL_MESSAGES.codeUnknown);

    const form = await client(t.app).get(`/api/public/signup-form/${s.form.code}?ref=${code}`);
    expect(form.body.invitation).toEqual({
      referrerName: 'Ana',
      code,
      friendGets: '100 points',
      when: 'your first purchase of $10.00 or more within 30 days',
      headline: 'Ana invited you',
      offer: 'You get 100 points after your first purchase of $10.00 or more within 30 days.',
    });
    expect((await client(t.app).get(`/api/public/signup-form/${s.form.code}`)).body.invitation).toBeNull();

    const friendId = await friendJoins(s, code);
    expect(await referralOf(s.businessId, friendId)).toMatchObject({
      referrerCustomerId: ana.id,
      status: 'pending',
      heldReason: null,
      via: 'link',
    });
    const list = (await s.c.get('/api/referrals/list')).body.referrals;
    expect(list).toEqual([
      expect.objectContaining({
        referrer: { id: ana.id, name: expect.stringContaining('Ana') },
        friend: { id: friendId, name: expect.stringContaining('Ben') },
        status: 'pending',
        heldReason: null,
        rewardedAt: null,
      }),
    ]);
    expect((await s.c.get('/api/referrals')).body.counts).toEqual({
      opened: 1,
      joined: 1,
      rewarded: 0,
      held: 0,
      rewardsGiven: 0,
    });
  });

  it("another business's form, list and set-up know nothing of this business's codes and referrals", async () => {
    const s = await shop();
    const ana = await referrer(s);
    const other = await shop();
    const code = ana.referral.code as string;
    expect(
      (await client(t.app).get(`/api/public/signup-form/${other.form.code}?ref=${code}`)).body.invitation,
    ).toBeNull();
    const phone = randomPhone();
    const res = await client(t.app).post(`/api/public/signup-form/${other.form.code}`, {
      ...enrolmentBody({ phone: phone.typed }),
      referralCode: code,
    });
    expect(res.status).toBe(201);
    const [joined] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.businessId, other.businessId), eq(customers.phone, phone.e164)));
    expect(await referralOf(other.businessId, joined?.id as string)).toBeUndefined();
    await friendJoins(s, code);
    expect((await other.c.get('/api/referrals/list')).body.referrals).toEqual([]);
    expect((await s.c.get('/api/referrals/list')).body.referrals).toHaveLength(1);
    // Its link opened, its friend joined: counted in its own analytics and card only.
    expect((await client(t.app).get(`/i/${code}`)).status).toBe(302);
    expect((await other.c.get('/api/analytics')).body.referrals).toMatchObject({
      invitesOpened: { current: 0 },
      joined: { current: 0 },
    });
    expect((await other.c.get('/api/referrals')).body.counts.opened).toBe(0);
    expect((await s.c.get('/api/analytics')).body.referrals).toMatchObject({
      invitesOpened: { current: 1 },
      joined: { current: 1 },
    });
  });
});

describe('the friend qualifies', () => {
  it('rewards both sides once, in the purchase that qualifies, and only when it does', async () => {
    const s = await shop();
    const ana = await referrer(s);
    const friendId = await friendJoins(s, ana.referral.code);
    const referral = await referralOf(s.businessId, friendId);

    // A visit, or a purchase under the minimum, does not qualify.
    expect((await visit(s.c, friendId)).status).toBe(201);
    expect((await purchase(s.c, friendId, 9.99)).status).toBe(201);
    expect((await referralOf(s.businessId, friendId))?.status).toBe('pending');
    expect(await referralRows(s.businessId, referral?.id as string)).toEqual([]);

    const qualifying = await purchase(s.c, friendId, 12);
    expect(qualifying.status).toBe(201);
    expect(qualifying.body.changes).toEqual(
      expect.arrayContaining(['Referral reward: +100 points', 'The customer who invited them gets Free coffee']),
    );
    expect(await referralOf(s.businessId, friendId)).toMatchObject({
      status: 'rewarded',
      qualifyingActionId: qualifying.body.actionId,
      rewardsGiven: 2,
    });
    // The friend: 9 + 12 purchase points and the 100 of the referral, shown in the answer as stored.
    const friend = (await s.c.get(`/api/customers/${friendId}`)).body.customer;
    expect(friend.totalPoints).toBe(121);
    expect(qualifying.body.standing.customer.totalPoints).toBe(121);
    // The referrer: the Free coffee, valid 30 days.
    const rewards = (await ana.portal.get('/api/portal/dashboard')).body;
    expect(rewards.rewards).toEqual([
      expect.objectContaining({ name: 'Free coffee', status: 'earned', programId: null }),
    ]);
    expect(rewards.referral).toMatchObject({ joined: 1, rewarded: 1 });

    // The next purchase rewards nobody again.
    expect((await purchase(s.c, friendId, 20)).body.changes).not.toContain('Referral reward: +100 points');
    expect(await referralRows(s.businessId, referral?.id as string)).toHaveLength(2);
    expect(await checkLedger({ db: t.db, businessId: s.businessId })).toEqual([]);
    expect((await s.c.get('/api/referrals')).body.counts).toMatchObject({ rewarded: 1, rewardsGiven: 2 });

    // Analytics counts the period's invitations: one link opened, one friend joined and qualified, two rewards.
    expect((await client(t.app).get(`/i/${ana.referral.code}`)).status).toBe(302);
    const figures = (await s.c.get('/api/analytics?period=7d')).body.referrals;
    expect(figures).toEqual({
      invitesOpened: { current: 1, previous: 0 },
      joined: { current: 1, previous: 0 },
      qualified: { current: 1, previous: 0 },
      rewardsGiven: { current: 2, previous: 0 },
      held: { current: 0, previous: 0 },
    });
    expect((await s.c.get('/api/referrals')).body.counts.opened).toBe(1);
  });

  it("rewards once, and messages each side once, when the friend's first two purchases arrive at two tills at once", async () => {
    const shopped = await shop();
    const points = setupOf(shopped.program.id, {
      referrerReward: { kind: 'points', programId: shopped.program.id, points: 50 },
    });
    expect((await shopped.c.put('/api/referrals', points)).status).toBe(200);
    for (const [triggerType, messageTemplate] of [
      ['referral_friend', 'Thanks for joining through {referrer_name}: {reward} are yours.'],
      [
        'referral_referrer',
        '{friend_name} made their first purchase: {reward} are yours. Invite more: {referral_link}',
      ],
    ]) {
      const made = await shopped.c.post('/api/sms-templates', { name: triggerType, triggerType, messageTemplate });
      expect(made.status).toBe(201);
    }
    const ana = await referrer(shopped);
    const benPhone = randomPhone();
    const friendId = await friendJoins(shopped, ana.referral.code, benPhone);
    const answers = await Promise.all([purchase(shopped.c, friendId, 15), purchase(shopped.c, friendId, 15)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const rewarded = answers.filter((a) => a.body.changes.includes('Referral reward: +100 points'));
    expect(rewarded).toHaveLength(1);
    const referral = await referralOf(shopped.businessId, friendId);
    expect(await referralRows(shopped.businessId, referral?.id as string)).toHaveLength(2);
    expect((await shopped.c.get(`/api/customers/${friendId}`)).body.customer.totalPoints).toBe(130);
    expect((await shopped.c.get(`/api/customers/${ana.id}`)).body.customer.totalPoints).toBe(50);
    expect(await checkLedger({ db: t.db, businessId: shopped.businessId })).toEqual([]);

    // Each side's message, naming the other; the inviter's carries their link.
    expect(await textsOf(shopped.businessId, 2)).toEqual(
      [
        [benPhone.e164, 'Thanks for joining through Ana: 100 points are yours.'],
        [ana.phone.e164, `Ben made their first purchase: 50 points are yours. Invite more: ${ana.referral.link}`],
      ].sort(),
    );
  });

  it("puts stamps on both cards: the friend's after their visit's stamp, the inviter's filling a card and starting the next", async () => {
    const s = await shop();
    const card = await newProgram(s.c, {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 5, rewardDescription: 'Free coffee', cooldownMinutes: 0, dailyLimit: 0 },
    });
    const stampsSetup = (friend: number, referrer: number, programId = card.id) =>
      setupOf(s.program.id, {
        friendReward: { kind: 'stamps', programId, stamps: friend },
        referrerReward: { kind: 'stamps', programId, stamps: referrer },
        qualifyingAction: 'visit',
        minimumAmount: 0,
      });
    // More than the card takes, stamps on a points program, and none at all: refused in words, nothing saved.
    for (const [setup, field, message] of [
      [stampsSetup(2, 6), 'referrerReward', stampsOverCardMessage(5)],
      [stampsSetup(2, 5, s.program.id), 'friendReward', REFERRAL_MESSAGES.programNotCard],
      [stampsSetup(0, 5), 'friendReward', REFERRAL_MESSAGES.stampsRange],
    ] as const) {
      const refused = await s.c.put('/api/referrals', setup);
      expect(refused.status, message).toBe(400);
      expect(refused.body.error.details[field], message).toEqual([message]);
    }
    expect((await s.c.get('/api/referrals')).body.settings.friendReward.kind).toBe('points');
    const saved = await s.c.put('/api/referrals', stampsSetup(2, 5));
    expect(saved.status).toBe(200);
    expect(saved.body.settings.friendReward).toEqual({
      kind: 'stamps',
      programId: card.id,
      programName: 'Coffee card',
      stamps: 2,
    });

    const ana = await referrer(s);
    const invitation = (await ana.portal.get('/api/portal/dashboard')).body.referral;
    expect(invitation).toMatchObject({ friendGets: '2 stamps', youGet: '5 stamps' });
    for (let i = 0; i < 3; i++) expect((await visit(s.c, ana.id)).status).toBe(201);
    const friendId = await friendJoins(s, ana.referral.code);

    const first = await visit(s.c, friendId);
    expect(first.status).toBe(201);
    expect(first.body.changes).toEqual([
      'Stamp 1 of 5',
      'Referral reward: +2 stamps',
      'The customer who invited them gets 5 stamps (card complete: Free coffee)',
    ]);
    const cardOf = (standing: { programs: { id: string; stampsCurrent: number }[] }) =>
      standing.programs.find((p) => p.id === card.id)?.stampsCurrent;
    expect(cardOf(first.body.standing)).toBe(3);
    // Ana had 3 of 5: 5 more fill her card (its reward issued) and start the next with 3.
    const anaStanding = (await s.c.get(`/api/customers/${ana.id}/standing`)).body;
    expect(cardOf(anaStanding)).toBe(3);
    expect(anaStanding.rewards.map((r: { name: string }) => r.name)).toEqual(['Free coffee']);
    expect(await checkLedger({ db: t.db, businessId: s.businessId })).toEqual([]);

    // The cashier undoes the visit (the wrong customer, say): its stamp, both sides' stamps and Ana's reward go, and
    // the referral waits again; the friend's next visit rewards it once more.
    const undone = await s.c.post(`/api/loyalty/actions/${first.body.actionId}/undo`, {});
    expect(undone.status).toBe(200);
    expect(cardOf(undone.body.standing)).toBe(0);
    const anaUndone = (await s.c.get(`/api/customers/${ana.id}/standing`)).body;
    expect(cardOf(anaUndone)).toBe(3);
    expect(anaUndone.rewards).toEqual([]);
    expect(await referralOf(s.businessId, friendId)).toMatchObject({ status: 'pending', qualifyingActionId: null });
    expect(await checkLedger({ db: t.db, businessId: s.businessId })).toEqual([]);

    const second = await visit(s.c, friendId);
    expect(second.body.changes).toEqual(first.body.changes);
    expect(cardOf(second.body.standing)).toBe(3);
    const anaAgain = (await s.c.get(`/api/customers/${ana.id}/standing`)).body;
    expect(cardOf(anaAgain)).toBe(3);
    expect(anaAgain.rewards.map((r: { name: string }) => r.name)).toEqual(['Free coffee']);
    expect(await checkLedger({ db: t.db, businessId: s.businessId })).toEqual([]);

    // Once Ana has redeemed that coffee, the visit that gave it can no longer be undone.
    const coffee = anaAgain.rewards[0];
    const redeemed = await s.c.post(`/api/customers/${ana.id}/rewards/redeem`, {
      idempotencyKey: randomUUID(),
      rewardId: coffee.id,
    });
    expect(redeemed.status).toBe(201);
    const refused = await s.c.post(`/api/loyalty/actions/${second.body.actionId}/undo`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(LOYALTY_MESSAGES.undoRewardUsed);
  });

  it('gives each campaign recipient their own link, made with the batch, and leaves the sentence out once it is off', async () => {
    const s = await shop();
    await awayFromQuietHours(t, s.businessId);
    const ana = await referrer(s);
    // Cleo has never opened the portal: the campaign's batch makes her code.
    const cleo = await addCustomer(s.c, { firstName: 'Cleo', phone: randomPhone().typed, optedInSms: true });
    const send = async (name: string) => {
      const created = await s.c.post('/api/campaigns', { name, type: 'sms' });
      const body = 'Hi {firstName}! Bring a friend: {referral_link}';
      expect((await s.c.put(`/api/campaigns/${created.body.id}`, { name, body })).status).toBe(200);
      expect((await s.c.post(`/api/campaigns/${created.body.id}/send`, {})).status).toBe(200);
    };
    await send('Invite');
    const texts = await textsOf(s.businessId, 2);
    const [cleoCode] = await t.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(and(eq(referralCodes.businessId, s.businessId), eq(referralCodes.customerId, cleo.id)));
    expect(texts.map(([, text]) => text.split('\n')[0]).sort()).toEqual(
      [
        `Hi Ana! Bring a friend: ${ana.referral.link}`,
        `Hi Cleo! Bring a friend: ${t.deps.config.appUrl}/i/${cleoCode?.code}`,
      ].sort(),
    );
    expect((await s.c.put('/api/referrals', setupOf(s.program.id, { enabled: false }))).status).toBe(200);
    await send('Invite again');
    const firstLines = (await textsOf(s.businessId, 4)).map(([, text]) => text.split('\n')[0]);
    expect(firstLines.filter((line) => !line.includes('Bring a friend')).sort()).toEqual(['Hi Ana!', 'Hi Cleo!']);
    expect(firstLines).toHaveLength(4);
  });

  it("puts the inviter's link in any message while refer-a-friend is on, and leaves its sentence out once it is off", async () => {
    const s = await shop();
    const template = await s.c.post('/api/sms-templates', {
      name: 'Invite',
      triggerType: 'custom',
      messageTemplate: 'Hi {firstName}! Bring a friend: {referral_link}',
    });
    const ana = await referrer(s);
    const send = () =>
      s.c.post(`/api/customers/${ana.id}/quick-sms`, { templateId: template.body.id, requestKey: randomUUID() });
    expect((await send()).status).toBe(200);
    expect((await s.c.put('/api/referrals', setupOf(s.program.id, { enabled: false }))).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await textsOf(s.businessId, 2)).toEqual(
      [
        [ana.phone.e164, `Hi Ana! Bring a friend: ${ana.referral.link}`],
        [ana.phone.e164, 'Hi Ana!'],
      ].sort(),
    );
  });

  it('does not reward a friend whose window to qualify has passed: the owner sees it expired', async () => {
    const s = await shop({ qualifyingAction: 'visit', minimumAmount: 0 });
    const ana = await referrer(s);
    const friendId = await friendJoins(s, ana.referral.code);
    await t.db
      .update(referrals)
      .set({ qualifyBy: new Date(Date.now() - 1000) })
      .where(and(eq(referrals.businessId, s.businessId), eq(referrals.friendCustomerId, friendId)));
    expect((await visit(s.c, friendId)).body.changes).not.toContain('Referral reward: +100 points');
    expect((await referralOf(s.businessId, friendId))?.status).toBe('pending');
    expect((await s.c.get('/api/referrals/list')).body.referrals[0].status).toBe('expired');
  });
});

describe('the fraud rules', () => {
  it('holds a friend whose phone a deleted customer had, with the reason, and never rewards them', async () => {
    const s = await shop();
    const ana = await referrer(s);
    const phone = randomPhone();
    const before = await addCustomer(s.c, { phone: phone.typed, email: `${randomUUID()}@example.test` });
    expect((await s.c.delete(`/api/customers/${before.id}`)).status).toBe(204);
    const friendId = await friendJoins(s, ana.referral.code, phone);
    expect(await referralOf(s.businessId, friendId)).toMatchObject({ status: 'held', heldReason: 'former_customer' });
    expect((await purchase(s.c, friendId, 50)).body.changes).not.toContain('Referral reward: +100 points');
    const [listed] = (await s.c.get('/api/referrals/list')).body.referrals;
    expect(listed).toMatchObject({ status: 'held', heldReason: 'former_customer' });
  });

  it('holds referrals past the cap per referrer in 30 days', async () => {
    const s = await shop({ monthlyCap: 1 });
    const ana = await referrer(s);
    const first = await friendJoins(s, ana.referral.code);
    const second = await friendJoins(s, ana.referral.code);
    expect((await referralOf(s.businessId, first))?.status).toBe('pending');
    expect(await referralOf(s.businessId, second)).toMatchObject({ status: 'held', heldReason: 'monthly_cap' });
    expect((await s.c.get('/api/referrals')).body.counts).toMatchObject({ joined: 2, held: 1 });
  });

  it('writes nothing when a customer uses their own link, or while refer-a-friend is off', async () => {
    const s = await shop();
    const ana = await referrer(s);
    const own = await client(t.app).post(`/api/public/signup-form/${s.form.code}`, {
      ...enrolmentBody({ phone: ana.phone.typed }),
      referralCode: ana.referral.code,
    });
    expect(own.status).toBe(201);
    expect((await s.c.get('/api/referrals/list')).body.referrals).toEqual([]);

    await s.c.put('/api/referrals', setupOf(s.program.id, { enabled: false }));
    expect((await ana.portal.get('/api/portal/dashboard')).body.referral).toBeNull();
    const friendId = await friendJoins(s, ana.referral.code);
    expect(await referralOf(s.businessId, friendId)).toBeUndefined();
  });
});

describe('the code given at the counter', () => {
  it('makes the new customer the referral of the code’s customer; a wrong code is refused and adds nobody', async () => {
    const s = await shop();
    const ana = await referrer(s);
    const other = await shop();
    const foreign = await referrer(other);
    const enrol = (referralCode: string, phone = randomPhone()) =>
      s.c.post('/api/counter/customers', { firstName: 'Cleo', phone: phone.typed, referralCode }).then((res) => ({
        res,
        phone,
      }));
    const customersWith = async (phone: { e164: string }) =>
      (
        await t.db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.businessId, s.businessId), eq(customers.phone, phone.e164)))
      ).length;

    const cases: [string, string][] = [
      ['not-a-code', REFERRAL_MESSAGES.codeInvalid],
      ['ZZZZZZZZ', REFERRAL_MESSAGES.codeNotFound],
      // Another business's customer's code is nobody's here.
      [foreign.referral.code, REFERRAL_MESSAGES.codeNotFound],
    ];
    for (const [code, message] of cases) {
      const { res, phone } = await enrol(code);
      expect(res.status, code).toBe(400);
      expect(res.body.error.details.referralCode, code).toEqual([message]);
      expect(await customersWith(phone), code).toBe(0);
    }

    // Typed in lower case with a dash, as people read codes out.
    const typed = `${ana.referral.code.slice(0, 4)}-${ana.referral.code.slice(4)}`.toLowerCase();
    const { res } = await enrol(typed);
    expect(res.status).toBe(201);
    expect(await referralOf(s.businessId, res.body.customer.id)).toMatchObject({
      referrerCustomerId: ana.id,
      status: 'pending',
      via: 'counter',
    });

    await s.c.put('/api/referrals', setupOf(s.program.id, { enabled: false }));
    const off = await enrol(ana.referral.code);
    expect(off.res.status).toBe(400);
    expect(off.res.body.error.details.referralCode).toEqual([REFERRAL_MESSAGES.codeWhileOff]);
    expect(await customersWith(off.phone)).toBe(0);
  });
});
