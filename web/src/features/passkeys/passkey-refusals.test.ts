import { createTranslator, PASSKEY_MESSAGES, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { PASSKEY_REFUSALS, passkeyFieldOf, passkeyRefusal } from './passkey-refusals.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('what adding and removing a passkey may answer', () => {
  it('holds each message word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(PASSKEY_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows every passkey message Settings may meet (signing in with one: signin-refusals.test.ts)', () => {
    const { notRecognised, failed, ...settings } = PASSKEY_MESSAGES;
    for (const message of Object.values(settings)) expect(Object.keys(PASSKEY_REFUSALS)).toContain(message);
  });

  it('puts a name’s and a password’s refusal under their fields, any other in the red box', () => {
    expect(passkeyFieldOf(PASSKEY_MESSAGES.nameTooLong)).toBe('name');
    expect(passkeyFieldOf(TWO_STEP_MESSAGES.passwordWrong)).toBe('password');
    expect(passkeyFieldOf(PASSKEY_MESSAGES.tooMany)).toBeNull();
  });

  it('says a refusal in the user’s language, an unknown one as the fallback', () => {
    const wrong = new ApiError({ status: 400, code: 'VALIDATION', message: TWO_STEP_MESSAGES.passwordWrong });
    expect(passkeyRefusal(APP_ENGLISH_WORDS, wrong, 'settings.passkeys.refusal.addFailed')).toBe(
      'That password is not right',
    );
    expect(passkeyRefusal(french, wrong, 'settings.passkeys.refusal.addFailed')).toBe(
      'Ce mot de passe n’est pas le bon',
    );
    expect(passkeyRefusal(french, new Error(PASSKEY_MESSAGES.cancelled), 'settings.passkeys.refusal.addFailed')).toBe(
      'La clé d’accès n’a pas été utilisée. Réessayez quand vous serez prêt.',
    );
    expect(passkeyRefusal(french, new Error('Something else'), 'settings.passkeys.refusal.removeFailed')).toBe(
      'Impossible de retirer la clé d’accès',
    );
  });
});
