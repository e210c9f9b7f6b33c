import { SETTINGS_MESSAGES } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, integrations } from '../src/db/schema/index.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const API_KEY = 'SG.test-key-0123456789.abcdefghijklmnopWXYZ';
const validConfig = { apiKey: API_KEY, fromEmail: 'Hello@BlueDoor.test', fromName: 'Blue Door', active: true };
const validSending = {
  postalAddress: '12 Harbour Street\nPortland, ME 04101',
  contactPhone: '(415) 555-0101',
  contactEmail: 'Help@BlueDoor.test',
  timeZone: 'America/New_York',
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
};

async function integrationRows(businessId: string) {
  return t.db.select().from(integrations).where(eq(integrations.businessId, businessId));
}

describe('GET /api/settings', () => {
  it('starts with tracking on, no email configuration and the default quiet hours', async () => {
    const { client: c } = await newBusiness(t);
    const res = await c.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      canEdit: true,
      emailTracking: { enabled: true },
      emailConfig: {
        provider: 'sendgrid',
        active: false,
        fromEmail: null,
        fromName: null,
        apiKeySet: false,
        apiKeyLast4: null,
      },
      sending: {
        postalAddress: null,
        contactPhone: null,
        contactEmail: null,
        timeZone: null,
        quietHoursStart: '21:00',
        quietHoursEnd: '08:00',
      },
      money: { currency: 'USD', locale: 'en-US', hasPurchases: false },
      country: { country: 'US' },
    });
  });

  it('answers 401 without a session, on every settings route', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/settings')).status).toBe(401);
    expect((await anonymous.put('/api/settings/email-tracking', { enabled: false })).status).toBe(401);
    expect((await anonymous.put('/api/settings/email-config', validConfig)).status).toBe(401);
    expect((await anonymous.put('/api/settings/sending', validSending)).status).toBe(401);
  });
});

describe('email open tracking', () => {
  it('turns off and on, and the setting persists', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const off = await c.put('/api/settings/email-tracking', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false });
    expect((await c.get('/api/settings')).body.emailTracking).toEqual({ enabled: false });
    const [row] = await t.db
      .select({ tracked: businesses.emailTrackingEnabled })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(row.tracked).toBe(false);

    expect((await c.put('/api/settings/email-tracking', { enabled: true })).body).toEqual({ enabled: true });
    expect((await c.get('/api/settings')).body.emailTracking).toEqual({ enabled: true });
  });

  it('refuses anything but a boolean', async () => {
    const { client: c } = await newBusiness(t);
    const res = await c.put('/api/settings/email-tracking', { enabled: 'yes' });
    expect(res.status).toBe(400);
    expect((await c.get('/api/settings')).body.emailTracking).toEqual({ enabled: true });
  });
});

