import { APP_ENGLISH, createTranslator, DELETION_COPY, QUICK_MESSAGES } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { QuickSendFailed } from '../../api/quick-send.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { QUICK_KNOWN, quickReasonIn, quickRefusal } from './customers-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('a quick message’s refusals', () => {
  it('holds each known message word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(QUICK_KNOWN)) expect(appEn[key], key).toBe(message);
  });

  it('says in French why a message was not sent, and leaves out a provider’s own words', () => {
    expect(quickRefusal(french, new QuickSendFailed('sms', 'Carrier said no'), 'sms')).toBe('Échec de l’envoi du SMS');
    expect(quickReasonIn(french, 'Carrier said no')).toBeNull();
    expect(quickReasonIn(french, 'Not sent: the customer was deleted')).toBe('Non envoyé : le client a été supprimé');
    const overAllowance = new ApiError({ code: 'PLAN_LIMIT', message: 'You have used your 50 SMS', status: 402 });
    expect(quickRefusal(french, overAllowance, 'sms')).toBe(appFr['customers.quick.planLimit']);
  });

  it('keeps the server’s and the provider’s English words in English', () => {
    const refused = new ApiError({ code: 'VALIDATION', message: QUICK_MESSAGES.smsNotOptedIn, status: 400 });
    expect(quickRefusal(english, refused, 'sms')).toBe(QUICK_MESSAGES.smsNotOptedIn);
    expect(quickRefusal(english, new Error(''), 'email')).toBe(QUICK_MESSAGES.emailFailed);
    expect(quickReasonIn(english, 'Carrier said no')).toBe('Carrier said no');
  });
});

describe('the screen’s English', () => {
  it('says what the contracts say', () => {
    const { t } = APP_ENGLISH;
    expect(t('customers.quick.emailSent')).toBe(QUICK_MESSAGES.emailSent);
    expect(t('customers.quick.smsSent')).toBe(QUICK_MESSAGES.smsSent);
    for (const n of [1, 2, 30]) expect(t('customers.deletion.title', { count: n })).toBe(DELETION_COPY.listBanner(n));
    expect(t('customers.deletion.text')).toBe(DELETION_COPY.listBannerBody);
  });
});
