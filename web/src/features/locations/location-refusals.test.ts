import { createTranslator, LOCATION_MESSAGES, ZCreateLocation } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { LOCATION_REFUSALS, locationFieldMessage, locationRefusal } from './location-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const conflict = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });

describe('the locations’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(LOCATION_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('says the contract’s words for the card word for word', () => {
    expect([
      appEn['company.locations.added'],
      appEn['company.locations.saved'],
      appEn['company.locations.deleted'],
      appEn['company.locations.loadFailed'],
      appEn['company.locations.deleteWarning'],
      appEn['company.locations.empty'],
      appEn['company.locations.readOnly'],
    ]).toEqual([
      LOCATION_MESSAGES.added,
      LOCATION_MESSAGES.saved,
      LOCATION_MESSAGES.deleted,
      LOCATION_MESSAGES.loadFailed,
      LOCATION_MESSAGES.deleteWarning,
      LOCATION_MESSAGES.empty,
      LOCATION_MESSAGES.readOnly,
    ]);
  });

  it('knows the form’s checks as the contract writes them', () => {
    for (const values of [
      { name: ' ' },
      { name: 'x'.repeat(81) },
      { name: 'Main', address: 'x'.repeat(201) },
      { name: 'Main', timeZone: 'Mars/Olympus' },
    ]) {
      expect(Object.keys(LOCATION_REFUSALS)).toContain(firstIssue(ZCreateLocation, values));
    }
  });
});

describe('a location’s message in the user’s language', () => {
  it('is the contract’s or the server’s English in English', () => {
    expect(locationFieldMessage(english, LOCATION_MESSAGES.nameRequired)).toBe(LOCATION_MESSAGES.nameRequired);
    expect(locationRefusal(english, conflict(LOCATION_MESSAGES.duplicate('Main')), 'company.locations.addFailed')).toBe(
      'A location named Main already exists.',
    );
    expect(locationRefusal(english, 'offline', 'company.locations.deleteFailed')).toBe(LOCATION_MESSAGES.deleteFailed);
  });

  it('says the known ones in French, a duplicate with its name, and an unknown one as the fallback', () => {
    expect(locationFieldMessage(french, LOCATION_MESSAGES.nameRequired)).toBe('Saisissez un nom pour l’établissement');
    expect(
      locationRefusal(french, conflict(LOCATION_MESSAGES.duplicate('Rue Haute')), 'company.locations.addFailed'),
    ).toBe('Un établissement nommé Rue Haute existe déjà.');
    expect(locationRefusal(french, conflict('Something only the server knows'), 'company.locations.addFailed')).toBe(
      'Impossible d’ajouter l’établissement',
    );
  });
});
