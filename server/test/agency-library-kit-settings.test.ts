import { LIBRARY_MESSAGES } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  agencyLibraryItems,
  automations,
  businesses,
  earnMultipliers,
  smsTemplates,
  statusTiers,
  subscriptionTiers,
} from '../src/db/schema/index.ts';
import { STATUS_JOBS } from '../src/status-tiers/index.ts';
import { addClient } from './factories/agency.ts';
import { finished, inClient, ok } from './factories/agency-library.ts';
import { newLocation } from './factories/locations.ts';
import { newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';

/**
 * A starter kit also carries the client's automations, status tiers and earn multipliers (issue 53): by name, never
 * by the source client's ids, and only into a client that has not set its own up. A database of its own: the file
 * adds a plan without multipliers, which other files must not see, and spies on its own app's queue.
 */
let t: TTestApp;
let noMultipliers: string;
beforeAll(async () => {
  t = await startIsolatedTestApp('library_kit');
  const [tier] = await t.db
    .insert(subscriptionTiers)
    .values({
      name: 'Agency Without Multipliers',
      priceMonthly: 0,
      maxCustomers: -1,
      maxPrograms: -1,
      maxSmsMonthly: 0,
      features: { max_seats: 5, max_locations: -1, clients: true, max_clients: 10, status_tiers: true },
    })
    .returning();
  noMultipliers = tier?.id as string;
});
afterAll(() => t?.stop());

type TResult = { clientName: string; outcome: string; pieces?: { kind: string; name: string; outcome: string }[] };
/** Each client's pieces as `kind name → outcome`. */
const piecesOf = (apply: { results: TResult[] }) =>
  Object.fromEntries(
    apply.results.map((r) => [
      r.clientName,
      Object.fromEntries((r.pieces ?? []).map((p) => [`${p.kind} ${p.name}`, p.outcome])),
    ]),
  );

const TIERS = {
  basis: 'points',
  window: 'rolling',
  windowMonths: 12,
  graceDays: 30,
  tiers: [
    { name: 'Bronze', threshold: 50, factor: 1 },
    { name: 'Silver', threshold: 100, factor: 1.5, reward: { name: 'Free pastry', validDays: 30 } },
  ],
};
const BIRTHDAY = { reward: { description: 'Free coffee', validDays: 14 } };

/** Harbor Café: a win-back text and birthday reward on, two tiers, a happy hour everywhere and a bonus at Station. */
async function sourceClient(agency: TClient, harbor: string) {
  await inClient(agency, harbor);
  const station = await newLocation(agency, { name: 'Station' });
  const text = await ok(
    agency.post('/api/sms-templates', {
      name: 'Come back',
      triggerType: 'custom',
      messageTemplate: 'We miss you at {business_name}!',
    }),
    201,
  );
  await ok(agency.put('/api/automations/win_back', { enabled: true, config: { days: 30, smsTemplateId: text.id } }));
  await ok(agency.put('/api/automations/birthday', { enabled: true, config: BIRTHDAY }));
  await ok(agency.put('/api/status-tiers', TIERS));
  const happyHour = { kind: 'happy_hour', name: 'Happy hour', factor: 2, days: [1, 2, 3, 4, 5] };
  await ok(agency.post('/api/multipliers', { ...happyHour, startTime: '15:00', endTime: '17:00' }), 201);
  await ok(
    agency.post('/api/multipliers', {
      kind: 'category',
      name: 'Station lattes',
      factor: 3,
      category: 'Lattes',
      locationIds: [station.id],
    }),
    201,
  );
  await inClient(agency, null);
}

const rowsOf = async (businessId: string) => ({
  automations: await t.db
    .select({ kind: automations.kind, enabled: automations.enabled, config: automations.config })
    .from(automations)
    .where(eq(automations.businessId, businessId))
    .orderBy(asc(automations.kind)),
  tiers: (
    await t.db
      .select({ name: statusTiers.name })
      .from(statusTiers)
      .where(eq(statusTiers.businessId, businessId))
      .orderBy(asc(statusTiers.threshold))
  ).map((r) => r.name),
  multipliers: await t.db
    .select({ name: earnMultipliers.name, locationIds: earnMultipliers.locationIds })
    .from(earnMultipliers)
    .where(eq(earnMultipliers.businessId, businessId))
    .orderBy(asc(earnMultipliers.createdAt)),
});

describe('a starter kit’s automations, status tiers and multipliers', () => {
  it('adds them to a fresh client, leaves a client’s own set-up as it is, and refuses what a plan lacks', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Settings Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const bean = await addClient(agency.client, 'Bean There');
    const crumb = await addClient(agency.client, 'Crumb Bakery');
    const dune = await addClient(agency.client, 'Dune Deli');
    await sourceClient(agency.client, harbor);

    // Dune Deli is fresh, with a station of its own (found by name, case aside).
    await inClient(agency.client, dune);
    const duneStation = await newLocation(agency.client, { name: 'station' });
    // Bean There set its own tiers up, and switched birthday messages off.
    await inClient(agency.client, bean);
    await ok(
      agency.client.put('/api/status-tiers', { ...TIERS, tiers: [{ name: 'Regular', threshold: 10, factor: 1 }] }),
    );
    await ok(agency.client.put('/api/automations/birthday', { enabled: false, config: {} }));
    await inClient(agency.client, null);
    const beanBefore = await rowsOf(bean);
    // Crumb Bakery's plan has no multipliers.
    await t.db.update(businesses).set({ tierId: noMultipliers }).where(eq(businesses.id, crumb));

    const kit = await ok(agency.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Café kit' }), 201);
    expect(kit.item.contents).toEqual({
      programs: 0,
      smsTemplates: 1,
      emailTemplates: 0,
      automations: 2,
      statusTiers: 2,
      multipliers: 2,
    });
    // The kit names the template and the location; it keeps none of Harbor Café's ids.
    const [stored] = await t.db.select().from(agencyLibraryItems).where(eq(agencyLibraryItems.id, kit.item.id));
    const payload = JSON.stringify(stored?.payload);
    const harborIds = [
      ...(await t.db.select({ id: smsTemplates.id }).from(smsTemplates).where(eq(smsTemplates.businessId, harbor))),
      ...(await rowsOf(harbor)).multipliers.flatMap((m) => (m.locationIds ?? []).map((id) => ({ id }))),
    ];
    expect(harborIds).toHaveLength(2);
    for (const { id } of harborIds) expect(payload).not.toContain(id);

    const started = await ok(
      agency.client.post(`/api/agency/library/${kit.item.id}/apply`, { clientIds: [bean, crumb, dune] }),
      202,
    );
    const done = await finished(agency.client, started.apply.id);
    expect(piecesOf(done)).toEqual({
      'Bean There': {
        'sms_template Come back': 'created',
        'automation win_back': 'created',
        'automation birthday': 'skipped_set',
        'status_tiers Bronze, Silver': 'skipped_set',
        'multiplier Happy hour': 'created',
        'multiplier Station lattes': 'skipped_missing',
      },
      'Crumb Bakery': {
        'sms_template Come back': 'created',
        'automation win_back': 'created',
        'automation birthday': 'created',
        'status_tiers Bronze, Silver': 'created',
        'multiplier Happy hour': 'refused_plan',
        'multiplier Station lattes': 'skipped_missing',
      },
      'Dune Deli': {
        'sms_template Come back': 'created',
        'automation win_back': 'created',
        'automation birthday': 'created',
        'status_tiers Bronze, Silver': 'created',
        'multiplier Happy hour': 'created',
        'multiplier Station lattes': 'created',
      },
    });

    // Dune Deli: win-back sends its own copy of the text, its station has the bonus, the tiers as saved.
    const duneRows = await rowsOf(dune);
    const [duneText] = await t.db
      .select({ id: smsTemplates.id })
      .from(smsTemplates)
      .where(and(eq(smsTemplates.businessId, dune), eq(smsTemplates.name, 'Come back')));
    expect(duneRows.automations).toEqual([
      { kind: 'birthday', enabled: true, config: expect.objectContaining(BIRTHDAY) },
      { kind: 'win_back', enabled: true, config: expect.objectContaining({ days: 30, smsTemplateId: duneText?.id }) },
    ]);
    expect(duneRows.tiers).toEqual(['Bronze', 'Silver']);
    expect(duneRows.multipliers).toEqual([
      { name: 'Happy hour', locationIds: null },
      { name: 'Station lattes', locationIds: [duneStation.id] },
    ]);
    const duneStatus = await ok(
      (async () => {
        await inClient(agency.client, dune);
        return agency.client.get('/api/status-tiers');
      })(),
    );
    expect(duneStatus.tiers[1]).toMatchObject({ name: 'Silver', reward: { name: 'Free pastry', validDays: 30 } });
    await inClient(agency.client, null);

    // Bean There: its own tiers and birthday setting exactly as they were.
    const beanAfter = await rowsOf(bean);
    expect(beanAfter.tiers).toEqual(beanBefore.tiers);
    expect(beanAfter.tiers).toEqual(['Regular']);
    expect(beanAfter.automations.find((a) => a.kind === 'birthday')).toEqual(
      beanBefore.automations.find((a) => a.kind === 'birthday'),
    );
    expect(beanAfter.automations.find((a) => a.kind === 'birthday')?.enabled).toBe(false);
    // Crumb Bakery: tiers within its plan, no multiplier.
    const crumbRows = await rowsOf(crumb);
    expect(crumbRows.tiers).toEqual(['Bronze', 'Silver']);
    expect(crumbRows.multipliers).toEqual([]);
  });

  it('rolls a client back whole when a piece fails half-way, and goes on with the next client', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Rollback Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const elm = await addClient(agency.client, 'Elm Tea');
    const fig = await addClient(agency.client, 'Fig Juice');
    await sourceClient(agency.client, harbor);
    const kit = await ok(agency.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Café kit' }), 201);

    // Elm Tea's tiers cannot queue their refresh: the database or queue failing mid-way.
    const send = t.deps.queue.send.bind(t.deps.queue);
    const spy = vi.spyOn(t.deps.queue, 'send').mockImplementation((async (name: string, data: unknown, ...rest: []) => {
      if (name === STATUS_JOBS.refreshBusiness && (data as { businessId: string }).businessId === elm) {
        throw new Error('queue unavailable');
      }
      return (send as (...args: unknown[]) => Promise<unknown>)(name, data, ...rest);
    }) as typeof t.deps.queue.send);
    try {
      const started = await ok(
        agency.client.post(`/api/agency/library/${kit.item.id}/apply`, { clientIds: [elm, fig] }),
        202,
      );
      const done = await finished(agency.client, started.apply.id);
      expect(Object.fromEntries(done.results.map((r: TResult) => [r.clientName, r.outcome]))).toEqual({
        'Elm Tea': 'failed',
        'Fig Juice': 'created',
      });
    } finally {
      spy.mockRestore();
    }
    // Nothing of the kit stayed in Elm Tea: not the text or automations added before the tiers failed.
    expect(await rowsOf(elm)).toEqual({ automations: [], tiers: [], multipliers: [] });
    expect(await t.db.select().from(smsTemplates).where(eq(smsTemplates.businessId, elm))).toEqual([]);
    expect((await rowsOf(fig)).tiers).toEqual(['Bronze', 'Silver']);
  });

  it('reads a kit saved before these pieces as having none, and adds it as before', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Old Kit Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const [old] = await t.db
      .insert(agencyLibraryItems)
      .values({
        businessId: agency.businessId,
        kind: 'kit',
        name: 'Old kit',
        sourceName: 'Gone Café',
        payload: {
          programs: [],
          smsTemplates: [{ name: 'Hello', triggerType: 'custom', messageTemplate: 'Hello from {business_name}' }],
          emailTemplates: [],
        },
      })
      .returning();
    const library = await ok(agency.client.get('/api/agency/library'));
    expect(library.items[0].contents).toEqual({
      programs: 0,
      smsTemplates: 1,
      emailTemplates: 0,
      automations: 0,
      statusTiers: 0,
      multipliers: 0,
    });
    const started = await ok(agency.client.post(`/api/agency/library/${old?.id}/apply`, { clientIds: [harbor] }), 202);
    const done = await finished(agency.client, started.apply.id);
    expect(piecesOf(done)).toEqual({ 'Harbor Café': { 'sms_template Hello': 'created' } });
  });

  it('is another agency’s to neither read nor add', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Own Agency' });
    await agency.client.post('/api/company/setup');
    const harbor = await addClient(agency.client, 'Harbor Café');
    const dune = await addClient(agency.client, 'Dune Deli');
    await sourceClient(agency.client, harbor);
    const other = await newBusiness(t, { tierName: 'Agency', companyName: 'Other Agency' });
    await other.client.post('/api/company/setup');
    const elsewhere = await addClient(other.client, 'Elsewhere');

    // Another agency cannot save this agency's client as its kit.
    const foreign = await other.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Stolen kit' });
    expect([foreign.status, foreign.body.error.message]).toEqual([404, LIBRARY_MESSAGES.programNotFound]);

    const kit = await ok(agency.client.post('/api/agency/library/kits', { clientId: harbor, name: 'Café kit' }), 201);
    const started = await ok(
      agency.client.post(`/api/agency/library/${kit.item.id}/apply`, { clientIds: [dune] }),
      202,
    );
    await finished(agency.client, started.apply.id);

    expect((await ok(other.client.get('/api/agency/library'))).items).toEqual([]);
    expect((await other.client.get(`/api/agency/library/applies/${started.apply.id}`)).status).toBe(404);
    const apply = await other.client.post(`/api/agency/library/${kit.item.id}/apply`, { clientIds: [elsewhere] });
    expect([apply.status, apply.body.error.message]).toEqual([404, LIBRARY_MESSAGES.itemNotFound]);
    // Nor this agency to its client: nothing reached Elsewhere.
    const mixed = await agency.client.post(`/api/agency/library/${kit.item.id}/apply`, { clientIds: [elsewhere] });
    expect([mixed.status, mixed.body.error.message]).toEqual([400, LIBRARY_MESSAGES.notYourClients]);
    expect(await rowsOf(elsewhere)).toEqual({ automations: [], tiers: [], multipliers: [] });
  });
});
