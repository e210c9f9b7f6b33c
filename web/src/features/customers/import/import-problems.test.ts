import {
  createTranslator,
  IMPORT_MESSAGES,
  IMPORT_UNDO_MESSAGES,
  importLimitMessage,
  stampsBalanceMessage,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { IMPORT_KNOWN, importProblemIn, UNDO_KNOWN, undoRefusal } from './import-problems.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('an import’s problems in the user’s language', () => {
  it('holds each known message word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries({ ...IMPORT_KNOWN, ...UNDO_KNOWN })) {
      expect(appEn[key], key).toBe(message);
    }
  });

  it('says a row’s problem in French, its figures the French way', () => {
    expect(importProblemIn(french, IMPORT_MESSAGES.emailOrPhone)).toBe('Un e-mail ou un téléphone est requis');
    expect(importProblemIn(french, stampsBalanceMessage(10))).toBe(
      'Les tampons doivent être un nombre entier de 0 à 9',
    );
    expect(importProblemIn(french, importLimitMessage(1200, 30, 1000))).toBe(
      'Cet import dépasserait la limite de votre formule. Actuellement : 1\u202f200, à importer : 30, limite de la formule : 1\u202f000. Changez de formule pour importer davantage de clients.',
    );
    // A message the app does not know is not shown in English.
    expect(importProblemIn(french, 'Some new server check')).toBe('Cette ligne n’a pas pu être importée');
    expect(importProblemIn(french, null, 'customers.import.problem.failed')).toBe('Échec de l’import');
  });

  it('leaves every message as the server wrote it in English', () => {
    for (const message of [IMPORT_MESSAGES.invalidEmail, stampsBalanceMessage(10), 'Some new server check']) {
      expect(importProblemIn(english, message)).toBe(message);
    }
  });

  it('says why an undo was refused, with its figure', () => {
    const refused = (message: string) => new ApiError({ code: 'CONFLICT', message, status: 409 });
    expect(undoRefusal(french, refused(IMPORT_UNDO_MESSAGES.used(1)))).toBe(
      'Cet import ne peut pas être annulé : 1 de ses clients a cumulé ou utilisé des avantages depuis',
    );
    expect(undoRefusal(french, refused(IMPORT_UNDO_MESSAGES.used(1200)))).toBe(
      'Cet import ne peut pas être annulé : 1\u202f200 de ses clients ont cumulé ou utilisé des avantages depuis',
    );
    expect(undoRefusal(french, refused(IMPORT_UNDO_MESSAGES.tooLate))).toBe(
      'Un import peut être annulé pendant 24 heures : celui-ci ne peut plus l’être',
    );
    expect(undoRefusal(english, refused(IMPORT_UNDO_MESSAGES.used(3)))).toBe(IMPORT_UNDO_MESSAGES.used(3));
  });
});
