import { AGENCY_MESSAGES } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantInitialCredits } from '../src/billing/grant-initial-credits.ts';
import { recordSpend } from '../src/billing/record-spend.ts';
import { usageMonth } from '../src/billing/send-charge.ts';
import {
  businessAuditLog,
  businesses,
  creditLedger,
  subscriptionTiers,
  testCheckoutSessions,
} from '../src/db/schema/index.ts';
import { addClient, clientOwner } from './factories/agency.ts';
import { paidBusiness } from './factories/billing.ts';
import { newTeamMember } from './factories/teams.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** A release's hand-over (issue 47) when the agency set nothing up in the client: nothing to end. */
const NOTHING_ENDED = { counterDevices: 0, staffPins: 0, apiKeys: 0, webhookEndpoints: 0, agencySessions: 0 };

const row = async (id: string) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0];

/** A business's credit ledger, oldest first, as what moved and why. */
const ledger = async (businessId: string) =>
  (
    await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.businessId, businessId))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.balanceAfter))
  ).map((r) => ({ kind: r.kind, delta: r.delta, balanceAfter: r.balanceAfter, reason: r.reason }));

const auditOf = async (businessId: string, action: string) =>
  (
    await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.action, action)))
  ).map((r) => ({ actorLabel: r.actorLabel, targetId: r.targetId, details: r.details }));

/** An SMS past the client's monthly allowance: what its credits pay for. */
async function spendSmsOnCredits(businessId: string, segments: number) {
  const [tier] = await t.db
    .select({ max: subscriptionTiers.maxSmsMonthly })
    .from(subscriptionTiers)
    .innerJoin(businesses, eq(businesses.tierId, subscriptionTiers.id))
    .where(eq(businesses.id, businessId));
  await t.db
    .update(businesses)
    .set({ usageSmsMonthly: tier.max, usageSmsMonth: usageMonth() })
    .where(eq(businesses.id, businessId));
  return t.db.transaction((tx) =>
    recordSpend({ tx, businessId, channel: 'sms', segments, description: 'SMS to +15550100 (Win-back)' }),
  );
}

