import { STATUS_MESSAGES, statusRuleText } from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { STATUS_KNOWN, statusMessageIn } from './status-tier-refusal.ts';
import { statusRuleIn, tierNames } from './status-tier-words.ts';

const english = APP_ENGLISH_WORDS;
const french: TAppWords = { ...appTranslatorFor('fr'), locale: 'fr-FR' };

describe("the status tiers' messages", () => {
  it("hold the contract's and the server's English word for word", () => {
    for (const [message, key] of Object.entries(STATUS_KNOWN)) expect(appEn[key], key).toBe(message);
  });

  it("say the rule as the contract's statusRuleText does, in every case", () => {
    for (const basis of ['points', 'visits'] as const) {
      for (const window of ['rolling', 'calendar_year'] as const) {
        for (const [windowMonths, graceDays] of [
          [12, 30],
          [1, 1],
          [6, 0],
        ] as const) {
          const rule = { basis, window, windowMonths, graceDays };
          expect(statusRuleIn(rule, english)).toBe(statusRuleText(rule));
        }
      }
    }
  });

  it('say the rule, the checks and the first tiers’ names in French', () => {
    expect(statusRuleIn({ basis: 'visits', window: 'rolling', windowMonths: 1, graceDays: 0 }, french)).toBe(
      'Visites sur le dernier mois ; un niveau est perdu dès que le client ne remplit plus les conditions.',
    );
    expect(statusMessageIn(french, STATUS_MESSAGES.nameTaken)).toBe('Chaque niveau doit avoir son propre nom');
    expect(statusMessageIn(french, 'Check the tiers field and try again')).toBe('Vérifiez le formulaire et réessayez');
    expect(statusMessageIn(english, 'Check the tiers field and try again')).toBe('Check the tiers field and try again');
    expect(tierNames(french).slice(0, 3)).toEqual(['Bronze', 'Argent', 'Or']);
  });
});
