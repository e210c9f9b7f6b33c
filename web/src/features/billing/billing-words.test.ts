import { createTranslator, SMS_SEGMENT_CREDITS_RULE, SMS_SEGMENT_RULE } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { makeTier, seededTiers } from '../../test/render.tsx';
import { chargeFrom, formatLimit, tierHighlights, trialCountdown } from '../pricing/index.ts';
import { BILLING_REFUSALS } from './billing-refusals.ts';
import { limitIn, planHighlights } from './plan-highlights.ts';
import { chargeValues, trialCountdownIn } from './trial-words.ts';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const END = '2026-12-07T12:00:00.000Z';
const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the subscription screen’s words', () => {
  it('knows each English refusal word for word as the catalogue says it', () => {
    for (const [message, key] of Object.entries(BILLING_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('says in English what the pricing pages and the contracts say', () => {
    for (const days of [0, 1, 14]) expect(trialCountdownIn(english, 'Pro', days)).toBe(trialCountdown('Pro', days));
    for (const price of [49, 49.5]) {
      expect(english.t('billing.trial.charge', chargeValues(english, price, END))).toBe(chargeFrom(price, END));
      expect(english.t('billing.trial.chargeText', chargeValues(english, price, END))).toBe(
        `${chargeFrom(price, END)}. Cancel before then in Manage Billing and you pay nothing.`,
      );
    }
    expect(appEn['billing.usage.segmentRule']).toBe(SMS_SEGMENT_RULE);
    expect(appEn['billing.usage.segmentCreditsRule']).toBe(SMS_SEGMENT_CREDITS_RULE);
  });

  it('says the trial, its price and its date in French', () => {
    expect(trialCountdownIn(french, 'Pro', 14)).toBe('Il vous reste 14 jours d’essai Pro');
    expect(trialCountdownIn(french, 'Pro', 1)).toBe('Il vous reste 1 jour d’essai Pro');
    expect(trialCountdownIn(french, 'Pro', 0)).toBe('Votre essai Pro est terminé');
    expect(french.t('billing.trial.charge', chargeValues(french, 49, END))).toBe(
      '49\u00a0$US par mois à partir du 7 décembre 2026',
    );
  });

  it('lists what a plan includes in English as the pricing cards of the landing page do', () => {
    const one = makeTier({ id: 'x', name: 'X', priceMonthly: 9, maxCustomers: 1, maxPrograms: 2 });
    for (const tier of [...seededTiers, one]) expect(planHighlights(tier, english)).toEqual(tierHighlights(tier));
    for (const limit of [-1, 1, 5000]) expect(limitIn(limit, english)).toBe(formatLimit(limit));
  });

  it('lists what a plan includes in French, its limits the French way', () => {
    const agency = seededTiers.find((tier) => tier.name === 'Agency')!;
    expect(planHighlights(agency, french)).toEqual([
      'Clients illimités',
      'Programmes de fidélité illimités',
      '5\u202f000 SMS par mois',
      '1 utilisateur',
      '1 établissement',
    ]);
    const one = makeTier({ id: 'x', name: 'X', priceMonthly: 9, maxCustomers: 1, maxPrograms: 2 });
    expect(planHighlights(one, french).slice(0, 2)).toEqual(['1 client', '2 programmes de fidélité']);
    expect(limitIn(-1, french)).toBe('Illimité');
    expect(limitIn(5000, french)).toBe('5\u202f000');
  });
});
