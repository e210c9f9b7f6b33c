import { formatWholeAmount, normalizePhone } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerConsents, customers, emailTemplates } from '../src/db/schema/index.ts';
import { handleInboundSms } from '../src/messaging/handle-inbound-sms.ts';
import { awayFromQuietHours } from './campaign-seed.ts';
import { addCustomer } from './factories/customers.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import {
  client,
  eventually,
  newBusiness,
  settledMessage,
  startTestApp,
  superAdminClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

/** A business whose "Currency and language" is `locale`, with a points program, a stamp card and a sign-up form. */
async function shopIn(locale: string, currency: string, country: string) {
  const biz = await newBusiness(t, { tierName: 'Agency', companyName: 'Café Sol' });
  expect((await biz.client.patch('/api/settings/money', { currency, locale })).status).toBe(200);
  expect((await biz.client.patch('/api/settings/country', { country })).status).toBe(200);
  await newProgram(biz.client, { name: 'Puntos', type: 'points', config: { pointsPerDollar: 1, welcomeBonus: 1 } });
  await newProgram(biz.client, {
    name: 'Café',
    type: 'stamp_card',
    config: { stampsRequired: 10, rewardDescription: 'Un café gratis' },
  });
  const form = await newQrCode(biz.client);
  return { ...biz, form };
}

