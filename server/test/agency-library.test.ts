import { LIBRARY_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, subscriptionTiers } from '../src/db/schema/index.ts';
import { addClient } from './factories/agency.ts';
import { finished, inClient } from './factories/agency-library.ts';
import { newProgram } from './factories/programs.ts';
import { newTeamMember } from './factories/teams.ts';
import { newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';

/**
 * Set up once, use everywhere (issue 53): an agency saves a client's program in its library and adds it to many
 * clients at once; a job goes through them and says, client by client, what it did. A database of its own: the file
 * adds a plan of its own (an agency plan with one active program), which other files must not see.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('library');
  await t.db.insert(subscriptionTiers).values({
    name: 'Agency One Program',
    priceMonthly: 0,
    maxCustomers: -1,
    maxPrograms: 1,
    maxSmsMonthly: 0,
    features: { max_seats: 5, clients: true, max_clients: 10 },
  });
});
afterAll(() => t?.stop());

const outcomes = (apply: { results: { clientName: string; outcome: string }[] }) =>
  Object.fromEntries(apply.results.map((r) => [r.clientName, r.outcome]));

describe('the agency library', () => {
  it('saves a client’s program and adds it to three clients: added, skipped by name, refused by the plan', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency One Program', companyName: 'Northwind Agency' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');
    const crumb = await addClient(agency.client, 'Crumb Bakery');
    const dune = await addClient(agency.client, 'Dune Deli');

    await inClient(agency.client, harbor);
    const card = await newProgram(agency.client, {
      name: 'Coffee Card',
      type: 'stamp_card',
      description: 'Ten coffees, the eleventh free',
      config: { stampsRequired: 10, rewardDescription: 'A free coffee', cooldownMinutes: 0 },
    });
    await inClient(agency.client, bean);
    await newProgram(agency.client, { name: '  coffee card ' });
    await inClient(agency.client, crumb);
    await newProgram(agency.client, { name: 'Pastry Points' });
    await inClient(agency.client, null);

    const saved = await agency.client.post('/api/agency/library', { clientId: harbor, programId: card.id });
    expect(saved.status).toBe(201);
    expect(saved.body.item).toMatchObject({
      kind: 'program',
      name: 'Coffee Card',
      programType: 'stamp_card',
      description: 'Ten coffees, the eleventh free',
      sourceName: 'Harbor Café',
    });
    // Twice is refused by name: the library keeps one of each.
    const again = await agency.client.post('/api/agency/library', { clientId: harbor, programId: card.id });
    expect([again.status, again.body.error.message]).toEqual([409, LIBRARY_MESSAGES.nameTaken]);

    const started = await agency.client.post(`/api/agency/library/${saved.body.item.id}/apply`, {
      clientIds: [bean, crumb, dune],
    });
    expect(started.status).toBe(202);
    expect(started.body.apply.results.every((r: { outcome: string }) => r.outcome === 'pending')).toBe(true);
    const done = await finished(agency.client, started.body.apply.id);
    expect(outcomes(done)).toEqual({
      'Bean There': 'skipped_name',
      'Crumb Bakery': 'refused_plan',
      'Dune Deli': 'created',
    });
    expect(done.finishedAt).not.toBeNull();

    // Dune Deli has its own copy, active, with the rules as saved; Bean There's own program is untouched.
    await inClient(agency.client, dune);
    const duneList = (await agency.client.get('/api/programs')).body.programs;
    expect(duneList).toHaveLength(1);
    expect(duneList[0]).toMatchObject({
      name: 'Coffee Card',
      type: 'stamp_card',
      status: 'active',
      config: card.config,
    });
    await inClient(agency.client, bean);
    expect((await agency.client.get('/api/programs')).body.programs.map((p: { name: string }) => p.name)).toEqual([
      'coffee card',
    ]);
    await inClient(agency.client, null);

    // The library lists it with the addition; deleting it leaves the clients' programs theirs.
    const library = (await agency.client.get('/api/agency/library')).body;
    expect(library.items.map((i: { name: string }) => i.name)).toEqual(['Coffee Card']);
    expect(library.applies[0]).toMatchObject({ itemName: 'Coffee Card', status: 'done' });
    expect((await agency.client.delete(`/api/agency/library/${saved.body.item.id}`)).status).toBe(204);
    expect((await agency.client.get('/api/agency/library')).body.items).toEqual([]);
    await inClient(agency.client, dune);
    expect((await agency.client.get('/api/programs')).body.programs).toHaveLength(1);
  });

  it('adds nothing to another agency’s clients nor for another agency, and only the admin changes it', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    await inClient(agency.client, harbor);
    const program = await newProgram(agency.client, { name: 'Loyal Latte' });
    await inClient(agency.client, null);
    const other = await newBusiness(t, { tierName: 'Agency' });
    const elsewhere = await addClient(other.client, 'Elsewhere');

    // Another agency cannot save this agency's client's program, nor see or use its library.
    const foreign = await other.client.post('/api/agency/library', { clientId: harbor, programId: program.id });
    expect([foreign.status, foreign.body.error.message]).toEqual([404, LIBRARY_MESSAGES.programNotFound]);
    const item = (await agency.client.post('/api/agency/library', { clientId: harbor, programId: program.id })).body
      .item;
    expect((await other.client.get('/api/agency/library')).body.items).toEqual([]);
    expect((await other.client.post(`/api/agency/library/${item.id}/apply`, { clientIds: [elsewhere] })).status).toBe(
      404,
    );
    expect((await other.client.delete(`/api/agency/library/${item.id}`)).status).toBe(404);

    // A client of another agency, or nothing chosen, starts nothing.
    const mixed = await agency.client.post(`/api/agency/library/${item.id}/apply`, { clientIds: [harbor, elsewhere] });
    expect([mixed.status, mixed.body.error.message]).toEqual([400, LIBRARY_MESSAGES.notYourClients]);
    const none = await agency.client.post(`/api/agency/library/${item.id}/apply`, { clientIds: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(LIBRARY_MESSAGES.chooseClients);
    expect((await agency.client.get('/api/agency/library')).body.applies).toEqual([]);

    // The team reads the library; only the admin saves, adds or deletes.
    const manager = await newTeamMember(t, agency.client);
    expect((await manager.client.get('/api/agency/library')).body.items).toHaveLength(1);
    expect((await manager.client.post(`/api/agency/library/${item.id}/apply`, { clientIds: [harbor] })).status).toBe(
      403,
    );
    expect((await manager.client.delete(`/api/agency/library/${item.id}`)).status).toBe(403);
  });

  it('saves a client’s whole set-up as a starter kit and adds it to three clients, piece by piece', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency One Program', companyName: 'Kit Agency' });
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');
    const crumb = await addClient(agency.client, 'Crumb Bakery');
    const dune = await addClient(agency.client, 'Dune Deli');
    const emptyKit = await agency.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Café kit' });
    expect([emptyKit.status, emptyKit.body.error.message]).toEqual([400, LIBRARY_MESSAGES.kitEmpty]);

    await inClient(agency.client, harbor);
    await newProgram(agency.client, { name: 'Coffee Club' });
    expect(
      (
        await agency.client.post('/api/sms-templates', {
          name: 'Welcome text',
          triggerType: 'custom',
          messageTemplate: 'Welcome to {business_name}!',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await agency.client.post('/api/email-templates', {
          name: 'Welcome email',
          triggerType: 'custom',
          subject: 'Welcome',
          body: 'Glad you joined us.',
        })
      ).status,
    ).toBe(201);
    // Bean There has its own welcome text; Crumb Bakery's plan is full (one active program).
    await inClient(agency.client, bean);
    expect(
      (
        await agency.client.post('/api/sms-templates', {
          name: 'welcome text',
          triggerType: 'custom',
          messageTemplate: 'Hi from the bean!',
        })
      ).status,
    ).toBe(201);
    await inClient(agency.client, crumb);
    await newProgram(agency.client, { name: 'Crumb Points' });
    await inClient(agency.client, null);

    const noName = await agency.client.post('/api/agency/library/kits', { clientId: harbor, name: '  ' });
    expect(JSON.stringify(noName.body)).toContain(LIBRARY_MESSAGES.kitNameRequired);
    const kit = await agency.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Café starter kit' });
    expect(kit.status).toBe(201);
    expect(kit.body.item).toMatchObject({
      kind: 'kit',
      name: 'Café starter kit',
      programType: null,
      contents: { programs: 1, smsTemplates: 1, emailTemplates: 1 },
      sourceName: 'Harbor Café',
    });

    const started = await agency.client.post(`/api/agency/library/${kit.body.item.id}/apply`, {
      clientIds: [bean, crumb, dune],
    });
    const done = await finished(agency.client, started.body.apply.id);
    const pieces = Object.fromEntries(
      done.results.map((r: { clientName: string; pieces: { name: string; outcome: string }[] }) => [
        r.clientName,
        Object.fromEntries(r.pieces.map((p) => [p.name, p.outcome])),
      ]),
    );
    expect(pieces).toEqual({
      'Bean There': { 'Coffee Club': 'created', 'Welcome text': 'skipped_name', 'Welcome email': 'created' },
      'Crumb Bakery': { 'Coffee Club': 'refused_plan', 'Welcome text': 'created', 'Welcome email': 'created' },
      'Dune Deli': { 'Coffee Club': 'created', 'Welcome text': 'created', 'Welcome email': 'created' },
    });
    expect(outcomes(done)).toEqual({ 'Bean There': 'created', 'Crumb Bakery': 'created', 'Dune Deli': 'created' });

    await inClient(agency.client, bean);
    const beanSms = (await agency.client.get('/api/sms-templates')).body.templates;
    expect(beanSms.map((x: { messageTemplate: string }) => x.messageTemplate)).toEqual(['Hi from the bean!']);
    await inClient(agency.client, dune);
    const duneEmail = (await agency.client.get('/api/email-templates')).body.templates;
    expect(duneEmail.map((x: { name: string; subject: string }) => [x.name, x.subject])).toEqual([
      ['Welcome email', 'Welcome'],
    ]);
  });
});

const stamps = (stampsRequired: number, extra: Record<string, unknown> = {}) => ({
  stampsRequired,
  rewardDescription: 'A free coffee',
  cooldownMinutes: 0,
  ...extra,
});

/** Each client's state and differences before an addition, by client name. */
async function differencesOf(c: TClient, itemId: string) {
  const res = await c.get(`/api/agency/library/${itemId}/differences`);
  expect(res.status).toBe(200);
  return Object.fromEntries(
    res.body.clients.map((d: { clientName: string; state: string; differences: string[] }) => [
      d.clientName,
      [d.state, ...d.differences],
    ]),
  );
}

describe('new versions of a library program, and the difference first', () => {
  it('replaces the library’s copy as version 2 only when asked; no client changes', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Version Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');
    await inClient(agency.client, harbor);
    const card = await newProgram(agency.client, { name: 'Coffee Card', type: 'stamp_card', config: stamps(8) });
    await inClient(agency.client, bean);
    const beans = await newProgram(agency.client, { name: 'coffee card', type: 'stamp_card', config: stamps(12) });
    await inClient(agency.client, null);

    const first = (await agency.client.post('/api/agency/library', { clientId: harbor, programId: card.id })).body.item;
    expect(first).toMatchObject({ version: 1, sourceName: 'Harbor Café' });
    expect(first.updatedAt).toBe(first.createdAt);

    // Without replace the name is still refused; with it, the same item takes Bean There's copy as version 2.
    const refused = await agency.client.post('/api/agency/library', { clientId: bean, programId: beans.id });
    expect([refused.status, refused.body.error.message]).toEqual([409, LIBRARY_MESSAGES.nameTaken]);
    const replaced = await agency.client.post('/api/agency/library', {
      clientId: bean,
      programId: beans.id,
      replace: true,
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.item).toMatchObject({ id: first.id, version: 2, sourceName: 'Bean There' });
    expect(replaced.body.item.updatedAt > first.updatedAt).toBe(true);
    const library = (await agency.client.get('/api/agency/library')).body;
    expect(library.items).toHaveLength(1);
    expect(library.items[0]).toMatchObject({ id: first.id, version: 2, createdAt: first.createdAt });

    // Harbor Café's program is as it was: saving changes no client.
    await inClient(agency.client, harbor);
    const harborList = (await agency.client.get('/api/programs')).body.programs;
    expect(harborList.map((p: { config: { stampsRequired: number } }) => p.config.stampsRequired)).toEqual([8]);

    // A kit of that name is not replaced by a program.
    await inClient(agency.client, null);
    const kit = await agency.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Harbor kit' });
    expect(kit.status).toBe(201);
    await inClient(agency.client, harbor);
    const named = await newProgram(agency.client, { name: 'Harbor kit' });
    await inClient(agency.client, null);
    const overKit = await agency.client.post('/api/agency/library', {
      clientId: harbor,
      programId: named.id,
      replace: true,
    });
    expect([overKit.status, overKit.body.error.message]).toEqual([409, LIBRARY_MESSAGES.notAProgram]);
  });

  it('shows each client’s difference, then updates only the ticked client to version 2', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Differences Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const crumb = await addClient(agency.client, 'Crumb Bakery');
    const dune = await addClient(agency.client, 'Dune Deli');
    const elm = await addClient(agency.client, 'Elm Tea');
    const fig = await addClient(agency.client, 'Fig Juice');
    const gale = await addClient(agency.client, 'Gale Grill');
    const made = async (clientId: string, input: Record<string, unknown>) => {
      await inClient(agency.client, clientId);
      const program = await newProgram(agency.client, { name: 'Coffee Card', type: 'stamp_card', ...input } as never);
      await inClient(agency.client, null);
      return program;
    };
    const description = 'Ten coffees, the eleventh free';
    const card = await made(harbor, { description, config: stamps(8) });
    const crumbs = await made(crumb, { description, config: stamps(8) });
    const dunes = await made(dune, { description: 'Our own card', config: stamps(10, { cooldownMinutes: 30 }) });
    await made(elm, { type: 'points' });

    // Saved at 8 stamps, then Harbor Café moves to 10 and the library takes that as version 2.
    const item = (await agency.client.post('/api/agency/library', { clientId: harbor, programId: card.id })).body.item;
    await inClient(agency.client, harbor);
    const edit = await agency.client.patch(`/api/programs/${card.id}`, { type: 'stamp_card', config: stamps(10) });
    expect(edit.status).toBe(200);
    await inClient(agency.client, null);
    const v2 = await agency.client.post('/api/agency/library', { clientId: harbor, programId: card.id, replace: true });
    expect(v2.body.item.version).toBe(2);
    await t.db.update(businesses).set({ suspendedAt: new Date() }).where(eq(businesses.id, gale));

    expect(await differencesOf(agency.client, item.id)).toEqual({
      'Harbor Café': ['same'],
      'Crumb Bakery': ['differs', 'rules'],
      'Dune Deli': ['differs', 'description', 'settings'],
      'Elm Tea': ['type_differs', 'type'],
      'Fig Juice': ['missing'],
      'Gale Grill': ['unavailable'],
    });
    const answer = (await agency.client.get(`/api/agency/library/${item.id}/differences`)).body;
    expect(answer.library).toMatchObject({ type: 'stamp_card', description, config: { stampsRequired: 10 } });
    const crumbLine = answer.clients.find((d: { clientName: string }) => d.clientName === 'Crumb Bakery');
    expect(crumbLine.client).toMatchObject({ type: 'stamp_card', config: { stampsRequired: 8 } });
    expect(crumbLine.money).toEqual({ currency: 'USD', locale: 'en-US' });

    // Updating a client not chosen for the addition starts nothing.
    const stray = await agency.client.post(`/api/agency/library/${item.id}/apply`, {
      clientIds: [fig],
      update: [crumb],
    });
    expect([stray.status, stray.body.error.message]).toEqual([400, LIBRARY_MESSAGES.updateNotChosen]);

    const started = await agency.client.post(`/api/agency/library/${item.id}/apply`, {
      clientIds: [harbor, crumb, dune, elm, fig, gale],
      update: [crumb, elm],
    });
    expect(started.status).toBe(202);
    const done = await finished(agency.client, started.body.apply.id);
    expect(outcomes(done)).toEqual({
      'Harbor Café': 'skipped_name',
      'Crumb Bakery': 'updated',
      'Dune Deli': 'skipped_name',
      'Elm Tea': 'type_differs',
      'Fig Juice': 'created',
      'Gale Grill': 'unavailable',
    });
    expect(done.results.find((r: { clientName: string }) => r.clientName === 'Crumb Bakery').version).toBe(2);

    // Crumb Bakery's own program (same id) now has the library's rules; Dune Deli's is untouched.
    await inClient(agency.client, crumb);
    const crumbList = (await agency.client.get('/api/programs')).body.programs;
    expect(crumbList).toHaveLength(1);
    expect(crumbList[0]).toMatchObject({ id: crumbs.id, description, config: { stampsRequired: 10 } });
    // The client's audit trail says the library changed its program.
    const crumbTrail = (await agency.client.get('/api/settings/audit')).body.entries as {
      action: string;
      actor: { label: string };
    }[];
    expect(crumbTrail.find((e) => e.action === 'program.update')?.actor.label).toBe(`Agency library: ${item.name}`);
    await inClient(agency.client, dune);
    const duneList = (await agency.client.get('/api/programs')).body.programs;
    expect(duneList).toEqual([dunes]);
    await inClient(agency.client, elm);
    expect((await agency.client.get('/api/programs')).body.programs.map((p: { type: string }) => p.type)).toEqual([
      'points',
    ]);
    await inClient(agency.client, null);
    expect((await differencesOf(agency.client, item.id))['Crumb Bakery']).toEqual(['same']);

    // Another agency's item is unknown there.
    const other = await newBusiness(t, { tierName: 'Agency' });
    const foreign = await other.client.get(`/api/agency/library/${item.id}/differences`);
    expect([foreign.status, foreign.body.error.message]).toEqual([404, LIBRARY_MESSAGES.itemNotFound]);
    expect((await other.client.post(`/api/agency/library/${item.id}/apply`, { clientIds: [] })).status).toBe(400);
  });

  it('lists an account manager only the clients assigned to them', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Managed Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');
    await addClient(agency.client, 'Crumb Bakery');
    await inClient(agency.client, harbor);
    const card = await newProgram(agency.client, { name: 'Coffee Card' });
    await inClient(agency.client, null);
    const item = (await agency.client.post('/api/agency/library', { clientId: harbor, programId: card.id })).body.item;
    const sam = await newTeamMember(t, agency.client, { firstName: 'Sam', lastName: 'Ortiz' });
    const samId = (await sam.client.get('/api/me')).body.user.id as string;
    expect((await agency.client.put(`/api/agency/clients/${bean}/managers`, { userIds: [samId] })).status).toBe(200);

    expect(await differencesOf(sam.client, item.id)).toEqual({ 'Bean There': ['missing'] });
    expect(Object.keys(await differencesOf(agency.client, item.id))).toEqual([
      'Bean There',
      'Crumb Bakery',
      'Harbor Café',
    ]);
  });
});
