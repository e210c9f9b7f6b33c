import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { planTermsIn } from './plan-chooser.tsx';
import { planTerms } from './trial-terms.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
/** French writes a no-break space before the currency: compared as a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a plan’s terms on the sign-up form', () => {
  it('say in English word for word what the landing page says', () => {
    for (const [price, days] of [
      [0, 14],
      [49, 14],
      [49, 1],
      [149, 0],
    ] as const) {
      expect(planTermsIn(APP_ENGLISH_WORDS, price, days)).toBe(planTerms(price, days));
    }
  });

  it('say it in French, the price the French way', () => {
    expect(planTermsIn(french, 0, 14)).toBe('Gratuit pour toujours');
    expect(plain(planTermsIn(french, 49, 14))).toBe('14 jours d’essai gratuit, puis 49 $US/mois');
    expect(plain(planTermsIn(french, 49, 1))).toBe('1 jour d’essai gratuit, puis 49 $US/mois');
  });
});
