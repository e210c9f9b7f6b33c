import { ENGLISH, signupFormWords } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { refusalWords } from '../../lib/refusal-words.ts';
import { UNREACHED_WORDS } from './english-words.ts';

describe('the form’s words when the server was not reached', () => {
  it('are the server’s own English words', () => {
    const english = signupFormWords(ENGLISH.t, { businessName: 'Bean There', welcomePoints: 0 });
    for (const [key, text] of Object.entries(UNREACHED_WORDS)) expect(english[key as keyof typeof english]).toBe(text);
  });

  it('give way to the words a refusal brought', () => {
    const words = signupFormWords(ENGLISH.t, { businessName: '', welcomePoints: 0 });
    expect(refusalWords({ details: { words, language: 'fr' } })).toEqual({ language: 'fr', words });
    expect(refusalWords(new Error('offline'))).toBeNull();
  });
});
