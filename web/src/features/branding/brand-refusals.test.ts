import { BRAND_MESSAGES, createTranslator, ZUpdateBrand, ZUpdateDisplayName, ZUploadLogo } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { logoFileProblem } from './brand-file.ts';
import { BRAND_REFUSALS, brandFieldMessage, brandRefusal } from './brand-refusals.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const issue = (schema: typeof ZUpdateBrand | typeof ZUpdateDisplayName | typeof ZUploadLogo, value: unknown) =>
  schema.safeParse(value, IN_OUR_WORDS).error?.issues[0]?.message;

describe('the brand’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(BRAND_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('says the contract’s words for the card word for word', () => {
    expect([
      appEn['settings.brand.colorSaved'],
      appEn['settings.brand.colorReset'],
      appEn['settings.brand.logoUploaded'],
      appEn['settings.brand.logoRemoved'],
      appEn['settings.brand.nameSaved'],
      appEn['settings.brand.nameCleared'],
      appEn['settings.brand.noLogo'],
    ]).toEqual([
      BRAND_MESSAGES.colorSaved,
      BRAND_MESSAGES.colorReset,
      BRAND_MESSAGES.logoUploaded,
      BRAND_MESSAGES.logoRemoved,
      BRAND_MESSAGES.nameSaved,
      BRAND_MESSAGES.nameCleared,
      BRAND_MESSAGES.noLogo,
    ]);
  });

  it('knows the card’s checks as the contract writes them', () => {
    const known = Object.keys(BRAND_REFUSALS);
    for (const message of [
      issue(ZUpdateBrand, { brandColor: 'red' }),
      issue(ZUpdateDisplayName, { displayName: 'x'.repeat(61) }),
      issue(ZUpdateDisplayName, { displayName: 5 }),
      issue(ZUploadLogo, { logo: '' }),
      logoFileProblem({ type: 'image/gif', size: 10 }),
      logoFileProblem({ type: 'image/png', size: 10_000_000 }),
    ]) {
      expect(known, String(message)).toContain(message);
    }
  });
});

describe('a brand refusal in the user’s language', () => {
  it('translates a known reason, keeps an unknown one in English and never shows it in French', () => {
    const pixels = new ApiError({ status: 400, code: 'VALIDATION', message: BRAND_MESSAGES.tooManyPixels });
    expect(brandRefusal(APP_ENGLISH_WORDS, pixels)).toBe('The logo must be at most 4000 × 4000 pixels');
    expect(brandRefusal(french, pixels)).toBe('Le logo doit mesurer 4000 × 4000 pixels au maximum');
    const odd = new ApiError({ status: 400, code: 'VALIDATION', message: 'Odd' });
    expect(brandRefusal(APP_ENGLISH_WORDS, odd)).toBe('Odd');
    expect(brandRefusal(french, odd, 'settings.brand.logoFailed')).toBe('Impossible d’importer le logo');
    expect(brandFieldMessage(french, 'Choose a colour such as #4f46e5')).toBe('Choisissez une couleur comme #4f46e5');
  });
});
