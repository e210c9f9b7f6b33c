import type { TLanguage } from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import type { TAppWords } from '../../lib/app-words.tsx';
import { hoursText, weekdaysText, whereText } from './multiplier-words.ts';

const wordsOf = (language: TLanguage, locale: string): TAppWords => ({ ...appTranslatorFor(language), locale });
const french = wordsOf('fr', 'fr-FR');

describe('the multipliers in words, in the user’s language', () => {
  it('names the weekdays as the language does, a span and a list in its words', () => {
    expect(weekdaysText([1, 2, 3, 4, 5], french)).toBe('Du lundi au vendredi');
    expect(weekdaysText([6, 0], french)).toBe('Samedi et dimanche');
    expect(weekdaysText([1, 3, 5], french)).toBe('Lundi, mercredi et vendredi');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6], french)).toBe('Tous les jours');
    expect(weekdaysText([1, 2, 3, 4, 5], wordsOf('es', 'es-ES'))).toBe('De lunes a viernes');
    expect(weekdaysText([1, 2, 3, 4, 5], wordsOf('de', 'de-DE'))).toBe('Montag bis Freitag');
    expect(weekdaysText([6, 0], wordsOf('pt-BR', 'pt-BR'))).toBe('Sábado e domingo');
  });

  it('says the hours and the places in French', () => {
    expect(hoursText('20:00', '00:00', french)).toBe('20:00–minuit');
    expect(hoursText('00:00', '00:00', french)).toBe('toute la journée');
    expect(whereText(null, new Map(), french)).toBe('Tous les établissements');
    expect(whereText(['a', 'b'], new Map(), french)).toBe('2 établissements');
  });
});
