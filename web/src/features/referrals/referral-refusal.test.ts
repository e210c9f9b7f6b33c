import {
  REFERRAL_HELD_REASONS,
  REFERRAL_HELD_TEXT,
  REFERRAL_MESSAGES,
  REFERRAL_STATUS_TEXT,
  REFERRAL_STATUSES,
  referralQualifyText,
  stampsOverCardMessage,
} from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { REFERRAL_KNOWN, referralMessageIn } from './referral-refusal.ts';
import { HELD_TEXT, qualifyText, STATUS_TEXT } from './referral-words.ts';

const english = APP_ENGLISH_WORDS;
const french: TAppWords = { ...appTranslatorFor('fr'), locale: 'fr-FR' };
const dollars = (amount: number) => `$${amount}`;

describe("refer-a-friend's messages", () => {
  it("hold the contract's and the server's English word for word", () => {
    for (const [message, key] of Object.entries(REFERRAL_KNOWN)) expect(appEn[key], key).toBe(message);
    // Said in the same words, so known by one key.
    expect(REFERRAL_MESSAGES.withinDaysRange).toBe(REFERRAL_MESSAGES.validDaysRange);
    expect(english.t('growth.referrals.refusal.overCard', { count: 10 })).toBe(stampsOverCardMessage(10));
    for (const status of REFERRAL_STATUSES) expect(english.t(STATUS_TEXT[status])).toBe(REFERRAL_STATUS_TEXT[status]);
    for (const reason of REFERRAL_HELD_REASONS) expect(english.t(HELD_TEXT[reason])).toBe(REFERRAL_HELD_TEXT[reason]);
  });

  it("say what qualifies the friend as the contract's referralQualifyText does", () => {
    for (const qualifyingAction of ['visit', 'purchase'] as const) {
      for (const [minimumAmount, withinDays] of [
        [0, 30],
        [10, 1],
      ] as const) {
        const rule = { qualifyingAction, minimumAmount, withinDays };
        expect(qualifyText(rule, dollars, english)).toBe(referralQualifyText(rule, dollars));
      }
    }
  });

  it('say a known message in French, the card’s stamps counted, and an unknown one as a general check', () => {
    expect(referralMessageIn(french, REFERRAL_MESSAGES.cardRequired)).toBe(
      'Choisissez la carte à tampons qui reçoit les tampons',
    );
    expect(referralMessageIn(french, stampsOverCardMessage(8))).toBe(
      'Cette carte compte 8 tampons : donnez-en au plus 8',
    );
    expect(referralMessageIn(french, 'Check the monthly cap field and try again')).toBe(
      'Vérifiez le formulaire et réessayez',
    );
    expect(referralMessageIn(english, stampsOverCardMessage(8))).toBe(stampsOverCardMessage(8));
  });
});
