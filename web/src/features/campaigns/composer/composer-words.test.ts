import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { recipientCountText } from '../audience-rules.ts';
import { monthNames, testSentWords } from './composer-words.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the live count in words', () => {
  it('says who receives it in English as before', () => {
    expect(recipientCountText(312, 1040, 0, 0, english)).toBe('312 of 1,040 customers will receive it');
    expect(recipientCountText(1, 1, 0, 0, english)).toBe('1 of 1 customer will receive it');
    expect(recipientCountText(2000, 2400, 200, 900, english)).toBe(
      '2,000 of 2,400 customers match: 1,800 will get it (900 version A, 900 version B), 200 kept as a control group',
    );
    expect(recipientCountText(10, 40, 1, 0, english)).toBe(
      '10 of 40 customers match: 9 will get it, 1 kept as a control group',
    );
    expect(recipientCountText(10, 40, 0, 5, english)).toBe(
      '10 of 40 customers will receive it (5 version A, 5 version B)',
    );
  });

  it('says it in French with French numbers', () => {
    expect(recipientCountText(312, 1040, 0, 0, french)).toBe('Destinataires : 312 sur 1\u202f040 clients');
    expect(recipientCountText(2000, 2400, 200, 0, french)).toBe(
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
  it('says where it went as the picker shows it, in the user’s language', () => {
    expect(testSentWords(english, '+16465550123', null, 'US')).toBe('Test sent to (646) 555-0123');
    expect(testSentWords(english, 'me@example.com', 'a', 'US')).toBe('Test sent (version A) to me@example.com');
    expect(testSentWords(english, '+447700900123', null, 'GB')).toBe('Test sent to 07700 900123');
    expect(testSentWords(french, '+16465550123', 'b', 'FR')).toBe('Test envoyé (version B) à +1 646 555 0123');
    expect(testSentWords(french, '+33612345678', null, 'FR')).toBe('Test envoyé à 06 12 34 56 78');
  });
});
