import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, sessions, tenantInvitations, tenantMembers, users } from '../src/db/schema/index.ts';
import { invitationEmails, inviteByEmail, newTeamMember, tokenFromEmail } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('accepting with a new account', () => {
  it('creates the member in the tenant, signs in and uses the tenant business', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro', companyName: 'Shared Beans' });
    const { email, token, invitation } = await inviteByEmail(t, owner.client);
    const member = client(t.app);
    const short = await member.post('/api/invitations/accept/create-account', {
      token,
      firstName: 'Ann',
      lastName: 'Lee',
      password: '12345',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Password must be at least 6 characters');

    const res = await member.post('/api/invitations/accept/create-account', {
      token,
      firstName: ' Ann ',
      lastName: 'Lee ',
      password: 'member-pass-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ redirectTo: '/dashboard' });

    const me = (await member.get('/api/me')).body;
    expect(me.user).toMatchObject({ email, name: 'Ann Lee' });
    expect(me.business).toMatchObject({ companyName: 'Shared Beans', isTenantAdmin: false, tierName: 'Pro' });
    expect(me.business.tenantId).toBe(owner.me.business.tenantId);

    const [membership] = await t.db
      .select()
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, owner.me.business.tenantId), eq(tenantMembers.userId, me.user.id)));
    expect(membership).toMatchObject({ role: 'member', status: 'active' });
    expect(membership.acceptedAt).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(tenantInvitations).where(eq(tenantInvitations.id, invitation.id));
    expect(row.status).toBe('accepted');

    const profile = (await member.get('/api/company')).body;
    expect(profile.company.companyName).toBe('Shared Beans');
    expect(profile.viewer).toEqual({ role: 'member', isAdmin: false });
    expect(profile.invitations).toEqual([]);
    expect(profile.seats).toEqual({ used: 2, max: 3 });
    expect(profile.members.map((m: { name: string }) => m.name).sort()).toEqual(
      ['Ann Lee', owner.email.split('@')[0]].sort(),
    );

    // Single use.
    const again = await client(t.app).post('/api/invitations/accept/create-account', {
      token,
      firstName: 'Eve',
      lastName: '',
      password: 'member-pass-1',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invitation has already been used or revoked');
  });

  it('names the account after the email when no name is given', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const { email, token } = await inviteByEmail(t, owner.client);
    const res = await client(t.app).post('/api/invitations/accept/create-account', {
      token,
      firstName: '  ',
      lastName: '',
      password: 'member-pass-1',
    });
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user.name).toBe(email.split('@')[0]);
  });

  it('refuses an email that already has an account and leaves the invitation pending', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const existing = await newBusiness(t);
    const res = await owner.client.post('/api/company/invitations', { email: existing.email });
    expect(res.status).toBe(201);
    const [message] = await invitationEmails(t, existing.email);
    const accept = await client(t.app).post('/api/invitations/accept/create-account', {
      token: tokenFromEmail(message.text),
      firstName: 'A',
      lastName: 'B',
      password: 'whatever-1',
    });
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toBe('An account with this email already exists. Sign in instead.');
    const [row] = await t.db.select().from(tenantInvitations).where(eq(tenantInvitations.id, res.body.invitation.id));
    expect(row.status).toBe('pending');
  });
});

describe('accepting by signing in', () => {
  it('needs the invited email and its password, then links the business to the tenant', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro', companyName: 'Joiners Inc' });
    const existing = await newBusiness(t, { companyName: 'Solo Shop' });
    await owner.client.post('/api/company/invitations', { email: existing.email });
    const token = tokenFromEmail((await invitationEmails(t, existing.email))[0].text);
    const other = await newBusiness(t);

    const browser = client(t.app);
    const wrongEmail = await browser.post('/api/invitations/accept/sign-in', {
      token,
      email: other.email,
      password: other.password,
    });
    expect(wrongEmail.status).toBe(403);
    expect(wrongEmail.body.error.message).toBe(`Please log in with the invited email address: ${existing.email}`);
    expect(browser.cookies.size).toBe(0);

    const wrongPassword = await browser.post('/api/invitations/accept/sign-in', {
      token,
      email: existing.email,
      password: 'not-the-password',
    });
    expect(wrongPassword.status).toBe(401);

    const ok = await browser.post('/api/invitations/accept/sign-in', {
      token,
      email: existing.email.toUpperCase(),
      password: existing.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ redirectTo: '/dashboard' });
    const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, existing.businessId));
    expect(biz).toMatchObject({ tenantId: owner.me.business.tenantId, isTenantAdmin: false });
    const profile = (await browser.get('/api/company')).body;
    expect(profile.company.companyName).toBe('Joiners Inc');
    expect(profile.viewer.role).toBe('member');
  });
});

describe('accepting by signing in, refused', () => {
  it('refuses an admin whose own team still has members, and ends the session it made', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const otherAdmin = await newBusiness(t, { tierName: 'Pro' });
    await newTeamMember(t, otherAdmin.client);
    await owner.client.post('/api/company/invitations', { email: otherAdmin.email });
    const token = tokenFromEmail((await invitationEmails(t, otherAdmin.email))[0].text);
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, otherAdmin.businessId));

    const browser = client(t.app);
    const res = await browser.post('/api/invitations/accept/sign-in', {
      token,
      email: otherAdmin.email,
      password: otherAdmin.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'You are the admin of a team with other members. Remove them before joining another team.',
    );
    expect(browser.cookies.size).toBe(0);
    const sessionsAfter = await t.db.select().from(sessions).where(eq(sessions.userId, otherAdmin.businessId));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, otherAdmin.businessId));
    expect(biz).toMatchObject({ tenantId: otherAdmin.me.business.tenantId, isTenantAdmin: true });
    expect((await client(t.app).post('/api/invitations/lookup', { token })).status).toBe(200);
  });
});

