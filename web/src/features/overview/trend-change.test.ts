import { createTranslator } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { trendChange } from './trend-change.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('trendChange', () => {
  it('says how many more or fewer than the 30 days before, with what that was', () => {
    expect(trendChange(13, 9, english)).toEqual({ text: '4 more than the 30 days before (9)', direction: 'up' });
    expect(trendChange(1, 3, english)).toEqual({ text: '2 fewer than the 30 days before (3)', direction: 'down' });
    expect(trendChange(1200, 0, english).text).toBe('1,200 more than the 30 days before (0)');
  });

  it('says so when nothing changed', () => {
    expect(trendChange(5, 5, english)).toEqual({ text: 'Same as the 30 days before', direction: 'same' });
  });

  it('speaks French, its numbers written the French way', () => {
    expect(trendChange(13, 9, french).text).toBe('4 de plus que les 30 jours précédents (9)');
    expect(trendChange(1, 3, french).text).toBe('2 de moins que les 30 jours précédents (3)');
    expect(trendChange(1200, 0, french).text).toBe('1\u202f200 de plus que les 30 jours précédents (0)');
    expect(trendChange(5, 5, french).text).toBe('Comme les 30 jours précédents');
  });
});
