import { TWO_STEP_MESSAGES } from '@regulars/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, clientOwner } from './factories/agency.ts';
import { newTeamMember } from './factories/teams.ts';
import { turnOnTwoStep } from './factories/two-step.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

/**
 * A team admin requires two-step sign-in of everyone who works in the business (issue 53): until a person sets it up,
 * their session reaches their profile, the set-up and signing out, and nothing else of any business.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const REQUIRE = '/api/company/two-step';

async function expectOwed(c: TClient, requiredBy: 'team' | 'super-admin') {
  const refused = await c.get('/api/customers');
  expect(refused.status).toBe(403);
  expect(refused.body.error).toEqual({ code: 'TWO_STEP_REQUIRED', message: TWO_STEP_MESSAGES.required });
  expect((await c.get('/api/me')).body.twoStepOwed).toBe(requiredBy);
  expect((await c.get('/api/account/two-step')).body).toMatchObject({ enabled: false, requiredBy });
}

/** A business whose admin set up their own second step and requires it of the team; one member who has not. */
async function requiringTeam() {
  const owner = await newBusiness(t, { tierName: 'Pro', companyName: 'Two Shops Barbers' });
  await owner.client.post('/api/company/setup');
  const member = await newTeamMember(t, owner.client);
  await turnOnTwoStep(owner.client, owner.password);
  const required = await owner.client.put(REQUIRE, { required: true });
  expect(required).toMatchObject({ status: 200, body: { required: true } });
  return { owner, member };
}

describe('a team admin requiring two-step sign-in', () => {
  it('turns on their own first; a member cannot require it; bad input changes nothing', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    await owner.client.post('/api/company/setup');
    const member = await newTeamMember(t, owner.client);

    const notYet = await owner.client.put(REQUIRE, { required: true });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe(TWO_STEP_MESSAGES.yoursFirst);
    expect((await member.client.put(REQUIRE, { required: true })).status).toBe(403);
    const bad = await owner.client.put(REQUIRE, { required: 'yes' });
    expect(bad.status).toBe(400);
    expect((await owner.client.get('/api/company')).body.company.twoStepRequired).toBe(false);
    // Nothing was required: the member works on.
    expect((await member.client.get('/api/customers')).status).toBe(200);
  });

  it('stops a member who has not set it up until they do; the team page shows who has', async () => {
    const { owner, member } = await requiringTeam();

    await expectOwed(member.client, 'team');
    expect((await member.client.get('/api/company')).status).toBe(403);
    const team = (await owner.client.get('/api/company')).body;
    expect(team.company.twoStepRequired).toBe(true);
    const rows = Object.fromEntries(
      team.members.map((m: { email: string; twoStepOn: boolean }) => [m.email, m.twoStepOn]),
    );
    expect(rows[member.email]).toBe(false);

    // The set-up is what the session may do; then everything answers again.
    await turnOnTwoStep(member.client, member.password);
    expect((await member.client.get('/api/customers')).status).toBe(200);
    expect((await member.client.get('/api/me')).body.twoStepOwed).toBeNull();
    expect((await member.client.get('/api/account/two-step')).body).toMatchObject({
      enabled: true,
      requiredBy: 'team',
    });
    const after = (await owner.client.get('/api/company')).body;
    expect(after.members.find((m: { email: string }) => m.email === member.email).twoStepOn).toBe(true);
  });

  it('turning it off while required asks for it again; signing out still works; no longer required, no longer asked', async () => {
    const { owner, member } = await requiringTeam();
    await turnOnTwoStep(member.client, member.password);

    // Moving to a new phone: off, and the set-up is asked again at once.
    expect((await member.client.post('/api/account/two-step/off', { password: member.password })).status).toBe(200);
    await expectOwed(member.client, 'team');

    expect((await owner.client.put(REQUIRE, { required: false })).body).toEqual({ required: false });
    expect((await member.client.get('/api/customers')).status).toBe(200);
    expect((await member.client.get('/api/me')).body.twoStepOwed).toBeNull();

    expect((await owner.client.put(REQUIRE, { required: true })).status).toBe(200);
    expect((await member.client.post('/api/logout')).status).toBe(204);
    expect((await member.client.get('/api/me')).status).toBe(401);
  });

  it("reaches only the business's own team: another business's people are not asked", async () => {
    const { owner } = await requiringTeam();
    const other = await newBusiness(t, { tierName: 'Pro' });
    expect((await other.client.get('/api/customers')).status).toBe(200);
    expect((await other.client.get('/api/me')).body.twoStepOwed).toBeNull();
    // The owner, who has it on, works on.
    expect((await owner.client.get('/api/customers')).status).toBe(200);
  });
});

