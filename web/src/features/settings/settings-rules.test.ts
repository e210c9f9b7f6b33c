import {
  canonicalTimeZone,
  isQuietTime,
  SETTINGS_MESSAGES,
  timeZoneOptions,
  ZSaveEmailConfig,
  ZUpdateSendingSettings,
} from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { apiKeyStatus, emailConfigDefaults } from './email-config-form.ts';
import { quietHoursSummary } from './sending-form.ts';

describe('time zones', () => {
  it('accepts IANA names in any case and UTC, and refuses the rest', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });

  it('offers UTC first, then every zone once', () => {
    const zones = timeZoneOptions();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('America/New_York');
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('quiet hours', () => {
  it('wrap past midnight', () => {
    expect(isQuietTime('23:15', '21:00', '08:00')).toBe(true);
    expect(isQuietTime('07:59', '21:00', '08:00')).toBe(true);
    expect(isQuietTime('08:00', '21:00', '08:00')).toBe(false);
    expect(isQuietTime('12:00', '21:00', '08:00')).toBe(false);
    expect(isQuietTime('13:00', '12:30', '14:00')).toBe(true);
    expect(isQuietTime('14:00', '12:30', '14:00')).toBe(false);
  });

  it('are said in words', () => {
    expect(quietHoursSummary(APP_ENGLISH_WORDS, '21:00', '08:00')).toBe(
      'No marketing texts from 9:00 PM to 8:00 AM the next morning; they wait and go out at 8:00 AM.',
    );
    expect(quietHoursSummary(APP_ENGLISH_WORDS, '12:30', '14:00')).toBe(
      'No marketing texts from 12:30 PM to 2:00 PM; they wait and go out at 2:00 PM.',
    );
    expect(quietHoursSummary(APP_ENGLISH_WORDS, '22:00', '22:00')).toBeNull();
  });
});

describe('the API key status', () => {
  it('shows only whether a key is saved and its last 4 characters', () => {
    expect(apiKeyStatus(APP_ENGLISH_WORDS, { apiKeySet: false, apiKeyLast4: null })).toBe('Not set');
    expect(apiKeyStatus(APP_ENGLISH_WORDS, { apiKeySet: true, apiKeyLast4: '1234' })).toBe('Saved •••• 1234');
    expect(apiKeyStatus(APP_ENGLISH_WORDS, { apiKeySet: true, apiKeyLast4: null })).toBe('Saved');
  });
});

describe('the email configuration form', () => {
  const newBusiness = {
    provider: 'sendgrid',
    active: false,
    fromEmail: null,
    fromName: null,
    apiKeySet: false,
    apiKeyLast4: null,
  } as const;

  it('sends what the server accepts when the API key is left empty (a blank key is null)', () => {
    const sent = ZSaveEmailConfig.parse({
      ...emailConfigDefaults(newBusiness),
      fromEmail: 'Hello@Shop.test',
      fromName: 'Shop',
    });
    expect(sent.apiKey).toBeNull();
    // The server parses the same contract: what the form sends must pass it.
    expect(ZSaveEmailConfig.safeParse(sent).success).toBe(true);
  });

  it("shows the contract's words, and a plain one naming the field where the contract has none", () => {
    const issues = (value: unknown) =>
      ZSaveEmailConfig.safeParse(value, IN_OUR_WORDS).error?.issues.map((issue) => issue.message);
    expect(issues(emailConfigDefaults(newBusiness))).toEqual([
      SETTINGS_MESSAGES.emailConfigRequired,
      SETTINGS_MESSAGES.emailConfigRequired,
    ]);
    expect(issues({ apiKey: 5, fromEmail: 'a@b.test', fromName: 'A', active: false })).toEqual([
      'Check the API key field and try again',
    ]);
    expect(
      ZUpdateSendingSettings.safeParse(
        { postalAddress: 5, timeZone: 'UTC', quietHoursStart: '21:00', quietHoursEnd: '08:00' },
        IN_OUR_WORDS,
      ).error?.issues[0]?.message,
    ).toBe('Check the postal address field and try again');
  });
});
