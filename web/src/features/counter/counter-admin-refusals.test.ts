import {
  COUNTER_MESSAGES,
  createTranslator,
  ZAddCounterStaff,
  ZCounterRules,
  ZCreateCounterDevice,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { COUNTER_ADMIN_REFUSALS, counterAdminMessage, counterAdminRefusal } from './counter-admin-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the counter cards’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(COUNTER_ADMIN_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('says the contract’s toasts word for word', () => {
    expect([
      appEn['company.staff.added'],
      appEn['company.staff.saved'],
      appEn['company.staff.removed'],
      appEn['company.devices.added'],
      appEn['company.devices.removed'],
      appEn['company.rules.saved'],
    ]).toEqual([
      COUNTER_MESSAGES.staffAdded,
      COUNTER_MESSAGES.staffSaved,
      COUNTER_MESSAGES.staffRemoved,
      COUNTER_MESSAGES.deviceAdded,
      COUNTER_MESSAGES.deviceRevoked,
      COUNTER_MESSAGES.rulesSaved,
    ]);
  });

  it('knows the forms’ checks as the contracts write them', () => {
    const known = [...Object.keys(COUNTER_ADMIN_REFUSALS), COUNTER_MESSAGES.pinFormat];
    const rules = { shiftMinutes: 0, managerPinForRedemptions: false, managerPinForUndo: false };
    for (const issue of [
      firstIssue(ZAddCounterStaff, { name: ' ', pin: '1234' }),
      firstIssue(ZAddCounterStaff, { name: 'x'.repeat(61), pin: '1234' }),
      firstIssue(ZAddCounterStaff, { name: 'Kim', pin: '12' }),
      firstIssue(ZCreateCounterDevice, { name: 'iPad', locationId: 'nope' }),
      firstIssue(ZCounterRules, { ...rules, shiftMinutes: 721, managerPinPurchaseAbove: null }),
      firstIssue(ZCounterRules, { ...rules, managerPinPurchaseAbove: 0 }),
    ]) {
      expect(known).toContain(issue);
    }
  });
});

describe('a counter card’s message in the user’s language', () => {
  it('is the contract’s or the server’s English in English', () => {
    expect(counterAdminMessage(english, COUNTER_MESSAGES.shiftRange)).toBe(COUNTER_MESSAGES.shiftRange);
    expect(counterAdminMessage(english, undefined)).toBeUndefined();
    const odd = new ApiError({ status: 409, code: 'CONFLICT', message: 'Something only the server knows' });
    expect(counterAdminRefusal(english, odd)).toBe('Something only the server knows');
  });

  it('says the cards’ own and the counter’s messages in French, and nothing in English', () => {
    expect(counterAdminMessage(french, COUNTER_MESSAGES.shiftRange)).toBe('Saisissez entre 0 et 720 minutes');
    expect(counterAdminMessage(french, COUNTER_MESSAGES.pinFormat)).toBe('Un code PIN compte 4 à 6 chiffres');
    const limit = new ApiError({ status: 409, code: 'CONFLICT', message: COUNTER_MESSAGES.staffLimit });
    expect(counterAdminRefusal(french, limit)).toBe('Vous pouvez ajouter jusqu’à 50 personnes de comptoir');
    const odd = new ApiError({ status: 409, code: 'CONFLICT', message: 'Something only the server knows' });
    expect(counterAdminRefusal(french, odd)).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });
});
