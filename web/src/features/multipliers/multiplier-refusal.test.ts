import { combineRuleText, MULTIPLIER_KIND_LABELS, MULTIPLIER_KINDS, MULTIPLIER_MESSAGES } from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { MULTIPLIER_KNOWN, multiplierMessageIn, OVERLAPS } from './multiplier-refusal.ts';
import { combineText, kindName } from './multiplier-words.ts';

const english = APP_ENGLISH_WORDS;
const french: TAppWords = { ...appTranslatorFor('fr'), locale: 'fr-FR' };

describe("the multipliers' messages", () => {
  it("hold the contract's and the server's English word for word", () => {
    for (const [message, key] of Object.entries(MULTIPLIER_KNOWN)) expect(appEn[key], key).toBe(message);
    for (const kind of MULTIPLIER_KINDS) {
      expect(english.t(OVERLAPS[kind], { name: 'Lunch rush' })).toBe(MULTIPLIER_MESSAGES.overlaps(kind, 'Lunch rush'));
      expect(kindName(kind)).toBe(MULTIPLIER_KIND_LABELS[kind]);
    }
    expect(combineText({ combine: 'largest', ceiling: 3 }, english)).toBe(
      combineRuleText({ combine: 'largest', ceiling: 3 }),
    );
    expect(combineText({ combine: 'multiply', ceiling: 2.5 }, english)).toBe(
      combineRuleText({ combine: 'multiply', ceiling: 2.5 }),
    );
  });

  it('say a known message in French, the other multiplier named, and an unknown one as a general check', () => {
    expect(multiplierMessageIn(french, MULTIPLIER_MESSAGES.daysRequired)).toBe('Choisissez au moins un jour');
    expect(multiplierMessageIn(french, MULTIPLIER_MESSAGES.overlaps('double_days', 'Soldes'))).toBe(
      'Ces jours chevauchent « Soldes » dans le même établissement : modifiez les dates ou les établissements.',
    );
    expect(multiplierMessageIn(french, 'Check the factor field and try again')).toBe(
      'Vérifiez le formulaire et réessayez',
    );
    expect(combineText({ combine: 'multiply', ceiling: 2.5 }, french)).toBe(
      'Quand plusieurs s’appliquent, ils se multiplient, jusqu’à ×2,5 au total.',
    );
  });

  it('say an English message as written, known or not', () => {
    const overlap = MULTIPLIER_MESSAGES.overlaps('happy_hour', 'Lunch rush');
    expect(multiplierMessageIn(english, overlap)).toBe(overlap);
    expect(multiplierMessageIn(english, 'Check the factor field and try again')).toBe(
      'Check the factor field and try again',
    );
  });
});
