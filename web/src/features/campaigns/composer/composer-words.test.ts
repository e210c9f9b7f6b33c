import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { monthNames, recipientCountWords, testSentWords } from './composer-words.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the live count in words', () => {
  it('says who receives it in English as before', () => {
    expect(recipientCountWords(english, { count: 312, total: 1040 })).toBe('312 of 1,040 customers will receive it');
    expect(recipientCountWords(english, { count: 1, total: 1 })).toBe('1 of 1 customer will receive it');
    expect(recipientCountWords(english, { count: 2000, total: 2400, control: 200, variantB: 900 })).toBe(
      '2,000 of 2,400 customers match: 1,800 will get it (900 version A, 900 version B), 200 kept as a control group',
    );
    expect(recipientCountWords(english, { count: 10, total: 40, control: 1 })).toBe(
      '10 of 40 customers match: 9 will get it, 1 kept as a control group',
    );
    expect(recipientCountWords(english, { count: 10, total: 40, variantB: 5 })).toBe(
      '10 of 40 customers will receive it (5 version A, 5 version B)',
    );
  });

  it('says it in French with French numbers', () => {
    expect(recipientCountWords(french, { count: 312, total: 1040 })).toBe('Destinataires : 312 sur 1\u202f040 clients');
    expect(recipientCountWords(french, { count: 2000, total: 2400, control: 200 })).toBe(
      'Correspondent : 2\u202f000 sur 2\u202f400 clients. Destinataires : 1\u202f800, groupe témoin : 200',
    );
  });
});

describe('the months of the birthday rule', () => {
  it('are named in the user’s language', () => {
    expect(monthNames('en-US')[0]).toBe('January');
    expect(monthNames('en-US')[11]).toBe('December');
    expect(monthNames('fr-FR').slice(0, 2)).toEqual(['Janvier', 'Février']);
  });
});

describe('the toast after a test', () => {
  it('is the server’s in English, the same in French with the address as shown', () => {
    expect(testSentWords(english, 'Test sent to +16465550123', '+16465550123', null)).toBe('Test sent to +16465550123');
    expect(testSentWords(english, '', 'me@example.com', null)).toBe('Test sent');
    expect(testSentWords(french, 'Test sent (version B) to +16465550123', '+16465550123', 'b')).toBe(
      'Test envoyé (version B) à (646) 555-0123',
    );
  });
});
