import { AGENCY_MESSAGES, VIEW_ONLY_MESSAGE } from '@regulars/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessReads } from './business-reads.ts';
import { addClient } from './factories/agency.ts';
import { addCustomer } from './factories/customers.ts';
import { newTeamMember } from './factories/teams.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

/**
 * Staff per client (issue 53): an agency's admins open every client; its other team members are account managers who
 * see and open only the clients assigned to them. Everything else of the agency's clients is as if it did not exist.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const names = (list: { clients: { companyName: string }[] }) => list.clients.map((c) => c.companyName);
const managersOf = (c: TClient, clientId: string, userIds: string[]) =>
  c.put(`/api/agency/clients/${clientId}/managers`, { userIds });

/** An agency with three clients and two account managers on its team, nobody assigned yet. */
async function agencyWithManagers() {
  const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
  await agency.client.post('/api/company/setup');
  const harbor = await addClient(agency.client, 'Harbor Café');
  const bean = await addClient(agency.client, 'Bean There');
  const crumb = await addClient(agency.client, 'Crumb Bakery');
  const sam = await newTeamMember(t, agency.client, { firstName: 'Sam', lastName: 'Ortiz' });
  const kim = await newTeamMember(t, agency.client, { firstName: 'Kim', lastName: 'Park' });
  const userIdOf = async (c: TClient) => (await c.get('/api/me')).body.user.id as string;
  return {
    agency,
    harbor,
    bean,
    crumb,
    sam: { ...sam, id: await userIdOf(sam.client) },
    kim: { ...kim, id: await userIdOf(kim.client) },
  };
}

describe('account managers', () => {
  it('see, search and open only the clients assigned to them; the admin sees every client and who manages it', async () => {
    const { agency, harbor, bean, crumb, sam, kim } = await agencyWithManagers();

    // Nobody assigned: nothing to see or open.
    const none = (await sam.client.get('/api/agency/clients')).body;
    expect(none).toMatchObject({
      clients: [],
      total: 0,
      used: 0,
      canManage: false,
      teamManagers: [],
      assignedOnly: true,
    });
    const refused = await sam.client.post('/api/agency/open', { businessId: harbor });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(AGENCY_MESSAGES.clientNotFound);

    const assigned = await managersOf(agency.client, harbor, [sam.id, kim.id]);
    expect(assigned.status).toBe(200);
    expect(assigned.body.managers.map((m: { name: string }) => m.name)).toEqual(['Kim Park', 'Sam Ortiz']);
    expect((await managersOf(agency.client, bean, [kim.id])).status).toBe(200);

    const admin = (await agency.client.get('/api/agency/clients')).body;
    expect(names(admin)).toEqual(['Bean There', 'Crumb Bakery', 'Harbor Café']);
    expect(admin.teamManagers.map((m: { name: string }) => m.name)).toEqual(['Kim Park', 'Sam Ortiz']);
    const managersByClient = Object.fromEntries(
      admin.clients.map((c: { companyName: string; managers: { name: string }[] }) => [
        c.companyName,
        c.managers.map((m) => m.name),
      ]),
    );
    expect(managersByClient).toEqual({
      'Bean There': ['Kim Park'],
      'Crumb Bakery': [],
      'Harbor Café': ['Kim Park', 'Sam Ortiz'],
    });

    const samList = (await sam.client.get('/api/agency/clients')).body;
    expect(names(samList)).toEqual(['Harbor Café']);
    expect(samList.total).toBe(1);
    expect((await sam.client.get('/api/agency/clients?search=bean')).body).toMatchObject({
      clients: [],
      total: 0,
      used: 1,
    });
    expect(names((await kim.client.get('/api/agency/clients')).body)).toEqual(['Bean There', 'Harbor Café']);

    expect((await sam.client.post('/api/agency/open', { businessId: bean })).status).toBe(404);
    expect((await sam.client.post('/api/agency/open', { businessId: crumb })).status).toBe(404);
    const opened = await sam.client.post('/api/agency/open', { businessId: harbor });
    expect(opened.body.openClient).toMatchObject({ id: harbor, companyName: 'Harbor Café' });
    expect((await sam.client.get('/api/me')).body.openClient).toMatchObject({ id: harbor });
  });

  it('cannot choose managers nor add clients; the admin chooses only from the agency’s own team', async () => {
    const { agency, harbor, sam } = await agencyWithManagers();
    const other = await newBusiness(t, { tierName: 'Agency' });
    await other.client.post('/api/company/setup');
    const stranger = await newTeamMember(t, other.client);
    const strangerId = (await stranger.client.get('/api/me')).body.user.id as string;
    const otherClient = await addClient(other.client, 'Elsewhere');

    expect((await managersOf(sam.client, harbor, [sam.id])).status).toBe(403);
    expect((await sam.client.post('/api/agency/clients', { companyName: 'Mine' })).status).toBe(403);

    const notOnTeam = await managersOf(agency.client, harbor, [sam.id, strangerId]);
    expect(notOnTeam.status).toBe(400);
    expect(notOnTeam.body.error.message).toBe(AGENCY_MESSAGES.managerNotOnTeam);
    // The admin is no account manager: they open every client already.
    const adminId = (await agency.client.get('/api/me')).body.user.id as string;
    expect((await managersOf(agency.client, harbor, [adminId])).status).toBe(400);
    expect((await agency.client.put(`/api/agency/clients/${harbor}/managers`, { userIds: 'sam' })).status).toBe(400);
    // Another agency's client is not found; nothing changed here.
    expect((await managersOf(agency.client, otherClient, [sam.id])).status).toBe(404);
    expect((await managersOf(other.client, harbor, [strangerId])).status).toBe(404);
    const list = (await agency.client.get('/api/agency/clients')).body;
    expect(list.clients.every((c: { managers: unknown[] }) => c.managers.length === 0)).toBe(true);
  });

  it('lose a client the moment it is unassigned: no business endpoint then reads anything of it', async () => {
    const { agency, harbor, sam } = await agencyWithManagers();
    await managersOf(agency.client, harbor, [sam.id]);
    await sam.client.post('/api/agency/open', { businessId: harbor });
    await addCustomer(sam.client, { firstName: 'Zebedee', lastName: 'Harborside' });
    expect(JSON.stringify((await sam.client.get('/api/customers')).body)).toContain('Zebedee');

    expect((await managersOf(agency.client, harbor, [])).body).toEqual({ managers: [] });

    // The session's open client is dropped at its next request: the manager is back in the agency's own business.
    expect((await sam.client.get('/api/me')).body.openClient).toBeNull();
    const reads = await businessReads(t);
    expect(reads.length).toBeGreaterThan(25);
    for (const path of reads) {
      const res = await sam.client.get(path);
      expect([path, JSON.stringify(res.body).includes('Zebedee')]).toEqual([path, false]);
      expect([path, JSON.stringify(res.body).includes('Harbor Café')]).toEqual([path, false]);
    }
    expect((await sam.client.post('/api/agency/open', { businessId: harbor })).status).toBe(404);
    expect((await sam.client.get('/api/agency/clients')).body.total).toBe(0);
  });
});