describe('the sign-up form speaks the business’s language', () => {
  it('in Spain: programs, consent, example number and the wording stored with the consent, in Spanish', async () => {
    const shop = await shopIn('es-ES', 'EUR', 'ES');
    const info = (await client(t.app).get(`/api/public/signup-form/${shop.form.code}`)).body;
    expect(info.locale).toBe('es-ES');
    expect(info.language).toBe('es');
    expect(info.phoneExample).toBe('612 34 56 78');
    expect(info.programs.map((p: { summary: string }) => p.summary)).toEqual([
      `Gana 1 punto por cada ${formatWholeAmount(1, { currency: 'EUR', locale: 'es-ES' })} · canjea desde 100 puntos · 1 punto de bienvenida`,
      'Reúne 10 sellos para un café gratis',
    ]);
    expect(info.consent.sms).toBe(
      'Sí, quiero recibir mensajes de texto de Café Sol sobre mis recompensas y ofertas. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para darte de baja.',
    );

    const phone = '612 345 678';
    const joined = await client(t.app).post(
      `/api/public/signup-form/${shop.form.code}`,
      enrolmentBody({ phone, smsConsent: true, emailConsent: true }),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const [customer] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.businessId, shop.businessId), eq(customers.phone, '+34612345678')));
    const wording = await t.db
      .select({ channel: customerConsents.channel, wording: customerConsents.wording })
      .from(customerConsents)
      .where(
        and(eq(customerConsents.businessId, shop.businessId), eq(customerConsents.customerId, customer?.id ?? '')),
      );
    expect(wording.map((w) => w.channel).sort()).toEqual(['email', 'sms']);
    expect(wording.find((w) => w.channel === 'email')?.wording).toBe(
      'Sí, quiero recibir correos sobre mis recompensas, ofertas y novedades de Café Sol. Puedo darme de baja en cualquier momento.',
    );
    expect(wording.find((w) => w.channel === 'sms')?.wording).toBe(info.consent.sms);
  });

  it('says a friend’s invitation in the business’s language', async () => {
    const shop = await shopIn('fr-FR', 'EUR', 'FR');
    const program = await newProgram(shop.client, { type: 'points', config: { pointsPerDollar: 1, welcomeBonus: 0 } });
    const saved = await shop.client.put('/api/referrals', {
      enabled: true,
      friendReward: { kind: 'points', programId: program.id, points: 100 },
      referrerReward: { kind: 'reward', name: 'Un café', validDays: 30 },
      qualifyingAction: 'purchase',
      minimumAmount: 10,
      withinDays: 30,
      monthlyCap: 10,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A French mobile, typed as people in France type it.
    const phone = `06 ${randomPhone().e164.slice(-8)}`;
    const joined = await client(t.app).post(
      `/api/public/signup-form/${shop.form.code}`,
      enrolmentBody({ firstName: '', phone }),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const portal = client(t.app);
    const login = await portal.post('/api/portal/login', { phone, pin: '4821', region: 'FR' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const code = (await portal.get('/api/portal/dashboard')).body.referral.code;
    const form = await client(t.app).get(`/api/public/signup-form/${shop.form.code}?ref=${code}`);
    expect(form.body.invitation).toMatchObject({
      referrerName: 'Un ami',
      friendGets: '100 points',
      when: `votre premier achat de ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(10)} ou plus sous 30 jours`,
    });
  });

  it('stays in English, word for word, for a business in the United States', async () => {
    const shop = await shopIn('en-US', 'USD', 'US');
    const info = (await client(t.app).get(`/api/public/signup-form/${shop.form.code}`)).body;
    expect(info.phoneExample).toBe('(555) 123-4567');
    expect(info.programs.map((p: { summary: string }) => p.summary)).toEqual([
      'Earn 1 point per $1 · redeem at 100 points · 1 welcome point',
      'Collect 10 stamps for un café gratis',
    ]);
    expect(info.consent.email).toBe(
      'Yes, email me about my rewards, offers and news from Café Sol. I can unsubscribe at any time.',
    );
  });
});

describe('the unsubscribe page speaks the business’s language', () => {
  it('in Spain: the question, what stays, the answer, and the mail client’s one-click reply; a dead link in the visitor’s', async () => {
    const shop = await shopIn('es-ES', 'EUR', 'ES');
    const [template] = await t.db
      .insert(emailTemplates)
      .values({ businessId: shop.businessId, name: 'Hola', subject: 'Hola', body: 'Hola {firstName}' })
      .returning();
    const customer = await addCustomer(shop.client, {
      email: `lucia-${crypto.randomUUID()}@example.test`,
      phone: `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    });
    const sent = await shop.client.post(`/api/customers/${customer.id}/quick-email`, { templateId: template?.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const log = await settledMessage(t, sent.body.messageId);
    const token = t.deps.tracking.unsubscribeUrl(log.id).split('/').pop() as string;

    const page = await client(t.app).get(`/api/unsubscribe/${token}`);
    expect(page.body.language).toBe('es');
    expect(page.body.words).toMatchObject({
      preferences: 'Preferencias de correo',
      question: '¿Darte de baja de Café Sol?',
      willStop: `${page.body.email} dejará de recibir correos de Café Sol; tus puntos y recompensas se quedan como están.`,
      button: 'Darme de baja',
    });
    const done = await client(t.app).post(`/api/unsubscribe/${token}`, {});
    expect(done.body).toMatchObject({ unsubscribed: true, words: { doneTitle: 'Te has dado de baja' } });
    const oneClick = await t.app.request(`/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await oneClick.text()).toBe('Baja confirmada: Café Sol no volverá a escribirte.');

    const dead = await t.app.request('/api/unsubscribe/not-a-token', {
      headers: { 'accept-language': 'de-AT,de;q=0.9', 'x-forwarded-for': '203.0.113.78' },
    });
    const { error } = (await dead.json()) as { error: { message: string; details: { language: string } } };
    expect([dead.status, error.message, error.details.language]).toEqual([
      404,
      'Dieser Abmeldelink ist ungültig. Nutze den Link aus deiner neuesten E-Mail.',
      'de',
    ]);
  });
});

describe('the portal speaks the customer’s language, else the business’s', () => {
  /** A customer of `shop` who joined on its form with `phone` and PIN 4821, signed in to its portal. */
  async function signedIn(shop: Awaited<ReturnType<typeof shopIn>>, phone: string, region: string) {
    const joined = await client(t.app).post(`/api/public/signup-form/${shop.form.code}`, enrolmentBody({ phone }));
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const portal = client(t.app);
    const login = await portal.post('/api/portal/login', { phone, pin: '4821', region });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    if (login.body.status === 'choose') {
      // The phone is known at another business too: she picks this one.
      const [row] = await t.db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.businessId, shop.businessId), eq(customers.phone, normalizePhone(phone, region) ?? '')),
        );
      expect((await portal.post('/api/portal/choose', { customerId: row?.id })).status).toBe(200);
    }
    return portal;
  }

  it('in Spain: Spanish until she chooses French; her choice is hers alone, checked, and undone with null', async () => {
    const madrid = await shopIn('es-ES', 'EUR', 'ES');
    const lisbon = await shopIn('pt-PT', 'EUR', 'PT');
    // One phone at two businesses: her choice at one leaves the other alone.
    const phone = `6${String(Date.now()).slice(-8)}`;
    const portal = await signedIn(madrid, phone, 'ES');
    const elsewhere = await signedIn(lisbon, `+34${phone}`, 'PT');

    const first = (await portal.get('/api/portal/dashboard')).body;
    expect([first.language, first.ownLanguage]).toEqual(['es', null]);
    // Each business's own country, for writing her number as its people do.
    expect(first.country).toBe('ES');
    expect((await elsewhere.get('/api/portal/dashboard')).body.country).toBe('PT');
    expect(first.programs.map((p: { description: string }) => p.description)).toContain(
      'Reúne 10 sellos para un café gratis',
    );

    expect((await portal.put('/api/portal/language', { language: 'fr' })).status).toBe(204);
    const french = (await portal.get('/api/portal/dashboard')).body;
    expect([french.language, french.ownLanguage]).toEqual(['fr', 'fr']);
    expect(french.programs.map((p: { description: string }) => p.description)).toContain(
      'Collectez 10 tampons pour un café gratis',
    );
    const rows = await t.db
      .select({ businessId: customers.businessId, language: customers.language })
      .from(customers)
      .where(eq(customers.phone, `+34${phone}`));
    expect(rows.map((r) => [r.businessId === madrid.businessId ? 'madrid' : 'lisbon', r.language]).sort()).toEqual([
      ['lisbon', null],
      ['madrid', 'fr'],
    ]);
    expect((await elsewhere.get('/api/portal/dashboard')).body.language).toBe('pt-BR');

    // A language we do not speak is refused in plain words and changes nothing; without a session, nothing at all.
    const refused = await portal.put('/api/portal/language', { language: 'it' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Choose one of the languages offered');
    expect((await portal.get('/api/portal/dashboard')).body.language).toBe('fr');
    expect((await client(t.app).put('/api/portal/language', { language: 'de' })).status).toBe(401);

    expect((await portal.put('/api/portal/language', { language: null })).status).toBe(204);
    expect((await portal.get('/api/portal/dashboard')).body).toMatchObject({ language: 'es', ownLanguage: null });
  });
});

describe('texts and e-mails say their fixed parts in the business’s language, the PIN code in the customer’s', () => {
  /** What the outbox holds for `to`, newest first. */
  async function outboxFor(to: string, atLeast = 1) {
    const admin = await superAdminClient(t);
    return eventually(async () => {
      const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
      const messages = res.body.messages as { channel: string; text: string }[];
      return messages.length >= atLeast ? messages : undefined;
    });
  }

  it('in Spain: the e-mail footer, a campaign text’s line on how to stop, and the reply to STOP', async () => {
    const shop = await shopIn('es-ES', 'EUR', 'ES');
    const spanish = translatorFor('es');
    const phone = `+346${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const email = `lucia-${crypto.randomUUID()}@example.test`;
    const customer = await addCustomer(shop.client, { email, phone });

    const [template] = await t.db
      .insert(emailTemplates)
      .values({ businessId: shop.businessId, name: 'Hola', subject: 'Hola', body: 'Hola {firstName}' })
      .returning();
    const mailed = await shop.client.post(`/api/customers/${customer.id}/quick-email`, { templateId: template?.id });
    expect(mailed.status, JSON.stringify(mailed.body)).toBe(200);
    const [mail] = await outboxFor(email);
    expect(mail?.text).toMatch(new RegExp(`\\n${spanish.t('email.unsubscribe')}: https?://\\S+/unsubscribe/`));
    expect(mail?.text).not.toContain('Unsubscribe:');

    await awayFromQuietHours(t, shop.businessId);
    const created = await shop.client.post('/api/campaigns', { name: 'Primavera', type: 'sms' });
    expect(created.status).toBe(201);
    const saved = await shop.client.put(`/api/campaigns/${created.body.id}`, {
      name: 'Primavera',
      body: 'Hola {firstName}',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await shop.client.post(`/api/campaigns/${created.body.id}/send`, {})).status).toBe(200);
    const [text] = await outboxFor(phone);
    expect(text?.text.endsWith(`\n${spanish.t('sms.optOut')}`)).toBe(true);
    expect(text?.text).not.toContain('Reply STOP');

    const reply = await handleInboundSms({
      db: t.db,
      sms: { from: phone, to: '+15005550006', body: 'STOP' },
      defaultRegion: 'US',
    });
    expect(reply).toBe(spanish.t('sms.stopReply', { business: 'Café Sol' }));
    expect(reply).toMatch(/START/);
  });

  it('texts a forgot-PIN code in the language the customer chose, whatever the business speaks', async () => {
    const shop = await shopIn('es-ES', 'EUR', 'ES');
    const phone = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const joined = await client(t.app).post(`/api/public/signup-form/${shop.form.code}`, enrolmentBody({ phone }));
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const portal = client(t.app);
    expect((await portal.post('/api/portal/login', { phone, pin: '4821', region: 'ES' })).status).toBe(200);
    expect((await portal.put('/api/portal/language', { language: 'de' })).status).toBe(204);

    expect((await client(t.app).post('/api/portal/pin-reset/request', { phone, region: 'ES' })).status).toBe(200);
    const texts = await outboxFor(`+34${phone}`);
    const reset = texts.find((m) => m.channel === 'sms' && /\d{6}/.test(m.text) && m.text.includes('PIN'));
    const code = /(\d{6})/.exec(reset?.text ?? '')?.[1] ?? '';
    expect(reset?.text).toBe(translatorFor('de').t('sms.pinReset', { business: 'Café Sol', code, minutes: 10 }));
  });
});