describe('an agency admin requiring it', () => {
  it("asks the agency's staff, in the agency and its clients, and not the clients' own owners", async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
    await agency.client.post('/api/company/setup');
    const clientId = await addClient(agency.client, 'Sunset Yoga Studio');
    const owner = await clientOwner(t, agency.client, clientId);
    const manager = await newTeamMember(t, agency.client);
    const managerId = (await manager.client.get('/api/me')).body.user.id;
    await agency.client.put(`/api/agency/clients/${clientId}/managers`, { userIds: [managerId] });
    await turnOnTwoStep(agency.client, agency.password);
    expect((await agency.client.put(REQUIRE, { required: true })).status).toBe(200);

    await expectOwed(manager.client, 'team');
    const open = await manager.client.post('/api/agency/open', { businessId: clientId });
    expect(open.body.error.code).toBe('TWO_STEP_REQUIRED');
    expect((await manager.client.get('/api/agency/clients')).status).toBe(403);

    // The client's owner works in the client, whose team requires nothing.
    expect((await owner.get('/api/customers')).status).toBe(200);
    expect((await owner.get('/api/me')).body.twoStepOwed).toBeNull();

    await turnOnTwoStep(manager.client, manager.password);
    expect((await manager.client.post('/api/agency/open', { businessId: clientId })).status).toBe(200);
    expect((await manager.client.get('/api/customers')).status).toBe(200);
  });
});

describe('a member who lost their phone and their recovery codes', () => {
  it('is reset by the team admin: signed out, told by email, and asked to set it up again where required', async () => {
    const { owner, member } = await requiringTeam();
    await turnOnTwoStep(member.client, member.password);
    const team = (await owner.client.get('/api/company')).body;
    const row = team.members.find((m: { email: string }) => m.email === member.email);
    const ownRow = team.members.find((m: { isYou: boolean }) => m.isYou);

    // Not one's own, nor from another business; a member cannot reset anyone.
    expect((await owner.client.post(`/api/company/members/${ownRow.id}/two-step/reset`)).body.error.message).toBe(
      TWO_STEP_MESSAGES.resetOwn,
    );
    const stranger = await newBusiness(t, { tierName: 'Pro' });
    await stranger.client.post('/api/company/setup');
    expect((await stranger.client.post(`/api/company/members/${row.id}/two-step/reset`)).status).toBe(404);
    expect((await member.client.post(`/api/company/members/${ownRow.id}/two-step/reset`)).status).toBe(403);

    const reset = await owner.client.post(`/api/company/members/${row.id}/two-step/reset`);
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    // Every session of theirs ended; the password alone opens one, and the set-up comes first.
    expect((await member.client.get('/api/me')).status).toBe(401);
    const again = client(t.app);
    const signedIn = await again.post('/api/login', { email: member.email, password: member.password });
    expect(signedIn.body.twoStepOwed).toBe('team');
    await expectOwed(again, 'team');
    // Twice is a plain refusal: it is off already.
    const twice = await owner.client.post(`/api/company/members/${row.id}/two-step/reset`);
    expect([twice.status, twice.body.error.message]).toEqual([409, TWO_STEP_MESSAGES.memberOff]);

    const admin = await superAdminClient(t);
    const mail = await eventually(async () => {
      const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(member.email)}`);
      return (res.body.messages as { subject: string; text: string }[]).find(
        (m) => m.subject === 'Your two-step sign-in was reset',
      );
    });
    expect(mail.text).toContain('reset the two-step sign-in of your Regulars account: you were signed out everywhere');
    const trail = (await owner.client.get('/api/settings/audit')).body;
    expect(JSON.stringify(trail)).toContain('team.two_step_reset');
  });
});
