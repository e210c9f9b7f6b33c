import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, tenantInvitations, tenantMembers, tenants, users } from '../src/db/schema/index.ts';
import { invitationEmails, inviteByEmail, tokenFromEmail } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

const SEAT_LIMIT = "You've reached your seat limit. Upgrade your plan to invite more team members.";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('company profile', () => {
  it('shows the company, the admin as the only member and 1 of 1 seats on Free', async () => {
    const owner = await newBusiness(t, { companyName: 'Bean There' });
    const res = await owner.client.get('/api/company');
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({
      companyName: 'Bean There',
      adminEmail: owner.email,
      subscriptionStatus: 'active',
      tierName: 'Free',
    });
    expect(res.body.viewer).toEqual({ role: 'admin', isAdmin: true });
    expect(res.body.seats).toEqual({ used: 1, max: 1 });
    expect(res.body.members).toHaveLength(1);
    expect(res.body.members[0]).toMatchObject({ email: owner.email, role: 'admin', status: 'active', isYou: true });
    expect(res.body.invitations).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await client(t.app).get('/api/company');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Not authenticated');
  });

  it('sets up one tenant on the first visit, even for two visits at once', async () => {
    const owner = await newBusiness(t, { companyName: 'Two Tabs Café' });
    // A business from before teams existed: no tenant, no membership.
    await t.db.delete(tenants).where(eq(tenants.adminUserId, owner.businessId));
    const missing = await owner.client.get('/api/company');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Company Profile Not Available');

    const [a, b] = await Promise.all([
      owner.client.post('/api/company/setup'),
      owner.client.post('/api/company/setup'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.tenantId).toBe(b.body.tenantId);
    expect([a.body.created, b.body.created].sort()).toEqual([false, true]);

    const rows = await t.db.select().from(tenants).where(eq(tenants.adminUserId, owner.businessId));
    expect(rows).toHaveLength(1);
    expect(rows[0].companyName).toBe('Two Tabs Café');
    const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, owner.businessId));
    expect(biz).toMatchObject({ tenantId: rows[0].id, isTenantAdmin: true });
    const members = await t.db.select().from(tenantMembers).where(eq(tenantMembers.tenantId, rows[0].id));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ userId: owner.businessId, role: 'admin', status: 'active' });
    expect(members[0].acceptedAt).toBeInstanceOf(Date);

    const again = await owner.client.post('/api/company/setup');
    expect(again.body).toEqual({ tenantId: rows[0].id, created: false });
    expect((await owner.client.get('/api/company')).body.seats).toEqual({ used: 1, max: 1 });
  });
});

