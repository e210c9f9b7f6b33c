import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { trialStarted } from './trial-started.ts';

const now = new Date('2026-11-24T12:00:00Z');
const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the banner after checkout', () => {
  it('says a trial started, with the plan and the day of the first charge', () => {
    const words = trialStarted({ status: 'trial', tierName: 'Pro', trialEndsAt: '2026-12-08T12:00:00Z' }, english, now);
    expect(words).toEqual({
      title: 'Your Pro trial has started:',
      text: 'nothing is charged until December 8, 2026.',
    });
    expect(
      trialStarted({ status: 'trial', tierName: null, trialEndsAt: '2026-12-08T12:00:00Z' }, english, now)?.title,
    ).toBe('Your plan trial has started:');
  });

  it('is a payment when the plan is active, or the business is on no running trial', () => {
    const end = '2026-12-08T12:00:00Z';
    expect(trialStarted({ status: 'active', tierName: 'Pro', trialEndsAt: end }, english, now)).toBeNull();
    expect(trialStarted({ status: 'trial', tierName: 'Pro', trialEndsAt: null }, english, now)).toBeNull();
    expect(
      trialStarted({ status: 'trial', tierName: 'Pro', trialEndsAt: '2026-11-20T12:00:00Z' }, english, now),
    ).toBeNull();
  });

  it('speaks French, with a French date', () => {
    expect(
      trialStarted({ status: 'trial', tierName: 'Pro', trialEndsAt: '2026-12-08T12:00:00Z' }, french, now),
    ).toEqual({
      title: 'Votre essai Pro a commencé :',
      text: 'rien ne vous sera facturé avant le 8 décembre 2026.',
    });
  });
});