describe('email configuration (SendGrid)', () => {
  it("refuses a blank From Email or From Name with the spec's message and saves nothing", async () => {
    const { client: c, businessId } = await newBusiness(t);
    for (const body of [
      { ...validConfig, fromEmail: '   ' },
      { ...validConfig, fromName: '' },
      { apiKey: API_KEY, active: false },
    ]) {
      const res = await c.put('/api/settings/email-config', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(SETTINGS_MESSAGES.emailConfigRequired);
    }
    const bad = await c.put('/api/settings/email-config', { ...validConfig, fromEmail: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(SETTINGS_MESSAGES.invalidFromEmail);
    expect(await integrationRows(businessId)).toEqual([]);
  });

  it('stores the key encrypted, never answers it, and shows only its last 4 characters', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const res = await c.put('/api/settings/email-config', validConfig);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'sendgrid',
      active: true,
      fromEmail: 'hello@bluedoor.test',
      fromName: 'Blue Door',
      apiKeySet: true,
      apiKeyLast4: 'WXYZ',
    });
    expect(JSON.stringify(res.body)).not.toContain(API_KEY);

    const rows = await integrationRows(businessId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'sendgrid', active: true });
    // Nothing in the row (jsonb as PostgreSQL stores it) contains the key or a recognisable part of it.
    const [{ raw }] = await t.db
      .select({ raw: sql<string>`${integrations.emailConfig}::text` })
      .from(integrations)
      .where(eq(integrations.id, rows[0].id));
    expect(raw).not.toContain(API_KEY);
    expect(raw).not.toContain('test-key-0123456789');
    const sealed = rows[0].emailConfig.sendgridApiKeyEncrypted as string;
    expect(sealed).toBeTruthy();
    expect(await t.deps.secrets.decrypt(sealed)).toBe(API_KEY);

    const settings = await c.get('/api/settings');
    expect(settings.body.emailConfig).toEqual(res.body);
    expect(JSON.stringify(settings.body)).not.toContain(API_KEY);
    // Nor is it in any log line.
    expect(t.logLines.join('\n')).not.toContain(API_KEY);
  });

  it('keeps the saved key when the key is left blank, and replaces it when a new one is given', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await c.put('/api/settings/email-config', validConfig);
    const [before] = await integrationRows(businessId);

    const blank = await c.put('/api/settings/email-config', {
      apiKey: '  ',
      fromEmail: 'news@bluedoor.test',
      fromName: 'Blue Door News',
      active: false,
    });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({
      apiKeySet: true,
      apiKeyLast4: 'WXYZ',
      active: false,
      fromName: 'Blue Door News',
    });
    const omitted = await c.put('/api/settings/email-config', {
      fromEmail: 'news@bluedoor.test',
      fromName: 'N',
      active: true,
    });
    expect(omitted.body).toMatchObject({ apiKeySet: true, apiKeyLast4: 'WXYZ', active: true });
    const rows = await integrationRows(businessId);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(before.id);
    expect(rows[0].emailConfig.sendgridApiKeyEncrypted).toBe(before.emailConfig.sendgridApiKeyEncrypted);

    const replaced = await c.put('/api/settings/email-config', {
      ...validConfig,
      apiKey: 'SG.another-key-9876543210.ABCD',
    });
    expect(replaced.body.apiKeyLast4).toBe('ABCD');
    const [after] = await integrationRows(businessId);
    expect(await t.deps.secrets.decrypt(after.emailConfig.sendgridApiKeyEncrypted as string)).toBe(
      'SG.another-key-9876543210.ABCD',
    );
  });

  it('cannot be switched on without a key, and refuses a key with spaces', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const noKey = await c.put('/api/settings/email-config', { ...validConfig, apiKey: '' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.message).toBe(SETTINGS_MESSAGES.activeNeedsKey);
    const spaced = await c.put('/api/settings/email-config', { ...validConfig, apiKey: 'SG.abc def' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.error.message).toBe(SETTINGS_MESSAGES.apiKeySpaces);
    expect(await integrationRows(businessId)).toEqual([]);

    // Off, without a key: saved (the sender details can be prepared first).
    const off = await c.put('/api/settings/email-config', { ...validConfig, apiKey: '', active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ apiKeySet: false, apiKeyLast4: null, active: false });
  });
});

