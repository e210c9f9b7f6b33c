import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { messageIn, refusalIn } from './app-refusal.ts';
import { APP_ENGLISH_WORDS } from './app-words.tsx';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const KNOWN = { 'Could not change the language. Please try again.': 'shell.languageFailed' } as const;

describe('a server message in the user’s language', () => {
  it('says a known message in the catalogue’s words, in English as the server wrote it', () => {
    const message = 'Could not change the language. Please try again.';
    expect(messageIn(english, message, KNOWN, 'shell.signOut')).toBe(message);
    expect(messageIn(french, message, KNOWN, 'shell.signOut')).toBe(
      'Impossible de changer de langue. Veuillez réessayer.',
    );
  });

  it('keeps an unknown English message in English, and never shows it in another language', () => {
    const refused = new ApiError({ status: 409, code: 'CONFLICT', message: 'Something only the server knows' });
    expect(refusalIn(english, refused, KNOWN, 'shell.languageFailed')).toBe('Something only the server knows');
    expect(refusalIn(french, refused, KNOWN, 'shell.languageFailed')).toBe(
      'Impossible de changer de langue. Veuillez réessayer.',
    );
    expect(refusalIn(english, 'not an error', KNOWN, 'shell.languageFailed')).toBe(
      'Could not change the language. Please try again.',
    );
  });
});
