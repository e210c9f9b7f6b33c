import {
  createTranslator,
  ZAddSmsOptOut,
  ZSaveCustomDomain,
  ZSaveEmailConfig,
  ZUpdateCountrySettings,
  ZUpdateMoneySettings,
  ZUpdateSendingSettings,
  ZUpdateSignupFormLimit,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { firstIssue } from '../../test/first-issue.ts';
import { SETTINGS_REFUSALS, settingsFieldMessage, settingsRefusal } from './settings-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 400, code = 'VALIDATION') => new ApiError({ status, code, message });
/** Every message a form on `schema` shows, IN_OUR_WORDS as the cards parse. */
const messagesOf = (schema: { safeParse: (v: unknown, o: typeof IN_OUR_WORDS) => unknown }, value: unknown) =>
  ((schema.safeParse(value, IN_OUR_WORDS) as { error?: { issues: { message: string }[] } }).error?.issues ?? []).map(
    (issue) => issue.message,
  );

describe('the settings’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(SETTINGS_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the cards’ checks as the contracts write them', () => {
    const known = Object.keys(SETTINGS_REFUSALS);
    const sending = { postalAddress: '', contactPhone: '', contactEmail: '', timeZone: 'UTC' };
    const found = [
      ...messagesOf(ZUpdateSendingSettings, { ...sending, quietHoursStart: '9pm', quietHoursEnd: '08:00' }),
      ...messagesOf(ZUpdateSendingSettings, { ...sending, quietHoursStart: '21:00', quietHoursEnd: '21:00' }),
      ...messagesOf(ZUpdateSendingSettings, { ...sending, timeZone: '', quietHoursStart: '21:00', quietHoursEnd: '8' }),
      ...messagesOf(ZUpdateSendingSettings, {
        postalAddress: 'a'.repeat(501),
        contactPhone: '1'.repeat(41),
        contactEmail: 'nope',
        timeZone: 'Mars/Base',
        quietHoursStart: 5,
        quietHoursEnd: null,
      }),
      ...messagesOf(ZSaveEmailConfig, { apiKey: 'a b', fromEmail: 'nope', fromName: '', active: false }),
      ...messagesOf(ZSaveEmailConfig, {
        apiKey: 'a'.repeat(501),
        fromEmail: 'a@b.co',
        fromName: 'n'.repeat(201),
        active: false,
      }),
      ...messagesOf(ZAddSmsOptOut, { phone: ' ' }),
      ...messagesOf(ZAddSmsOptOut, { phone: 5 }),
      ...messagesOf(ZUpdateMoneySettings, { currency: 'ZZZ', locale: 'not a locale' }),
      ...messagesOf(ZUpdateCountrySettings, { country: 'ZZ' }),
      firstIssue(ZUpdateSignupFormLimit, { dailyLimit: 0 }),
      ...messagesOf(ZSaveCustomDomain, { hostname: ' ' }),
      ...messagesOf(ZSaveCustomDomain, { hostname: 'a'.repeat(254) }),
      ...messagesOf(ZSaveCustomDomain, { hostname: 5 }),
    ];
    expect(found.length).toBeGreaterThan(15);
    for (const message of found) expect(known, String(message)).toContain(message);
  });
});

describe('a settings refusal in the user’s language', () => {
  it('shows the server’s reason in English as written, and the fallback when there is none', () => {
    expect(settingsRefusal(english, refused('Something only the server knows'))).toBe(
      'Something only the server knows',
    );
    expect(settingsRefusal(english, null, 'settings.sending.failed')).toBe('Failed to save sending settings');
  });

  it('translates a known reason, and never shows an unknown English one in French', () => {
    expect(settingsRefusal(french, refused('Enter a valid contact phone number, e.g. +1 415 555 0100'))).toBe(
      'Saisissez un numéro de contact valide, par ex. +33 6 12 34 56 78',
    );
    expect(settingsRefusal(french, refused('This number is already on the list', 409, 'CONFLICT'))).toBe(
      'Ce numéro est déjà dans la liste',
    );
    expect(settingsRefusal(french, refused('Something only the server knows'), 'settings.optOuts.addFailed')).toBe(
      'Impossible d’ajouter le numéro',
    );
    expect(settingsFieldMessage(french, 'Check the postal address field and try again')).toBe(
      'Vérifiez le champ de l’adresse postale et réessayez',
    );
    expect(settingsFieldMessage(french, undefined)).toBeUndefined();
  });
});