describe('sending settings', () => {
  it('saves the address, the contact (phone in E.164), the time zone and quiet hours', async () => {
    const { client: c } = await newBusiness(t);
    const res = await c.put('/api/settings/sending', { ...validSending, timeZone: 'europe/paris' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      postalAddress: '12 Harbour Street\nPortland, ME 04101',
      contactPhone: '+14155550101',
      contactEmail: 'help@bluedoor.test',
      timeZone: 'Europe/Paris',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    expect((await c.get('/api/settings')).body.sending).toEqual(res.body);

    // Blanks clear the optional fields; quiet hours need not wrap midnight.
    const cleared = await c.put('/api/settings/sending', {
      postalAddress: ' ',
      contactPhone: '',
      contactEmail: '',
      timeZone: 'UTC',
      quietHoursStart: '12:30',
      quietHoursEnd: '14:00',
    });
    expect(cleared.body).toEqual({
      postalAddress: null,
      contactPhone: null,
      contactEmail: null,
      timeZone: 'UTC',
      quietHoursStart: '12:30',
      quietHoursEnd: '14:00',
    });
  });

  it('refuses a bad time zone, phone, email or time, and equal quiet hours, with clear messages', async () => {
    const { client: c } = await newBusiness(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ timeZone: 'Mars/Olympus_Mons' }, SETTINGS_MESSAGES.invalidTimeZone, 'timeZone'],
      [{ timeZone: '' }, SETTINGS_MESSAGES.timeZoneRequired, 'timeZone'],
      [{ contactPhone: '12' }, SETTINGS_MESSAGES.invalidContactPhone, 'contactPhone'],
      [{ contactPhone: 'call me maybe' }, SETTINGS_MESSAGES.invalidContactPhone, 'contactPhone'],
      [{ contactEmail: 'help@' }, SETTINGS_MESSAGES.invalidContactEmail, 'contactEmail'],
      [{ quietHoursStart: '9pm' }, SETTINGS_MESSAGES.invalidTime, 'quietHoursStart'],
      [{ quietHoursEnd: '24:00' }, SETTINGS_MESSAGES.invalidTime, 'quietHoursEnd'],
      [{ quietHoursStart: '22:00', quietHoursEnd: '22:00' }, SETTINGS_MESSAGES.quietHoursSame, 'quietHoursEnd'],
      [{ postalAddress: 'x'.repeat(501) }, 'The postal address must be at most 500 characters', 'postalAddress'],
    ];
    for (const [change, message, field] of cases) {
      const res = await c.put('/api/settings/sending', { ...validSending, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.details[field]).toContain(message);
    }
    // Nothing was written.
    expect((await c.get('/api/settings')).body.sending).toMatchObject({ timeZone: null, contactPhone: null });
  });
});

describe('team members and other businesses', () => {
  it('lets a member read the settings but not change them (403)', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    await owner.client.put('/api/settings/email-config', validConfig);
    const { client: member } = await newTeamMember(t, owner.client);

    const read = await member.get('/api/settings');
    expect(read.status).toBe(200);
    expect(read.body.canEdit).toBe(false);
    expect(read.body.emailConfig).toMatchObject({ apiKeySet: true, fromName: 'Blue Door' });
    expect(JSON.stringify(read.body)).not.toContain(API_KEY);

    for (const [path, body] of [
      ['/api/settings/email-tracking', { enabled: false }],
      ['/api/settings/email-config', { ...validConfig, fromName: 'Hijacked' }],
      ['/api/settings/sending', validSending],
    ] as const) {
      const res = await member.put(path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.error.message).toBe('Only the team admin can do this');
    }
    const after = (await owner.client.get('/api/settings')).body;
    expect(after.emailTracking.enabled).toBe(true);
    expect(after.emailConfig.fromName).toBe('Blue Door');
    expect(after.sending.timeZone).toBeNull();
  });

  it("never shows or changes another business's settings", async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    await a.client.put('/api/settings/email-config', validConfig);
    await a.client.put('/api/settings/sending', validSending);
    await a.client.put('/api/settings/email-tracking', { enabled: false });

    const seenByB = (await b.client.get('/api/settings')).body;
    expect(seenByB.emailTracking.enabled).toBe(true);
    expect(seenByB.emailConfig).toMatchObject({ apiKeySet: false, fromEmail: null });
    expect(seenByB.sending).toMatchObject({ postalAddress: null, timeZone: null });

    // B's saves land on B only.
    await b.client.put('/api/settings/email-config', {
      ...validConfig,
      apiKey: 'SG.b-key-000000000000.BBBB',
      fromName: 'B',
    });
    expect(await integrationRows(b.businessId)).toHaveLength(1);
    const seenByA = (await a.client.get('/api/settings')).body;
    expect(seenByA.emailConfig).toMatchObject({ fromName: 'Blue Door', apiKeyLast4: 'WXYZ' });
    expect(seenByA.emailTracking.enabled).toBe(false);
  });
});

describe('sign-up', () => {
  it("keeps the browser's time zone when it is a real one, and ignores one that is not", async () => {
    const tiers = (await client(t.app).get('/api/tiers')).body.tiers as { id: string; name: string }[];
    const free = tiers.find((tier) => tier.name === 'Free');
    const signUp = async (timeZone: string) => {
      const c = client(t.app);
      const email = `tz-${Math.random().toString(36).slice(2, 10)}@example.test`;
      const res = await c.post('/api/signup', {
        companyName: 'Zone Café',
        email,
        password: 'correct-horse-1',
        tierId: free?.id,
        timeZone,
      });
      expect(res.status).toBe(201);
      return (await c.get('/api/settings')).body.sending.timeZone;
    };
    expect(await signUp('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(await signUp('Not/AZone')).toBeNull();
  });
});
