import { createTranslator, LOCATION_MESSAGES, QR_LOCATION_MESSAGE, ZCreateQrCodeRequest } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { QR_REFUSALS, qrMessageIn, qrRefusalIn } from './qr-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const conflict = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });

describe('the QR screen’s refusals', () => {
  it('knows each English message word for word as the catalogue says it', () => {
    for (const [message, key] of Object.entries(QR_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the custom URL’s checks as the contract writes them', () => {
    const tooLong = ZCreateQrCodeRequest.safeParse({ customUrl: `https://example.com/${'a'.repeat(2000)}` });
    const message = tooLong.error?.issues[0]?.message;
    expect(message && QR_REFUSALS[message]).toBe('qrCodes.refusal.urlTooLong');
  });

  it('says a known refusal in French, an unknown one as the fallback, and English as the server wrote it', () => {
    expect(qrRefusalIn(french, conflict('QR code not found'))).toBe('Code QR introuvable');
    expect(qrRefusalIn(french, new Error('Failed to fetch'))).toBe('Un problème est survenu. Veuillez réessayer.');
    expect(qrRefusalIn(english, new Error('Failed to fetch'))).toBe('Failed to fetch');
    // A code hung at a location deleted meanwhile (the new location's own refusals: location-refusals.ts).
    expect(qrRefusalIn(french, conflict(LOCATION_MESSAGES.notFound))).toBe('Établissement introuvable');
    expect(qrMessageIn(french, QR_LOCATION_MESSAGE)).toBe('Choisissez un établissement dans la liste');
  });
});
