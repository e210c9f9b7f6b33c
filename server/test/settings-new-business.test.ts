import { checkFieldMessage, SETTINGS_MESSAGES, ZSaveEmailConfig, ZUpdateSendingSettings } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations } from '../src/db/schema/index.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** zod's own English, which must never reach a person: "Invalid input: expected string, received null", "Too small…". */
const VALIDATOR_ENGLISH =
  /Invalid input|expected|received|Too (small|big)|Unrecognized key|Invalid (option|string|UUID)/i;

async function integrationRows(businessId: string) {
  return t.db.select().from(integrations).where(eq(integrations.businessId, businessId));
}

describe('email configuration on a new business', () => {
  it('saves From Email and From Name without an API key, as the settings form sends them (a blank key is null)', async () => {
    const { client: c, businessId } = await newBusiness(t);
    // What the form's resolver hands the mutation for an empty key field: the contract's own output.
    const body = ZSaveEmailConfig.parse({
      apiKey: '',
      fromEmail: 'Hello@NewShop.test',
      fromName: 'New Shop',
      active: false,
    });
    expect(body.apiKey).toBeNull();

    const res = await c.put('/api/settings/email-config', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      provider: 'sendgrid',
      active: false,
      fromEmail: 'hello@newshop.test',
      fromName: 'New Shop',
      apiKeySet: false,
      apiKeyLast4: null,
    });
    const rows = await integrationRows(businessId);
    expect(rows).toHaveLength(1);
    expect(rows[0].emailConfig).toMatchObject({ fromEmail: 'hello@newshop.test', fromName: 'New Shop' });
    expect(rows[0].emailConfig.sendgridApiKeyEncrypted ?? null).toBeNull();
    expect((await c.get('/api/settings')).body.emailConfig).toEqual(res.body);
  });

  it("answers the spec's message for a missing sender, and saves nothing", async () => {
    const { client: c, businessId } = await newBusiness(t);
    const res = await c.put('/api/settings/email-config', {
      apiKey: null,
      fromEmail: '',
      fromName: null,
      active: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SETTINGS_MESSAGES.emailConfigRequired);
    expect(await integrationRows(businessId)).toEqual([]);
  });
});

describe('what a settings form sends reads again as input', () => {
  it("the contract's output of each settings form passes the same contract (what the server parses)", () => {
    const config = ZSaveEmailConfig.parse({ apiKey: ' ', fromEmail: 'A@B.test', fromName: 'A', active: true });
    expect(ZSaveEmailConfig.parse(config)).toEqual(config);
    const sending = ZUpdateSendingSettings.parse({
      postalAddress: '',
      contactPhone: '',
      contactEmail: 'Help@B.test',
      timeZone: 'europe/paris',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    expect(ZUpdateSendingSettings.parse(sending)).toEqual(sending);
  });
});

describe("a wrong value gets the contract's words or the field's name, never the validator's English", () => {
  const cases: [string, string, unknown, string][] = [
    [
      'PUT',
      '/api/settings/email-config',
      { apiKey: 5, fromEmail: 'a@b.test', fromName: 'A', active: false },
      checkFieldMessage(['apiKey']),
    ],
    [
      'PUT',
      '/api/settings/email-config',
      { fromEmail: 'a@b.test', fromName: 'A', active: 'yes' },
      'active must be true or false',
    ],
    [
      'PUT',
      '/api/settings/email-config',
      { fromEmail: 7, fromName: 'A', active: false },
      SETTINGS_MESSAGES.emailConfigRequired,
    ],
    ['PUT', '/api/settings/email-config', [], checkFieldMessage([])],
    ['PUT', '/api/settings/email-tracking', { enabled: 'yes' }, 'enabled must be true or false'],
    ['PUT', '/api/settings/email-tracking', ['yes'], checkFieldMessage([])],
    [
      'PUT',
      '/api/settings/sending',
      { postalAddress: 12, timeZone: 'UTC', quietHoursStart: '21:00', quietHoursEnd: '08:00' },
      checkFieldMessage(['postalAddress']),
    ],
    [
      'PUT',
      '/api/settings/sending',
      { contactEmail: ['x'], timeZone: 'UTC', quietHoursStart: '21:00', quietHoursEnd: '08:00' },
      checkFieldMessage(['contactEmail']),
    ],
    [
      'PUT',
      '/api/settings/sending',
      { timeZone: 'UTC', quietHoursStart: 2100, quietHoursEnd: '08:00' },
      SETTINGS_MESSAGES.invalidTime,
    ],
    ['POST', '/api/settings/sms-opt-outs', { phone: 5 }, 'Enter a valid phone number'],
    ['GET', '/api/settings/sms-opt-outs?page=0', undefined, checkFieldMessage(['page'])],
    ['GET', '/api/settings/sms-opt-outs?limit=abc', undefined, checkFieldMessage(['limit'])],
  ];

  it.each(cases)('%s %s %j', async (method, path, body, message) => {
    const { client: c, businessId } = await newBusiness(t);
    const res =
      method === 'GET' ? await c.get(path) : method === 'POST' ? await c.post(path, body) : await c.put(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.message).toBe(message);
    expect(JSON.stringify(res.body)).not.toMatch(VALIDATOR_ENGLISH);
    expect(await integrationRows(businessId)).toEqual([]);
  });

  it('names the field in words', () => {
    expect(checkFieldMessage(['apiKey'])).toBe('Check the API key field and try again');
    expect(checkFieldMessage(['quietHoursStart'])).toBe('Check the quiet hours start field and try again');
    expect(checkFieldMessage([])).toBe('Check the form and try again');
  });
});
