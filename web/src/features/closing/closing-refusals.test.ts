import { CLOSING_MESSAGES, createTranslator, ZCloseBusiness } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { CLOSING_REFUSALS, closingMessageIn, closingRefusal } from './closing-refusals.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('closing’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(CLOSING_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the confirmation’s checks as the contract writes them', () => {
    for (const confirmName of [' ', 'x'.repeat(201)]) {
      expect(Object.keys(CLOSING_REFUSALS)).toContain(firstIssue(ZCloseBusiness, { confirmName }));
    }
  });

  it('says the server’s refusal in the user’s language', () => {
    const wrong = new ApiError({ status: 400, code: 'VALIDATION', message: CLOSING_MESSAGES.wrongName });
    expect(closingRefusal(APP_ENGLISH_WORDS, wrong)).toBe(CLOSING_MESSAGES.wrongName);
    expect(closingRefusal(french, wrong)).toBe(
      'Ce n’est pas le nom de l’entreprise. Tapez-le exactement comme affiché pour fermer l’entreprise.',
    );
    expect(closingMessageIn(french, 'Something only the server knows', 'settings.close.failed')).toBe(
      'Impossible de fermer l’entreprise',
    );
  });
});
