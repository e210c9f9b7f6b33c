import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { newCounterDevice } from './factories/counter.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const inLocale = async (c: TClient, locale: string, currency = 'EUR') =>
  expect((await c.patch('/api/settings/money', { currency, locale })).status).toBe(200);

describe('the owner’s app speaks each user’s language (issue 52)', () => {
  it('is their business’s until they choose; their choice is theirs alone, and goes back on null', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, owner.client);
    expect((await owner.client.get('/api/me')).body).toMatchObject({ language: 'en', user: { language: null } });

    await inLocale(owner.client, 'fr-FR');
    expect((await owner.client.get('/api/me')).body).toMatchObject({ language: 'fr', user: { language: null } });

    expect((await owner.client.put('/api/me/language', { language: 'de' })).status).toBe(204);
    expect((await owner.client.get('/api/me')).body).toMatchObject({ language: 'de', user: { language: 'de' } });
    // Their colleague keeps the business's.
    expect((await member.client.get('/api/me')).body).toMatchObject({ language: 'fr', user: { language: null } });

    // Signing in again brings it back.
    const again = client(t.app, { origin: new URL(t.deps.config.appUrl).origin });
    const signedIn = await again.post('/api/login', { email: owner.email, password: owner.password });
    expect(signedIn.body).toMatchObject({ language: 'de', user: { language: 'de' } });

    expect((await owner.client.put('/api/me/language', { language: null })).status).toBe(204);
    expect((await owner.client.get('/api/me')).body).toMatchObject({ language: 'fr', user: { language: null } });
  });

  it('refuses a language it does not speak, and a caller with no session, changing nothing', async () => {
    const owner = await newBusiness(t);
    expect((await owner.client.put('/api/me/language', { language: 'fr' })).status).toBe(204);
    const refused = await owner.client.put('/api/me/language', { language: 'it' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Choose one of the languages offered');
    const anonymous = await client(t.app, { origin: new URL(t.deps.config.appUrl).origin }).put('/api/me/language', {
      language: 'es',
    });
    expect(anonymous.status).toBe(401);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, owner.businessId));
    expect(row?.language).toBe('fr');
  });
});

describe('the counter answers in its staff’s language', () => {
  /** A café with a stamp card whose stamps wait ten minutes, and a customer. */
  async function cafe(locale = 'en-US') {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    if (locale !== 'en-US') await inLocale(owner.client, locale);
    await newProgram(owner.client, {
      name: 'Café',
      type: 'stamp_card',
      config: { stampsRequired: 10, rewardDescription: 'Un café', cooldownMinutes: 10 },
    });
    const customer = await addCustomer(owner.client);
    return { owner, customer };
  }
  const visit = (c: TClient, customerId: string) =>
    c.post(`/api/customers/${customerId}/visits`, { idempotencyKey: randomUUID() });

  it('says what a visit did and what a guard held back in the user’s language, and its undo', async () => {
    const { owner, customer } = await cafe();
    expect((await owner.client.put('/api/me/language', { language: 'fr' })).status).toBe(204);

    const first = await visit(owner.client, customer.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ changes: ['Tampon 1 sur 10'], warnings: [] });
    expect(first.body.standing.lastAction).toMatchObject({ changes: ['Tampon 1 sur 10'], warnings: [] });

    const held = await visit(owner.client, customer.id);
    expect(held.body.changes).toEqual(['Pas de tampon : le prochain pourra être donné dans 10 minutes']);
    expect(held.body.warnings).toEqual(held.body.changes);

    // The same rows, read by a colleague in English.
    expect((await owner.client.put('/api/me/language', { language: 'en' })).status).toBe(204);
    const standing = await owner.client.get(`/api/customers/${customer.id}/standing`);
    expect(standing.body.lastAction).toMatchObject({
      changes: ['No stamp: the next one can be given in 10 minutes'],
      warnings: ['No stamp: the next one can be given in 10 minutes'],
    });

    expect((await owner.client.put('/api/me/language', { language: 'es' })).status).toBe(204);
    const undone = await owner.client.post(`/api/loyalty/actions/${held.body.actionId}/undo`, {});
    expect(undone.status).toBe(200);
    expect(undone.body.changes).toEqual(['Anulado: Sin sello: el próximo se puede dar dentro de 10 minutos']);
  });

  it('on a counter device speaks the business’s language; the API and its replays stay in English', async () => {
    const { owner, customer } = await cafe('fr-FR');
    const { device } = await newCounterDevice(t, owner.client, { name: 'Till 1' });
    const staff = await owner.client.post('/api/counter/staff', { name: 'Sam', pin: '4821' });
    expect(staff.status).toBe(201);
    expect((await device.post('/api/counter/shift', { staffId: staff.body.staff.id, pin: '4821' })).status).toBe(200);
    // Nobody is signed in on it: its session says the business's language and money.
    expect((await device.get('/api/counter/device')).body).toMatchObject({
      language: 'fr',
      locale: 'fr-FR',
      currency: 'EUR',
    });

    const key = randomUUID();
    const atDevice = await device.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key });
    expect(atDevice.status).toBe(201);
    expect(atDevice.body.changes).toEqual(['Tampon 1 sur 10']);

    // The owner reads English; the same request key answers in the reader's language.
    expect((await owner.client.put('/api/me/language', { language: 'en' })).status).toBe(204);
    const replay = await owner.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key });
    expect(replay.body).toMatchObject({ replayed: true, changes: ['Stamp 1 of 10'] });

    const keyRes = await owner.client.post('/api/settings/api-keys', { name: 'Till', scopes: ['loyalty:read'] });
    const till = bearerClient(t.app, keyRes.body.secret as string);
    const viaApi = await till.get(`/api/v1/customers/${customer.id}/standing`);
    expect(viaApi.body.data.lastAction.changes).toEqual(['Stamp 1 of 10']);
  });
});
