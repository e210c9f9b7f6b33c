import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { chargeFrom, trialCountdown } from '../pricing/index.ts';
import { trialHeadline } from './trial-banner.tsx';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const END = '2026-12-07T12:00:00.000Z';
const proTrial = { status: 'trial', tierName: 'Pro', priceMonthly: 49, trialEndsAt: END, trialDaysLeft: 14 };
const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the trial banner', () => {
  it('says the days left and when the first charge comes', () => {
    expect(trialHeadline(proTrial, english)).toEqual({
      title: '14 days left in your Pro trial',
      text: '$49 a month from December 7, 2026. Cancel before then from Subscription & Billing and you pay nothing.',
    });
    expect(trialHeadline({ ...proTrial, trialDaysLeft: 1 }, english)?.title).toBe('1 day left in your Pro trial');
    expect(trialHeadline({ ...proTrial, trialDaysLeft: 0 }, english)?.title).toBe('Your Pro trial has ended');
  });

  it('says in English what the pricing pages say', () => {
    for (const days of [0, 1, 14]) {
      expect(trialHeadline({ ...proTrial, trialDaysLeft: days }, english)?.title).toBe(trialCountdown('Pro', days));
    }
    const half = trialHeadline({ ...proTrial, priceMonthly: 49.5 }, english);
    expect(half?.text.startsWith(`${chargeFrom(49.5, END)}. `)).toBe(true);
  });

  it('is never shown on a free plan or outside a trial', () => {
    expect(trialHeadline({ ...proTrial, tierName: 'Free', priceMonthly: 0 }, english)).toBeNull();
    expect(trialHeadline({ ...proTrial, status: 'active' }, english)).toBeNull();
  });

  it('speaks French, with a French price and date', () => {
    expect(trialHeadline(proTrial, french)).toEqual({
      title: 'Il vous reste 14 jours d’essai Pro',
      text: '49\u00a0$US par mois à partir du 7 décembre 2026. Annulez avant cette date depuis Abonnement et facturation et vous ne payez rien.',
    });
    expect(trialHeadline({ ...proTrial, trialDaysLeft: 1 }, french)?.title).toBe('Il vous reste 1 jour d’essai Pro');
    expect(trialHeadline({ ...proTrial, trialDaysLeft: 0 }, french)?.title).toBe('Votre essai Pro est terminé');
  });
});