describe('roles', () => {
  it('members read the team but cannot manage it', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, owner.client);
    const pending = await inviteByEmail(t, owner.client);
    const [adminRow] = await t.db
      .select()
      .from(tenantMembers)
      .where(and(eq(tenantMembers.userId, owner.businessId), eq(tenantMembers.status, 'active')));

    const calls = [
      member.client.post('/api/company/invitations', { email: uniqueEmail('nope') }),
      member.client.post(`/api/company/invitations/${pending.invitation.id}/resend`),
      member.client.post(`/api/company/invitations/${pending.invitation.id}/revoke`),
      member.client.delete(`/api/company/members/${adminRow.id}`),
      member.client.post('/api/company/setup'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Only the team admin can do this');
    }
    const [row] = await t.db.select().from(tenantInvitations).where(eq(tenantInvitations.id, pending.invitation.id));
    expect(row.status).toBe('pending');
  });

  it("another business cannot touch this team's invitations or members (404)", async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, owner.client);
    const pending = await inviteByEmail(t, owner.client);
    const stranger = await newBusiness(t, { tierName: 'Pro' });
    const [memberRow] = await t.db
      .select()
      .from(tenantMembers)
      .innerJoin(users, eq(users.id, tenantMembers.userId))
      .where(eq(users.email, member.email));

    const revoke = await stranger.client.post(`/api/company/invitations/${pending.invitation.id}/revoke`);
    expect(revoke.status).toBe(404);
    expect(revoke.body.error.message).toBe('Invitation not found');
    expect((await stranger.client.post(`/api/company/invitations/${pending.invitation.id}/resend`)).status).toBe(404);
    const remove = await stranger.client.delete(`/api/company/members/${memberRow.tenant_members.id}`);
    expect(remove.status).toBe(404);
    expect(remove.body.error.message).toBe('Team member not found');
    expect((await stranger.client.delete('/api/company/members/not-a-uuid')).status).toBe(404);
    expect((await stranger.client.get('/api/company')).body.members).toHaveLength(1);

    const [inv] = await t.db.select().from(tenantInvitations).where(eq(tenantInvitations.id, pending.invitation.id));
    expect(inv.status).toBe('pending');
    const [m] = await t.db.select().from(tenantMembers).where(eq(tenantMembers.id, memberRow.tenant_members.id));
    expect(m.status).toBe('active');
  });
});

describe('managing invitations and members', () => {
  it('revokes: the link stops working and the seat frees', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const { token, invitation } = await inviteByEmail(t, owner.client);
    const res = await owner.client.post(`/api/company/invitations/${invitation.id}/revoke`);
    expect(res.status).toBe(204);
    const lookup = await client(t.app).post('/api/invitations/lookup', { token });
    expect(lookup.status).toBe(409);
    expect(lookup.body.error.message).toBe('This invitation has already been used or revoked');
    const profile = (await owner.client.get('/api/company')).body;
    expect(profile.invitations).toEqual([]);
    expect(profile.seats.used).toBe(1);
    expect((await owner.client.post(`/api/company/invitations/${invitation.id}/revoke`)).status).toBe(404);
  });

  it('resends: the old invitation is revoked and a fresh link is emailed', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const first = await inviteByEmail(t, owner.client);
    const res = await owner.client.post(`/api/company/invitations/${first.invitation.id}/resend`);
    expect(res.status).toBe(201);
    expect(res.body.invitation.id).not.toBe(first.invitation.id);
    expect(res.body.invitation.email).toBe(first.email);

    const messages = await invitationEmails(t, first.email, 2);
    const freshToken = tokenFromEmail(messages[0].text);
    expect(freshToken).not.toBe(first.token);
    expect((await client(t.app).post('/api/invitations/lookup', { token: first.token })).status).toBe(409);
    expect((await client(t.app).post('/api/invitations/lookup', { token: freshToken })).status).toBe(200);
    const [old] = await t.db.select().from(tenantInvitations).where(eq(tenantInvitations.id, first.invitation.id));
    expect(old.status).toBe('revoked');
    expect((await owner.client.get('/api/company')).body.seats.used).toBe(2);
  });

  it('removes a member: inactive, signed out at once; the admin cannot remove themself', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, owner.client, { firstName: 'Gone', lastName: 'Soon' });
    expect((await member.client.get('/api/company')).status).toBe(200);
    const profile = (await owner.client.get('/api/company')).body;
    const memberRow = profile.members.find((m: { email: string }) => m.email === member.email);
    const adminRow = profile.members.find((m: { isYou: boolean }) => m.isYou);

    const self = await owner.client.delete(`/api/company/members/${adminRow.id}`);
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe("You can't remove yourself from the team");

    const res = await owner.client.delete(`/api/company/members/${memberRow.id}`);
    expect(res.status).toBe(204);
    const [row] = await t.db.select().from(tenantMembers).where(eq(tenantMembers.id, memberRow.id));
    expect(row.status).toBe('inactive');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, memberRow.userId))).toHaveLength(0);
    expect((await member.client.get('/api/me')).status).toBe(401);
    expect((await member.client.get('/api/company')).status).toBe(401);

    // Signing in again does not bring the access back.
    const back = client(t.app);
    expect((await back.post('/api/login', { email: member.email, password: member.password })).status).toBe(200);
    expect((await back.get('/api/company')).status).toBe(403);

    const after = (await owner.client.get('/api/company')).body;
    expect(after.members).toHaveLength(1);
    expect(after.seats.used).toBe(1);
    expect((await owner.client.delete(`/api/company/members/${memberRow.id}`)).status).toBe(404);
  });
});