describe('an agency’s client and its credits (issue 47)', () => {
  it('mints nothing in the loop as found: trial agency, client, owner joins, release, and again', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Loop Agency' });
    const agencyRow = await row(agency.businessId);
    expect(agencyRow).toMatchObject({ subscriptionStatus: 'trial', creditsRemaining: 0 });
    expect(agencyRow.trialEndsAt).not.toBeNull();

    for (const round of [1, 2]) {
      const harbor = await addClient(agency.client, `Harbor Café ${round}`);
      // No payment was made for the client: it starts with no plan credits.
      expect(await row(harbor)).toMatchObject({ creditsRemaining: 0, trialEndsAt: agencyRow.trialEndsAt });
      expect(await ledger(harbor)).toEqual([]);
      const listed = (await agency.client.get('/api/agency/clients')).body;
      expect(listed.agency).toMatchObject({ id: agency.businessId, credits: 0 });
      expect(listed.clients).toEqual([expect.objectContaining({ id: harbor, credits: 0 })]);

      // The trial agency has no paid credits to give.
      const give = await agency.client.post(`/api/agency/clients/${harbor}/credits`, { credits: 1000 });
      expect(give.status).toBe(409);
      expect(give.body.error.message).toBe(AGENCY_MESSAGES.creditsShort(0, 1000));
      expect(give.body.error.message).toBe(
        "Your agency has 0 credits, not enough to give 1,000. A paid plan's credits come with its first payment.",
      );

      const owner = await clientOwner(t, agency.client, harbor);
      expect((await agency.client.post(`/api/agency/clients/${harbor}/release`)).body).toEqual({ ok: true });

      // Released: Free, no credits it did not pay for, and its trial history kept.
      const released = await row(harbor);
      expect(released).toMatchObject({
        agencyId: null,
        subscriptionStatus: 'active',
        creditsRemaining: 0,
        trialEndsAt: agencyRow.trialEndsAt,
      });
      expect(await ledger(harbor)).toEqual([]);
      expect((await owner.get('/api/billing/credits')).body.entries).toEqual([]);
      expect((await row(agency.businessId)).creditsRemaining).toBe(0);
      expect(await ledger(agency.businessId)).toEqual([]);
      const details = {
        companyName: `Harbor Café ${round}`,
        agency: 'Loop Agency',
        creditsReturned: 0,
        creditsRemoved: 0,
        ended: NOTHING_ENDED,
      };
      expect(await auditOf(harbor, 'agency.client_release')).toEqual([
        { actorLabel: agency.me.user.name || agency.email, targetId: harbor, details },
      ]);
      expect(await auditOf(agency.businessId, 'agency.client_release')).toContainEqual(
        expect.objectContaining({ targetId: harbor, details }),
      );

      // Its own checkout has no second trial: the month is charged today, and only then come its plan's credits.
      const [pro] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Pro'));
      const checkout = await owner.post('/api/billing/checkout', { tierId: pro.id });
      expect(checkout.status).toBe(200);
      const sessionId = String(checkout.body.url).split('/').pop() ?? '';
      const [session] = await t.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
      expect(session.trialDays).toBe(0);
      expect((await owner.post(`/api/billing/test-checkout/${sessionId}/complete`)).status).toBe(200);
      expect(await row(harbor)).toMatchObject({ tierId: pro.id, subscriptionStatus: 'active', creditsRemaining: 100 });
      expect(await ledger(harbor)).toEqual([
        { kind: 'initial_grant', delta: 100, balanceAfter: 100, reason: 'Initial credits of the Pro plan' },
      ]);
    }
    // The slot came free each round, and the agency gained nothing.
    expect((await agency.client.get('/api/agency/clients')).body).toMatchObject({ used: 0, agency: { credits: 0 } });
  });

  it('takes back at release the plan credits a client was given at its creation before this rule', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Legacy Agency' });
    const harbor = await addClient(agency.client, 'Old Harbor');
    // What the old createClient did: the plan's 1,000 credits, as if paid for.
    await t.db.transaction((tx) =>
      grantInitialCredits({ tx, businessId: harbor, tierId: agency.me.business.tierId, paymentConfirmed: true }),
    );
    expect((await row(harbor)).creditsRemaining).toBe(1000);
    await clientOwner(t, agency.client, harbor);
    expect((await agency.client.post(`/api/agency/clients/${harbor}/release`)).status).toBe(200);

    expect((await row(harbor)).creditsRemaining).toBe(0);
    expect((await ledger(harbor)).at(-1)).toEqual({
      kind: 'release_removal',
      delta: -1000,
      balanceAfter: 0,
      reason: "Credits not from Legacy Agency's balance, removed when this business left it",
    });
    // They were never the agency's: nothing comes back to it.
    expect((await row(agency.businessId)).creditsRemaining).toBe(0);
    expect(await ledger(agency.businessId)).toEqual([]);
    expect(await auditOf(agency.businessId, 'agency.client_release')).toEqual([
      expect.objectContaining({
        details: {
          companyName: 'Old Harbor',
          agency: 'Legacy Agency',
          creditsReturned: 0,
          creditsRemoved: 1000,
          ended: NOTHING_ENDED,
        },
      }),
    ]);
  });

  it('a paying agency gives a client credits, the client spends them, and a release returns the rest', async () => {
    const agency = await paidBusiness(t, 'Agency');
    expect((await row(agency.businessId)).creditsRemaining).toBe(1000);
    const agencyName = (await row(agency.businessId)).companyName;
    const harbor = await addClient(agency.client, 'Harbor Café');

    const give = await agency.client.post(`/api/agency/clients/${harbor}/credits`, { credits: 300 });
    expect(give.status).toBe(200);
    expect(give.body).toEqual({ agencyCredits: 700, client: { id: harbor, companyName: 'Harbor Café', credits: 300 } });
    const listed = (await agency.client.get('/api/agency/clients')).body;
    expect(listed.agency.credits).toBe(700);
    expect(listed.clients).toEqual([expect.objectContaining({ id: harbor, credits: 300 })]);
    const gift = {
      companyName: 'Harbor Café',
      agency: agencyName,
      credits: 300,
      agencyCredits: 700,
      clientCredits: 300,
    };
    expect(await auditOf(agency.businessId, 'agency.credits_give')).toEqual([
      expect.objectContaining({ targetId: harbor, details: gift }),
    ]);
    expect(await auditOf(harbor, 'agency.credits_give')).toEqual([
      expect.objectContaining({ targetId: harbor, details: gift }),
    ]);

    // The client's texts past its allowance are paid with them.
    expect(await spendSmsOnCredits(harbor, 2)).toMatchObject({ source: 'credits', credits: 2, balance: 298 });

    const owner = await clientOwner(t, agency.client, harbor);
    expect((await owner.get('/api/billing/credits')).body.entries.map((e: { reason: string }) => e.reason)).toEqual([
      'SMS to +15550100 (Win-back)',
      `From ${agencyName}`,
    ]);
    expect((await agency.client.post(`/api/agency/clients/${harbor}/release`)).status).toBe(200);

    expect((await row(harbor)).creditsRemaining).toBe(0);
    expect((await row(agency.businessId)).creditsRemaining).toBe(998);
    expect(await ledger(harbor)).toEqual([
      { kind: 'agency_transfer', delta: 300, balanceAfter: 300, reason: `From ${agencyName}` },
      { kind: 'sms_spend', delta: -2, balanceAfter: 298, reason: 'SMS to +15550100 (Win-back)' },
      {
        kind: 'agency_transfer',
        delta: -298,
        balanceAfter: 0,
        reason: `Returned to ${agencyName} when this business left it`,
      },
    ]);
    expect(await ledger(agency.businessId)).toEqual([
      { kind: 'initial_grant', delta: 1000, balanceAfter: 1000, reason: 'Initial credits of the Agency plan' },
      { kind: 'agency_transfer', delta: -300, balanceAfter: 700, reason: 'Given to Harbor Café' },
      {
        kind: 'agency_transfer',
        delta: 298,
        balanceAfter: 998,
        reason: 'Returned by Harbor Café when it left the agency',
      },
    ]);
    const release = {
      companyName: 'Harbor Café',
      agency: agencyName,
      creditsReturned: 298,
      creditsRemoved: 0,
      ended: NOTHING_ENDED,
    };
    expect(await auditOf(harbor, 'agency.client_release')).toEqual([expect.objectContaining({ details: release })]);
    expect(await auditOf(agency.businessId, 'agency.client_release')).toEqual([
      expect.objectContaining({ details: release }),
    ]);
  });

  it('gives no more than the agency has, even for gifts at the same moment, and a release racing a gift loses nothing', async () => {
    const agency = await paidBusiness(t, 'Agency');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');

    const racing = await Promise.all(
      [harbor, bean].map((id) => agency.client.post(`/api/agency/clients/${id}/credits`, { credits: 600 })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = racing.find((r) => r.status === 409);
    expect(refused?.body.error.message).toBe(AGENCY_MESSAGES.creditsShort(400, 600));
    const balances = [await row(agency.businessId), await row(harbor), await row(bean)].map((r) => r.creditsRemaining);
    expect(balances[0]).toBe(400);
    expect(balances[1] + balances[2]).toBe(600);

    // A gift and a release at once: whichever goes first, every credit is the agency's again afterwards.
    const gifted = balances[1] === 600 ? harbor : bean;
    await clientOwner(t, agency.client, gifted);
    const [gift, release] = await Promise.all([
      agency.client.post(`/api/agency/clients/${gifted}/credits`, { credits: 100 }),
      agency.client.post(`/api/agency/clients/${gifted}/release`),
    ]);
    expect(release.status).toBe(200);
    expect([200, 404]).toContain(gift.status);
    expect((await row(gifted)).creditsRemaining).toBe(0);
    expect((await row(agency.businessId)).creditsRemaining).toBe(1000);
  });

  it('refuses a bad amount, a member, a closed client and another agency’s client, and changes nothing', async () => {
    const agency = await paidBusiness(t, 'Agency');
    const harbor = await addClient(agency.client, 'Harbor Café');
    for (const credits of [0, -5, 1.5, 100_001, '10']) {
      const res = await agency.client.post(`/api/agency/clients/${harbor}/credits`, { credits });
      expect([credits, res.status, res.body.error.message]).toEqual([credits, 400, AGENCY_MESSAGES.creditsAmount]);
    }
    expect(AGENCY_MESSAGES.creditsAmount).toBe('Enter a whole number of credits from 1 to 100,000');

    const member = await newTeamMember(t, agency.client);
    expect((await member.client.post(`/api/agency/clients/${harbor}/credits`, { credits: 5 })).status).toBe(403);

    const other = await paidBusiness(t, 'Agency');
    const theirs = await addClient(other.client, 'Their Client');
    const plain = await newBusiness(t);
    for (const id of [theirs, plain.businessId, other.businessId, agency.businessId]) {
      const res = await agency.client.post(`/api/agency/clients/${id}/credits`, { credits: 5 });
      expect([id, res.status, res.body.error.message]).toEqual([id, 404, AGENCY_MESSAGES.clientNotFound]);
    }

    await t.db.update(businesses).set({ closedAt: new Date() }).where(eq(businesses.id, harbor));
    const closed = await agency.client.post(`/api/agency/clients/${harbor}/credits`, { credits: 5 });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('Harbor Café is closed: it cannot take credits');

    for (const id of [agency.businessId, other.businessId]) expect((await row(id)).creditsRemaining).toBe(1000);
    for (const id of [harbor, theirs, plain.businessId]) expect(await ledger(id)).toEqual([]);
    expect(await auditOf(agency.businessId, 'agency.credits_give')).toEqual([]);
  });
});