describe('analysts (view only)', () => {
  it('read every client of the agency and change nothing in any of them', async () => {
    const { agency, harbor, crumb, sam } = await agencyWithManagers();
    await managersOf(agency.client, harbor, [sam.id]);
    const ana = await newTeamMember(t, agency.client, { firstName: 'Ana', lastName: 'Lytic', role: 'analyst' });
    expect((await ana.client.get('/api/me')).body).toMatchObject({ viewOnly: true, runsClients: true });
    const team = (await agency.client.get('/api/company')).body;
    expect(team.members.find((m: { email: string }) => m.email === ana.email).role).toBe('analyst');
    // Not an account manager: nobody assigns an analyst; they see every client already.
    expect(
      (await agency.client.get('/api/agency/clients')).body.teamManagers.map((m: { name: string }) => m.name),
    ).toEqual(['Kim Park', 'Sam Ortiz']);

    const list = (await ana.client.get('/api/agency/clients')).body;
    expect(names(list)).toEqual(['Bean There', 'Crumb Bakery', 'Harbor Café']);
    expect(list).toMatchObject({ canManage: false, assignedOnly: false, used: 3 });
    expect((await ana.client.post('/api/agency/open', { businessId: crumb })).status).toBe(200);
    expect((await ana.client.get('/api/customers')).status).toBe(200);

    const write = await ana.client.post('/api/customers', { firstName: 'Nope', phone: '+15555550123' });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe(VIEW_ONLY_MESSAGE);
    expect((await ana.client.post('/api/agency/open', { businessId: null })).status).toBe(200);
    expect((await ana.client.post('/api/locations', { name: 'Pier' })).status).toBe(403);
    expect((await managersOf(ana.client, crumb, [sam.id])).status).toBe(403);
    expect((await ana.client.post('/api/agency/clients', { companyName: 'Mine' })).status).toBe(403);
  });

  it('are a role any team can give: a café’s bookkeeper reads and changes nothing; a bad role is refused', async () => {
    const cafe = await newBusiness(t, { tierName: 'Pro' });
    await cafe.client.post('/api/company/setup');
    const bad = await cafe.client.post('/api/company/invitations', { email: 'x@example.test', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose a role');
    const books = await newTeamMember(t, cafe.client, { role: 'analyst' });
    expect((await books.client.get('/api/customers')).status).toBe(200);
    expect((await books.client.get('/api/me')).body.viewOnly).toBe(true);
    const refused = await books.client.post('/api/customers', { firstName: 'Nope', phone: '+15555550124' });
    expect(refused.body.error.message).toBe(VIEW_ONLY_MESSAGE);
    expect((await cafe.client.get('/api/me')).body.viewOnly).toBe(false);
  });
});
