import { AGENCY_MESSAGES, LIBRARY_MESSAGES } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyLibraryItems, automations, emailTemplates, smsTemplates } from '../src/db/schema/index.ts';
import { addClient } from './factories/agency.ts';
import { finished, inClient, ok } from './factories/agency-library.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

/**
 * A template or an automation alone as a library item (issue 53: "a program, a template, an automation or a whole
 * starter kit"), added to many clients as a kit's piece is, and what adding a kit or such an item would do in each
 * client, piece by piece, before adding.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type TResult = { clientName: string; outcome: string; pieces?: { kind: string; name: string; outcome: string }[] };
const outcomes = (apply: { results: TResult[] }) =>
  Object.fromEntries(apply.results.map((r) => [r.clientName, r.outcome]));

async function agencyWith(names: string[]) {
  const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Pieces Agency' });
  await agency.client.post('/api/company/setup');
  const ids: string[] = [];
  for (const name of names) ids.push(await addClient(agency.client, name));
  return { agency, ids };
}

const text = (name: string, messageTemplate: string) => ({ name, triggerType: 'custom', messageTemplate });
const smsRows = (businessId: string) =>
  t.db
    .select({ name: smsTemplates.name, messageTemplate: smsTemplates.messageTemplate })
    .from(smsTemplates)
    .where(eq(smsTemplates.businessId, businessId))
    .orderBy(asc(smsTemplates.createdAt));

describe('a template or an automation alone in the library', () => {
  it('saves an SMS template and adds it to three clients; one with that name keeps its own', async () => {
    const { agency, ids } = await agencyWith(['Harbor Café', 'Bean There', 'Crumb Bakery', 'Dune Deli']);
    const [harbor, bean, crumb, dune] = ids as [string, string, string, string];
    await inClient(agency.client, harbor);
    const comeBack = await ok(agency.client.post('/api/sms-templates', text('Come back', 'We miss you!')), 201);
    await inClient(agency.client, bean);
    await ok(agency.client.post('/api/sms-templates', text(' come BACK', 'Bean misses you')), 201);
    await inClient(agency.client, null);

    const choices = await ok(agency.client.get(`/api/agency/library/clients/${harbor}/pieces`));
    expect(choices).toEqual({
      clientName: 'Harbor Café',
      smsTemplates: [{ id: comeBack.id, name: 'Come back' }],
      emailTemplates: [],
      automations: [],
    });
    const piece = { clientId: harbor, kind: 'sms_template', templateId: comeBack.id };
    const saved = await ok(agency.client.post('/api/agency/library/pieces', piece), 201);
    expect(saved.item).toMatchObject({
      kind: 'sms_template',
      name: 'Come back',
      description: 'We miss you!',
      programType: null,
      contents: null,
      sourceName: 'Harbor Café',
      version: 1,
    });
    // Saved again: refused by name unless the library's copy is to be replaced, then version 2 of the same item.
    const again = await agency.client.post('/api/agency/library/pieces', piece);
    expect([again.status, again.body.error.message]).toEqual([409, LIBRARY_MESSAGES.nameTaken]);
    await inClient(agency.client, harbor);
    await ok(agency.client.put(`/api/sms-templates/${comeBack.id}`, text('Come back', 'We really miss you!')));
    await inClient(agency.client, null);
    const replaced = await ok(agency.client.post('/api/agency/library/pieces', { ...piece, replace: true }), 201);
    expect(replaced.item).toMatchObject({ id: saved.item.id, version: 2, description: 'We really miss you!' });
    expect((await ok(agency.client.get('/api/agency/library'))).items).toHaveLength(1);

    const started = await ok(
      agency.client.post(`/api/agency/library/${saved.item.id}/apply`, { clientIds: [bean, crumb, dune] }),
      202,
    );
    const done = await finished(agency.client, started.apply.id);
    expect(outcomes(done)).toEqual({ 'Bean There': 'skipped_name', 'Crumb Bakery': 'created', 'Dune Deli': 'created' });
    expect(done.results[0].pieces).toEqual([{ kind: 'sms_template', name: 'Come back', outcome: 'skipped_name' }]);
    expect(await smsRows(bean)).toEqual([{ name: 'come BACK', messageTemplate: 'Bean misses you' }]);
    expect(await smsRows(crumb)).toEqual([{ name: 'Come back', messageTemplate: 'We really miss you!' }]);
    expect(await smsRows(dune)).toEqual([{ name: 'Come back', messageTemplate: 'We really miss you!' }]);
  });

  it('saves an email template under its name, and never replaces an item of another kind', async () => {
    const { agency, ids } = await agencyWith(['Harbor Café', 'Bean There']);
    const [harbor, bean] = ids as [string, string];
    await inClient(agency.client, harbor);
    const card = await newProgram(agency.client, { name: 'Welcome' });
    const email = await ok(
      agency.client.post('/api/email-templates', {
        name: 'Welcome',
        triggerType: 'custom',
        subject: 'Welcome in',
        body: 'Glad you joined us.',
      }),
      201,
    );
    await inClient(agency.client, null);
    await ok(agency.client.post('/api/agency/library', { clientId: harbor, programId: card.id }), 201);
    const piece = { clientId: harbor, kind: 'email_template', templateId: email.id, replace: true };
    const other = await agency.client.post('/api/agency/library/pieces', piece);
    expect([other.status, other.body.error.message]).toEqual([409, LIBRARY_MESSAGES.otherKind]);
    await ok(
      agency.client.delete(`/api/agency/library/${(await ok(agency.client.get('/api/agency/library'))).items[0].id}`),
      204,
    );

    const saved = await ok(agency.client.post('/api/agency/library/pieces', piece), 201);
    expect(saved.item).toMatchObject({ kind: 'email_template', name: 'Welcome', description: 'Welcome in' });
    const started = await ok(
      agency.client.post(`/api/agency/library/${saved.item.id}/apply`, { clientIds: [bean] }),
      202,
    );
    expect(outcomes(await finished(agency.client, started.apply.id))).toEqual({ 'Bean There': 'created' });
    const [copy] = await t.db
      .select({ subject: emailTemplates.subject, body: emailTemplates.body })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.businessId, bean), eq(emailTemplates.name, 'Welcome')));
    expect(copy).toEqual({ subject: 'Welcome in', body: 'Glad you joined us.' });
  });

  it('saves an automation and adds it where it is not set up; one set up stays, one lacking its template is told', async () => {
    const { agency, ids } = await agencyWith(['Harbor Café', 'Bean There', 'Crumb Bakery', 'Dune Deli']);
    const [harbor, bean, crumb, dune] = ids as [string, string, string, string];
    await inClient(agency.client, harbor);
    const comeBack = await ok(agency.client.post('/api/sms-templates', text('Come back', 'We miss you!')), 201);
    await ok(
      agency.client.put('/api/automations/win_back', {
        enabled: true,
        config: { days: 30, smsTemplateId: comeBack.id },
      }),
    );
    // Bean There set its own win-back up (switched off); Crumb Bakery has the text; Dune Deli has nothing.
    await inClient(agency.client, bean);
    await ok(agency.client.put('/api/automations/win_back', { enabled: false, config: { days: 60 } }));
    await inClient(agency.client, crumb);
    await ok(agency.client.post('/api/sms-templates', text('come back', 'Crumbs!')), 201);
    await inClient(agency.client, null);
    const beanBefore = await t.db.select().from(automations).where(eq(automations.businessId, bean));

    expect((await ok(agency.client.get(`/api/agency/library/clients/${harbor}/pieces`))).automations).toEqual([
      'win_back',
    ]);
    // Birthday was never set up in Harbor Café: nothing of its own to save.
    const unset = await agency.client.post('/api/agency/library/pieces', {
      clientId: harbor,
      kind: 'automation',
      automation: 'birthday',
      name: 'Birthday',
    });
    expect([unset.status, unset.body.error.message]).toEqual([404, LIBRARY_MESSAGES.automationNotSet]);
    const noName = await agency.client.post('/api/agency/library/pieces', {
      clientId: harbor,
      kind: 'automation',
      automation: 'win_back',
      name: ' ',
    });
    expect([noName.status, noName.body.error.message]).toEqual([400, LIBRARY_MESSAGES.pieceNameRequired]);
    const saved = await ok(
      agency.client.post('/api/agency/library/pieces', {
        clientId: harbor,
        kind: 'automation',
        automation: 'win_back',
        name: 'Harbor win-back',
      }),
      201,
    );
    expect(saved.item).toMatchObject({ kind: 'automation', automation: 'win_back', name: 'Harbor win-back' });
    const [stored] = await t.db.select().from(agencyLibraryItems).where(eq(agencyLibraryItems.id, saved.item.id));
    expect(stored?.payload).toMatchObject({ kind: 'win_back', templates: { sms: 'Come back', email: null } });
    expect(JSON.stringify(stored?.payload)).not.toContain(comeBack.id);

    const preview = await ok(agency.client.get(`/api/agency/library/${saved.item.id}/differences`));
    expect(preview.library).toBeNull();
    expect(
      Object.fromEntries(preview.clients.map((c: { clientName: string; state: string }) => [c.clientName, c.state])),
    ).toEqual({
      'Bean There': 'differs',
      'Crumb Bakery': 'missing',
      'Dune Deli': 'unavailable',
      'Harbor Café': 'same',
    });

    const started = await ok(
      agency.client.post(`/api/agency/library/${saved.item.id}/apply`, { clientIds: [bean, crumb, dune] }),
      202,
    );
    const done = await finished(agency.client, started.apply.id);
    expect(outcomes(done)).toEqual({
      'Bean There': 'skipped_set',
      'Crumb Bakery': 'created',
      'Dune Deli': 'skipped_missing',
    });
    expect(await t.db.select().from(automations).where(eq(automations.businessId, bean))).toEqual(beanBefore);
    const [crumbText] = await t.db
      .select({ id: smsTemplates.id })
      .from(smsTemplates)
      .where(eq(smsTemplates.businessId, crumb));
    const crumbRows = await t.db
      .select({ kind: automations.kind, enabled: automations.enabled, config: automations.config })
      .from(automations)
      .where(eq(automations.businessId, crumb));
    expect(crumbRows).toEqual([
      { kind: 'win_back', enabled: true, config: expect.objectContaining({ days: 30, smsTemplateId: crumbText?.id }) },
    ]);
    expect(await t.db.select().from(automations).where(eq(automations.businessId, dune))).toEqual([]);
  });
});

describe('a kit’s difference with each client, before adding', () => {
  it('says piece by piece what would be added, what is the same and what differs, and changes nothing', async () => {
    const { agency, ids } = await agencyWith(['Harbor Café', 'Bean There', 'Crumb Bakery']);
    const [harbor, bean, crumb] = ids as [string, string, string];
    await inClient(agency.client, harbor);
    await newProgram(agency.client, {
      name: 'Coffee Card',
      type: 'stamp_card',
      config: { stampsRequired: 10, rewardDescription: 'A free coffee' },
    });
    await ok(agency.client.post('/api/sms-templates', text('Come back', 'We miss you!')), 201);
    await ok(
      agency.client.put('/api/automations/birthday', {
        enabled: true,
        config: { reward: { description: 'Free coffee', validDays: 14 } },
      }),
    );
    // Bean There: the same card and another text of that name; Crumb Bakery: none of it.
    await inClient(agency.client, bean);
    await newProgram(agency.client, {
      name: 'coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 10, rewardDescription: 'A free coffee' },
    });
    await ok(agency.client.post('/api/sms-templates', text('Come back', 'Bean misses you')), 201);
    await inClient(agency.client, null);
    const kit = await ok(agency.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Café kit' }), 201);

    const preview = await ok(agency.client.get(`/api/agency/library/${kit.item.id}/differences`));
    expect(preview.library).toBeNull();
    const byClient = Object.fromEntries(
      preview.clients.map(
        (c: { clientName: string; state: string; pieces: { kind: string; name: string; state: string }[] }) => [
          c.clientName,
          { state: c.state, pieces: Object.fromEntries(c.pieces.map((p) => [`${p.kind} ${p.name}`, p.state])) },
        ],
      ),
    );
    expect(byClient).toEqual({
      'Bean There': {
        state: 'missing',
        pieces: {
          'program Coffee Card': 'same',
          'sms_template Come back': 'differs',
          'automation birthday': 'missing',
        },
      },
      'Crumb Bakery': {
        state: 'missing',
        pieces: {
          'program Coffee Card': 'missing',
          'sms_template Come back': 'missing',
          'automation birthday': 'missing',
        },
      },
      'Harbor Café': {
        state: 'same',
        pieces: { 'program Coffee Card': 'same', 'sms_template Come back': 'same', 'automation birthday': 'same' },
      },
    });
    // Only a preview: Bean There's text is its own still, and nothing was added to Crumb Bakery.
    expect(await smsRows(bean)).toEqual([{ name: 'Come back', messageTemplate: 'Bean misses you' }]);
    expect(await smsRows(crumb)).toEqual([]);
  });
});

describe('another agency', () => {
  it('cannot list, save from, preview or add these items', async () => {
    const { agency, ids } = await agencyWith(['Harbor Café', 'Dune Deli']);
    const [harbor] = ids as [string, string];
    await inClient(agency.client, harbor);
    const comeBack = await ok(agency.client.post('/api/sms-templates', text('Come back', 'We miss you!')), 201);
    await ok(
      agency.client.put('/api/automations/win_back', {
        enabled: true,
        config: { days: 30, smsTemplateId: comeBack.id },
      }),
    );
    await inClient(agency.client, null);
    const saved = await ok(
      agency.client.post('/api/agency/library/pieces', {
        clientId: harbor,
        kind: 'sms_template',
        templateId: comeBack.id,
      }),
      201,
    );
    const other = await agencyWith(['Elsewhere']);
    const [elsewhere] = other.ids as [string];

    const choices = await other.agency.client.get(`/api/agency/library/clients/${harbor}/pieces`);
    expect([choices.status, choices.body.error.message]).toEqual([404, AGENCY_MESSAGES.clientNotFound]);
    for (const piece of [
      { clientId: harbor, kind: 'sms_template', templateId: comeBack.id },
      { clientId: harbor, kind: 'automation', automation: 'win_back', name: 'Stolen win-back' },
    ]) {
      const stolen = await other.agency.client.post('/api/agency/library/pieces', piece);
      expect([stolen.status, stolen.body.error.message]).toEqual([404, AGENCY_MESSAGES.clientNotFound]);
    }
    // Its own client, another agency's template: not found either.
    const mixed = await other.agency.client.post('/api/agency/library/pieces', {
      clientId: elsewhere,
      kind: 'sms_template',
      templateId: comeBack.id,
    });
    expect([mixed.status, mixed.body.error.message]).toEqual([404, LIBRARY_MESSAGES.templateNotFound]);
    const preview = await other.agency.client.get(`/api/agency/library/${saved.item.id}/differences`);
    expect([preview.status, preview.body.error.message]).toEqual([404, LIBRARY_MESSAGES.itemNotFound]);
    const apply = await other.agency.client.post(`/api/agency/library/${saved.item.id}/apply`, {
      clientIds: [elsewhere],
    });
    expect([apply.status, apply.body.error.message]).toEqual([404, LIBRARY_MESSAGES.itemNotFound]);
    expect((await ok(other.agency.client.get('/api/agency/library'))).items).toEqual([]);
    expect(await smsRows(elsewhere)).toEqual([]);
    expect(
      await t.db.select().from(agencyLibraryItems).where(eq(agencyLibraryItems.businessId, other.agency.businessId)),
    ).toEqual([]);
  });
});