describe('inviting', () => {
  it('refuses on Free at the seat limit and stores nothing', async () => {
    const owner = await newBusiness(t);
    const res = await owner.client.post('/api/company/invitations', { email: uniqueEmail('x') });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      message: SEAT_LIMIT,
      details: { limit: 1, current: 1, upgradeUrl: '/subscription' },
    });
    const tenantId = owner.me.business.tenantId;
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(tenantInvitations)
      .where(eq(tenantInvitations.tenantId, tenantId));
    expect(n).toBe(0);
  });

  it('emails a 7-day link whose token is stored only as a hash', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro', companyName: 'Pro Pies' });
    const email = uniqueEmail('Invitee').toUpperCase();
    const res = await owner.client.post('/api/company/invitations', { email: `  ${email} ` });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toMatchObject({ email: email.toLowerCase(), role: 'member', status: 'pending' });
    const days = (Date.parse(res.body.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [message] = await invitationEmails(t, email.toLowerCase());
    expect(message.subject).toBe("You've been invited to join Pro Pies on Regulars");
    expect(message.text).toContain('http://localhost:3000/accept-invitation?token=');
    const token = tokenFromEmail(message.text);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.db.select().from(tenantInvitations).where(eq(tenantInvitations.id, res.body.invitation.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const profile = (await owner.client.get('/api/company')).body;
    expect(profile.seats).toEqual({ used: 2, max: 3 });
    expect(profile.invitations.map((i: { email: string }) => i.email)).toEqual([email.toLowerCase()]);
  });

  it('on a white-label plan invites in the company’s name alone, and its link says whose it is (issue 53)', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Harbour Group' });
    const pro = await newBusiness(t, { tierName: 'Pro', companyName: 'Pro Pies' });
    const [own, platforms] = await Promise.all([inviteByEmail(t, agency.client), inviteByEmail(t, pro.client)]);

    const [message] = await invitationEmails(t, own.email);
    expect(message).toMatchObject({ subject: "You've been invited to join Harbour Group", fromName: 'Harbour Group' });
    expect(`${message.subject} ${message.text} ${message.html}`).not.toContain('Regulars');
    const ownLink = await client(t.app).post('/api/invitations/lookup', { token: own.token });
    expect(ownLink.body).toMatchObject({ companyName: 'Harbour Group', brand: { whiteLabel: true } });

    const [platformMessage] = await invitationEmails(t, platforms.email);
    expect(platformMessage).toMatchObject({
      subject: "You've been invited to join Pro Pies on Regulars",
      fromName: null,
    });
    const platformLink = await client(t.app).post('/api/invitations/lookup', { token: platforms.token });
    expect(platformLink.body).toMatchObject({ companyName: 'Pro Pies', brand: { whiteLabel: false } });
  });

  it('validates the email and refuses duplicates', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const empty = await owner.client.post('/api/company/invitations', { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Email is required');
    const bad = await owner.client.post('/api/company/invitations', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');

    const { email } = await inviteByEmail(t, owner.client);
    const twice = await owner.client.post('/api/company/invitations', { email });
    expect(twice.status).toBe(409);
    const self = await owner.client.post('/api/company/invitations', { email: owner.email });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe('This person is already a member of your team');
  });

  it('counts pending invitations as seats and refuses past max_seats', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    await inviteByEmail(t, owner.client);
    await inviteByEmail(t, owner.client);
    const third = await owner.client.post('/api/company/invitations', { email: uniqueEmail('third') });
    expect(third.status).toBe(403);
    expect(third.body.error.message).toBe(SEAT_LIMIT);
    expect((await owner.client.get('/api/company')).body.seats).toEqual({ used: 3, max: 3 });
  });

  it('lets an expired invitation free its seat', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const first = await inviteByEmail(t, owner.client);
    await inviteByEmail(t, owner.client);
    await t.db
      .update(tenantInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tenantInvitations.id, first.invitation.id));
    expect((await owner.client.get('/api/company')).body.seats).toEqual({ used: 2, max: 3 });
    const res = await owner.client.post('/api/company/invitations', { email: uniqueEmail('late') });
    expect(res.status).toBe(201);
  });
});

describe('invitation link', () => {
  it('shows company, email and role; failures say what went wrong', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro', companyName: 'Lookup Bakery' });
    const { email, token, invitation } = await inviteByEmail(t, owner.client);
    const anon = client(t.app);
    const ok = await anon.post('/api/invitations/lookup', { token });
    expect(ok).toMatchObject({ status: 200, body: { companyName: 'Lookup Bakery', email, role: 'member' } });

    const none = await anon.post('/api/invitations/lookup', { token: '' });
    expect(none.body.error.message).toBe('Invalid invitation link');
    const unknown = await anon.post('/api/invitations/lookup', { token: `${token}x` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Invitation not found');

    await t.db
      .update(tenantInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tenantInvitations.id, invitation.id));
    const expired = await anon.post('/api/invitations/lookup', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe('This invitation has expired');
    const acceptExpired = await anon.post('/api/invitations/accept/create-account', {
      token,
      firstName: 'Late',
      lastName: '',
      password: 'secret1',
    });
    expect(acceptExpired.body.error.message).toBe('This invitation has expired');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
