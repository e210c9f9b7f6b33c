import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from './app-words.tsx';
import { agoIn } from './last-used-label.ts';

describe('agoIn', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('says when a key was last used in words', () => {
    expect(agoIn(APP_ENGLISH_WORDS, null, now)).toBe('Never');
    expect(agoIn(APP_ENGLISH_WORDS, ago(20_000), now)).toBe('Just now');
    expect(agoIn(APP_ENGLISH_WORDS, ago(60_000), now)).toBe('1 minute ago');
    expect(agoIn(APP_ENGLISH_WORDS, ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(agoIn(APP_ENGLISH_WORDS, ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(agoIn(APP_ENGLISH_WORDS, ago(2 * 86_400_000), now)).toBe('2 days ago');
    expect(agoIn(APP_ENGLISH_WORDS, ago(40 * 86_400_000), now)).toMatch(/2026/);
  });
  it('says it in the user’s language', () => {
    const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
    expect(agoIn(french, null, now)).toBe(appFr['integrations.ago.never']);
    expect(agoIn(french, ago(5 * 60_000), now)).toMatch(/5/);
    expect(agoIn(french, ago(5 * 60_000), now)).not.toBe('5 minutes ago');
    expect(agoIn(french, ago(40 * 86_400_000), now)).toMatch(/janv\. 2026/);
  });
});
