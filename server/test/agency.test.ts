import { AGENCY_MESSAGES, clientLimitMessage } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeBusiness } from '../src/closing/purge-business.ts';
import { businessAuditLog, businesses, customers, subscriptionTiers } from '../src/db/schema/index.ts';
import { businessReads, withoutViewer } from './business-reads.ts';
import { addCustomer } from './factories/customers.ts';
import { invitationEmails, newTeamMember, tokenFromEmail } from './factories/teams.ts';
import {
  client,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
  uniqueEmail,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

async function addClient(agency: TClient, companyName: string): Promise<string> {
  const res = await agency.post('/api/agency/clients', { companyName });
  if (res.status !== 201) throw new Error(`add client failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.client.id as string;
}

async function openClient(c: TClient, businessId: string | null) {
  return c.post('/api/agency/open', { businessId });
}

/** The client's owner, invited by the agency and signed up through the invitation's link. */
async function clientOwner(agency: TClient, clientId: string) {
  const email = uniqueEmail('client-owner');
  const invited = await agency.post(`/api/agency/clients/${clientId}/owner-invitations`, { email });
  expect(invited.status).toBe(201);
  expect(invited.body.invitation).toMatchObject({ email, role: 'admin' });
  const [message] = await invitationEmails(t, email);
  const owner = client(t.app);
  const accepted = await owner.post('/api/invitations/accept/create-account', {
    token: tokenFromEmail(message.text),
    firstName: 'Cleo',
    lastName: 'Owner',
    password: 'owner-pass-1',
  });
  expect(accepted.status).toBe(201);
  return owner;
}

describe('an agency and its client businesses', () => {
  it('adds clients on its own plan, lists them by name with their figures, and records each in its audit trail', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
    expect(agency.me).toMatchObject({ runsClients: true, openClient: null });
    expect((await agency.client.get('/api/agency/clients')).body).toMatchObject({
      agency: { id: agency.businessId, companyName: 'Northwind Agency' },
      clients: [],
      total: 0,
      used: 0,
      maxClients: 50,
      canManage: true,
      openClientId: null,
    });

    const harbor = await addClient(agency.client, '  Harbor Café ');
    const bean = await addClient(agency.client, 'Bean There');
    const list = (await agency.client.get('/api/agency/clients')).body;
    expect(list.clients.map((c: { companyName: string }) => c.companyName)).toEqual(['Bean There', 'Harbor Café']);
    expect(list).toMatchObject({ total: 2, used: 2 });
    expect(list.clients[1]).toMatchObject({
      id: harbor,
      customers: 0,
      maxCustomers: -1,
      visitsThisMonth: 0,
      messagesThisMonth: 0,
      smsThisMonth: 0,
      maxSmsMonthly: 5000,
      credits: 0,
      teamMembers: 0,
      invitationsPending: 0,
      alerts: [],
    });
    // Invited, the owner is on the way; joined, a member of the client's team.
    const invited = await agency.client.post(`/api/agency/clients/${harbor}/owner-invitations`, {
      email: uniqueEmail('owner-to-be'),
    });
    expect(invited.status).toBe(201);
    const owned = (await agency.client.get('/api/agency/clients?search=harb')).body.clients[0];
    expect(owned).toMatchObject({ teamMembers: 0, invitationsPending: 1 });
    await clientOwner(agency.client, bean);
    const joined = (await agency.client.get('/api/agency/clients?search=bean')).body.clients[0];
    expect(joined).toMatchObject({ teamMembers: 1, invitationsPending: 0 });
    expect((await agency.client.get('/api/agency/clients?search=harb')).body).toMatchObject({ total: 1, used: 2 });

    // Each client is a business of its own on the agency's plan and trial, linked to the agency.
    const [agencyRow] = await t.db.select().from(businesses).where(eq(businesses.id, agency.businessId));
    const rows = await t.db.select().from(businesses).where(eq(businesses.agencyId, agency.businessId));
    expect(rows.map((r) => r.id).sort()).toEqual([harbor, bean].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        tierId: agencyRow.tierId,
        subscriptionStatus: agencyRow.subscriptionStatus,
        trialEndsAt: agencyRow.trialEndsAt,
        creditsRemaining: 0,
      });
    }
    const audit = await t.db
      .select()
      .from(businessAuditLog)
      .where(
        and(eq(businessAuditLog.businessId, agency.businessId), eq(businessAuditLog.action, 'agency.client_create')),
      );
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([{ companyName: 'Harbor Café' }, { companyName: 'Bean There' }]),
    );
  });

  it('shows the super admin agencies with their clients, the clients adding no revenue of their own', async () => {
    const name = `Agency ${Date.now().toString(36)}`;
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: name });
    await addClient(agency.client, `${name} Client`);
    await t.db.update(businesses).set({ subscriptionStatus: 'active' }).where(eq(businesses.id, agency.businessId));
    const admin = await superAdminClient(t);
    const list = (await admin.get(`/api/admin/tenants?search=${encodeURIComponent(name)}`)).body;
    const rows = Object.fromEntries(list.tenants.map((r: { companyName: string }) => [r.companyName, r])) as Record<
      string,
      { agencyName: string | null; clientCount: number; mrr: number; status: string }
    >;
    expect(rows[name]).toMatchObject({ agencyName: null, clientCount: 1, mrr: 149, status: 'active' });
    expect(rows[`${name} Client`]).toMatchObject({ agencyName: name, clientCount: 0, mrr: 0, status: 'active' });
  });

  it('leaves an agency’s clients standing on their own when the closed agency is deleted', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    const kept = await addCustomer(await clientOwner(agency.client, harbor), { firstName: 'Kept' });
    await t.db
      .update(businesses)
      .set({ closedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(businesses.id, agency.businessId));
    expect(await purgeBusiness({ db: t.db, businessId: agency.businessId })).toBe(true);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, agency.businessId))).toEqual([]);
    const [client] = await t.db.select().from(businesses).where(eq(businesses.id, harbor));
    expect(client.agencyId).toBeNull();
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, kept.id));
    expect(customer.businessId).toBe(harbor);
  });

  it('refuses a blank or long name with a plain message and adds nothing', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const blank = await agency.client.post('/api/agency/clients', { companyName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(AGENCY_MESSAGES.nameRequired);
    const long = await agency.client.post('/api/agency/clients', { companyName: 'x'.repeat(121) });
    expect(long.body.error.message).toBe(AGENCY_MESSAGES.nameTooLong);
    const rows = await t.db.select().from(businesses).where(eq(businesses.agencyId, agency.businessId));
    expect(rows).toEqual([]);
  });

  it('stops at the plan’s max_clients, even for adds at the same moment', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    for (let i = 0; i < 48; i += 1) await addClient(agency.client, `Client ${i}`);
    const racing = await Promise.all(
      ['Last A', 'Last B', 'Last C'].map((companyName) => agency.client.post('/api/agency/clients', { companyName })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 403]);
    const refused = racing.find((r) => r.status === 403);
    expect(refused?.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      message: clientLimitMessage(50),
      details: { limit: 50, current: 50 },
    });
    const rows = await t.db.select().from(businesses).where(eq(businesses.agencyId, agency.businessId));
    expect(rows).toHaveLength(50);
  });

  it('gives a plan without client businesses no clients, and a team member no adding', async () => {
    const pro = await newBusiness(t, { tierName: 'Pro' });
    expect(pro.me.runsClients).toBe(false);
    for (const res of [
      await pro.client.get('/api/agency/clients'),
      await pro.client.post('/api/agency/clients', { companyName: 'Nope' }),
      await openClient(pro.client, null),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(AGENCY_MESSAGES.notAnAgency);
    }
    expect(await t.db.select().from(businesses).where(eq(businesses.agencyId, pro.businessId))).toEqual([]);

    const agency = await newBusiness(t, { tierName: 'Agency' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    const member = await newTeamMember(t, agency.client);
    // An account manager counts the clients assigned to them: none yet.
    expect((await member.client.get('/api/agency/clients')).body).toMatchObject({ canManage: false, used: 0 });
    const add = await member.client.post('/api/agency/clients', { companyName: 'Sneaky' });
    expect(add.status).toBe(403);
    const invite = await member.client.post(`/api/agency/clients/${harbor}/owner-invitations`, {
      email: uniqueEmail(),
    });
    expect(invite.status).toBe(403);
    // A member of the agency is an account manager (issue 53): they work in the clients assigned to them, with a
    // member's rights there.
    expect((await openClient(member.client, harbor)).status).toBe(404);
    const memberId = (await member.client.get('/api/me')).body.user.id;
    expect((await agency.client.put(`/api/agency/clients/${harbor}/managers`, { userIds: [memberId] })).status).toBe(
      200,
    );
    expect((await openClient(member.client, harbor)).body).toEqual({
      openClient: { id: harbor, companyName: 'Harbor Café' },
    });
    expect((await member.client.get('/api/settings')).status).toBe(200);
    expect((await member.client.post('/api/locations', { name: 'Pier' })).status).toBe(403);
  });
});

describe('a white-label agency’s clients (issue 53)', () => {
  it('tell their own people the app is theirs; the agency, its staff in a client and any other plan see the platform', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Harbour Group' });
    const clientId = await addClient(agency.client, 'Sunset Yoga Studio');
    const owner = await clientOwner(agency.client, clientId);
    expect((await owner.get('/api/me')).body.business).toMatchObject({ whiteLabel: true });
    expect((await agency.client.get('/api/me')).body.business).toMatchObject({ whiteLabel: false });
    expect((await openClient(agency.client, clientId)).status).toBe(200);
    expect((await agency.client.get('/api/me')).body).toMatchObject({
      business: { whiteLabel: false },
      openClient: { id: clientId },
    });
    const pro = await newBusiness(t, { tierName: 'Pro' });
    expect((await pro.client.get('/api/me')).body.business).toMatchObject({ whiteLabel: false });
  });
});

describe('working in a client business', () => {
  it('acts on the open client only: its customers, its audit trail, and back to the agency’s own', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
    const own = await addCustomer(agency.client, { firstName: 'Agency', lastName: 'Customer' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');

    expect((await openClient(agency.client, harbor)).body).toEqual({
      openClient: { id: harbor, companyName: 'Harbor Café' },
    });
    const me = (await agency.client.get('/api/me')).body;
    expect(me.openClient).toEqual({ id: harbor, companyName: 'Harbor Café', agencyName: 'Northwind Agency' });
    const harborCustomer = await addCustomer(agency.client, { firstName: 'Hal', lastName: 'Harbor' });
    const [stored] = await t.db.select().from(customers).where(eq(customers.id, harborCustomer.id));
    expect(stored.businessId).toBe(harbor);
    const harborList = (await agency.client.get('/api/customers')).body;
    expect(harborList.customers.map((c: { id: string }) => c.id)).toEqual([harborCustomer.id]);
    // The agency's own customer is another business's row from here.
    expect((await agency.client.get(`/api/customers/${own.id}`)).status).toBe(404);
    expect((await agency.client.patch(`/api/customers/${own.id}`, { firstName: 'Changed' })).status).toBe(404);

    await openClient(agency.client, bean);
    expect((await agency.client.get('/api/customers')).body.customers).toEqual([]);
    expect((await agency.client.get(`/api/customers/${harborCustomer.id}`)).status).toBe(404);
    expect((await agency.client.delete(`/api/customers/${harborCustomer.id}`)).status).toBe(404);

    expect((await openClient(agency.client, null)).body).toEqual({ openClient: null });
    expect((await agency.client.get('/api/me')).body.openClient).toBeNull();
    expect((await agency.client.get('/api/customers')).body.customers.map((c: { id: string }) => c.id)).toEqual([
      own.id,
    ]);
    const [unchanged] = await t.db.select().from(customers).where(eq(customers.id, own.id));
    expect(unchanged.firstName).toBe('Agency');

    // Every opening is in the client's own trail, naming who opened it and for which agency.
    const opened = await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, harbor), eq(businessAuditLog.action, 'agency.open')));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ actorId: agency.me.user.id, details: { agency: 'Northwind Agency' } });
  });

  it('opens no business that is not one of the agency’s clients', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const other = await newBusiness(t, { tierName: 'Agency' });
    const theirs = await addClient(other.client, 'Their Client');
    const plain = await newBusiness(t);
    for (const id of [theirs, plain.businessId, other.businessId, '00000000-0000-4000-8000-000000000000']) {
      const res = await openClient(agency.client, id);
      expect([id, res.status, res.body.error?.message]).toEqual([id, 404, AGENCY_MESSAGES.clientNotFound]);
    }
    expect((await agency.client.get('/api/me')).body.openClient).toBeNull();
    // Nor invites an owner into one.
    const invite = await agency.client.post(`/api/agency/clients/${theirs}/owner-invitations`, {
      email: uniqueEmail(),
    });
    expect(invite.status).toBe(404);
  });

  it('reads every business endpoint as the client’s own owner does, never the agency’s or a sibling’s data', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    await addCustomer(agency.client, { firstName: 'Agency', lastName: 'Only' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');
    const owner = await clientOwner(agency.client, harbor);
    const ownerMe = (await owner.get('/api/me')).body;
    expect(ownerMe).toMatchObject({ runsClients: false, openClient: null });
    await addCustomer(owner, { firstName: 'Hal', lastName: 'Harbor' });
    await openClient(agency.client, bean);
    await addCustomer(agency.client, { firstName: 'Bea', lastName: 'Bean' });
    await openClient(agency.client, harbor);

    const reads = await businessReads(t);
    expect(reads.length).toBeGreaterThan(25);
    for (const path of reads) {
      const [asAgency, asOwner] = [await agency.client.get(path), await owner.get(path)];
      expect([path, asAgency.status]).toEqual([path, asOwner.status]);
      expect([path, withoutViewer(asAgency.body)]).toEqual([path, withoutViewer(asOwner.body)]);
    }
    // The owner's business is exactly one: no clients, no switching, nothing of the agency's.
    expect((await owner.get('/api/customers')).body.customers.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Hal',
    ]);
    expect((await owner.post('/api/agency/clients', { companyName: 'Sub' })).status).toBe(403);
    expect((await owner.post('/api/agency/open', { businessId: bean })).status).toBe(403);
  });

  it('moves a client whose owner has joined to its own subscription: it leaves the agency and keeps its data', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    const refused = await agency.client.post(`/api/agency/clients/${harbor}/release`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(AGENCY_MESSAGES.releaseNeedsOwner);

    const owner = await clientOwner(agency.client, harbor);
    const kept = await addCustomer(owner, { firstName: 'Kept' });
    await openClient(agency.client, harbor);
    expect((await agency.client.post(`/api/agency/clients/${harbor}/release`)).body).toEqual({ ok: true });

    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, harbor));
    const [agencyRow] = await t.db.select().from(businesses).where(eq(businesses.id, agency.businessId));
    const [free] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Free'));
    // Its trial history stays: it had the agency's trial, so it gets no second one of its own.
    expect(agencyRow.trialEndsAt).not.toBeNull();
    expect(row).toMatchObject({
      agencyId: null,
      tierId: free.id,
      subscriptionStatus: 'active',
      trialEndsAt: agencyRow.trialEndsAt,
    });
    expect((await agency.client.get('/api/agency/clients')).body).toMatchObject({ used: 0, clients: [] });
    // The agency's session in it ends at the next request; it can no longer be opened.
    expect((await agency.client.get('/api/me')).body.openClient).toBeNull();
    expect((await openClient(agency.client, harbor)).status).toBe(404);
    // Its owner still works in it, with its data, on a plan of its own to choose.
    expect((await owner.get('/api/customers')).body.customers.map((c: { id: string }) => c.id)).toEqual([kept.id]);
    expect((await owner.get('/api/billing/subscription')).body).toMatchObject({
      billedByAgency: null,
      tierName: 'Free',
    });
  });

  it('follows the agency’s plan: a change reaches its clients, and losing the plan closes them to the agency', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    await openClient(agency.client, harbor);
    // Checkout is the agency's: a client cannot buy a plan of its own, and its subscription says whose plan it is on.
    expect((await agency.client.get('/api/billing/subscription')).body).toMatchObject({
      billedByAgency: await agencyName(agency.businessId),
    });
    const [pro] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Pro'));
    const checkout = await agency.client.post('/api/billing/checkout', { tierId: pro.id });
    expect(checkout.status).toBe(409);
    expect(checkout.body.error.message).toBe(AGENCY_MESSAGES.billedWithAgency(await agencyName(agency.businessId)));

    const admin = await superAdminClient(t);
    const changed = await admin.patch(`/api/admin/tenants/${agency.businessId}/tier`, { tierId: pro.id });
    expect(changed.status).toBe(200);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, harbor));
    expect(row.tierId).toBe(pro.id);
    // A Pro agency runs no clients: the open client is closed to it, and the overview refused.
    expect((await agency.client.get('/api/me')).body).toMatchObject({ runsClients: false, openClient: null });
    expect((await agency.client.get('/api/agency/clients')).status).toBe(403);
    const ownCustomer = await addCustomer(agency.client);
    const [stored] = await t.db.select().from(customers).where(eq(customers.id, ownCustomer.id));
    expect(stored.businessId).toBe(agency.businessId);
  });
});

async function agencyName(id: string): Promise<string> {
  const [row] = await t.db.select({ name: businesses.companyName }).from(businesses).where(eq(businesses.id, id));
  return row.name;
}
