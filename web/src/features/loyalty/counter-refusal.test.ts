import {
  COUNTER_MESSAGES,
  createTranslator,
  LOYALTY_MESSAGES,
  managerRequiredFor,
  purchaseAmountMessages,
  TILL_MESSAGES,
  type TMoney,
  ZCounterCustomerSearch,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { ZCounterEnrolment } from './counter-enrolment-schema.ts';
import { COUNTER_KNOWN, counterMessageIn, counterRefusal } from './counter-refusal.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const MONIES: TMoney[] = [
  { currency: 'USD', locale: 'en-US' },
  { currency: 'EUR', locale: 'fr-FR' },
  { currency: 'JPY', locale: 'ja-JP' },
  { currency: 'KWD', locale: 'ar-KW' },
];

afterEach(() => vi.unstubAllGlobals());

describe('the counter’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(COUNTER_KNOWN)) expect(appEn[key], key).toBe(message);
  });

  it('knows the contracts’ checks and the client’s own words as they are written today', async () => {
    const known = Object.keys(COUNTER_KNOWN);
    expect(known).toContain(ZCounterCustomerSearch.safeParse({ search: ' ' }).error?.issues[0]?.message);
    for (const values of [
      { phone: '' },
      { phone: '1'.repeat(41) },
      { phone: '1', firstName: 'a'.repeat(201) },
      { phone: '1', lastName: 'a'.repeat(201) },
      { phone: '1', referralCode: 'a'.repeat(41) },
    ]) {
      expect(known).toContain(firstIssue(ZCounterEnrolment, values));
    }
    expect(known).toContain(errorMessage(null));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(known).toContain(await apiRequest('/api/anything').catch((error: Error) => error.message));
  });

  it('says the till’s claim toast and the PIN hint as the contracts do', () => {
    expect(appEn['counter.till.claimed']).toBe(TILL_MESSAGES.claimedToast);
    expect(appEn['counter.refusal.pinFormat']).toBe(COUNTER_MESSAGES.pinFormat);
  });

  it('says the messages with a figure in them as the contracts write them in English', () => {
    expect(english.t('counter.refusal.notEnoughPoints', { needed: '40', balance: '12' })).toBe(
      LOYALTY_MESSAGES.notEnoughPoints(40, 12),
    );
    expect(english.t('counter.refusal.managerForPurchase', { amount: '$100.00' })).toBe(
      managerRequiredFor({ kind: 'purchase', above: '$100.00' }),
    );
    for (const money of MONIES) {
      const messages = purchaseAmountMessages(money);
      for (const message of [messages.required, messages.positive, messages.tooLarge, messages.decimals]) {
        // English shows the contract's words; a known one is the same through the catalogue.
        expect(counterMessageIn(english, message, money)).toBe(message);
        expect(counterMessageIn(french, message, money), message).not.toBe(french.t('counter.refusal.fallback'));
      }
    }
  });
});

describe('a counter refusal in French', () => {
  it('translates the known ones, with their figures, and never shows an unknown English sentence', () => {
    const refused = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });
    expect(counterRefusal(french, refused(LOYALTY_MESSAGES.rewardExpired))).toBe('Cette récompense a expiré');
    expect(counterRefusal(french, refused(LOYALTY_MESSAGES.notEnoughPoints(1200, 40)))).toBe(
      'Pas assez de points : cette récompense en demande 1\u202f200 et le solde est de 40',
    );
    expect(counterMessageIn(french, managerRequiredFor({ kind: 'purchase', above: '100,00 €' }))).toBe(
      'Vos règles de comptoir demandent le code PIN d’un responsable pour un achat de plus de 100,00 €',
    );
    expect(counterRefusal(french, refused('Something only the server says'))).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    expect(counterRefusal(english, refused('Something only the server says'))).toBe('Something only the server says');
  });

  it('says the amount’s checks in the business’s money', () => {
    const euros: TMoney = { currency: 'EUR', locale: 'fr-FR' };
    const yen: TMoney = { currency: 'JPY', locale: 'ja-JP' };
    expect(counterMessageIn(french, purchaseAmountMessages(euros).positive, euros)).toBe(
      'Le montant doit être supérieur à 0\u00a0€',
    );
    expect(counterMessageIn(french, purchaseAmountMessages(euros).decimals, euros)).toBe(
      'Le montant peut avoir au plus 2 décimales',
    );
    expect(counterMessageIn(french, purchaseAmountMessages(yen).decimals, yen)).toBe(
      'Le montant doit être un nombre entier : le JPY n’a pas de décimales',
    );
  });
});
