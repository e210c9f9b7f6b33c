import { createTranslator } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { DATA_EXPORT_REFUSALS, dataExportMessageIn, dataExportRefusal } from './data-export-refusals.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the data export’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(DATA_EXPORT_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('says why an export failed in the user’s language', () => {
    const stalled = 'The export stopped before it finished. Try again.';
    expect(dataExportMessageIn(APP_ENGLISH_WORDS, stalled, 'settings.data.failed')).toBe(stalled);
    expect(dataExportMessageIn(french, stalled, 'settings.data.failed')).toBe(
      'L’export s’est arrêté avant la fin. Réessayez.',
    );
    expect(dataExportMessageIn(french, '', 'settings.data.failed')).toBe(
      'L’export n’a pas pu aboutir. Réessayez ; si l’échec se répète, contactez le support.',
    );
    const admin = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Only the team admin can do this' });
    expect(dataExportRefusal(french, admin)).toBe('Seul l’administrateur de l’équipe peut faire cela');
  });
});
