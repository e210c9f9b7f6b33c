import { ENGLISH } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { discountLabel, nextEarnLabel, nextTierLabel, progressLabel } from './standing-labels.ts';

const APP = APP_ENGLISH_WORDS;

describe('progressLabel', () => {
  it('counts stamps on a card and purchases toward a free item', () => {
    expect(progressLabel('stamp_card', 7, 10, ENGLISH)).toBe('7 of 10 stamps');
    expect(progressLabel('stamp_card', 0, 3, ENGLISH)).toBe('0 of 3 stamps');
    expect(progressLabel('free_item', 2, 5, ENGLISH)).toBe('2 of 5 purchases');
  });
});

describe('in another language', () => {
  it("says them in the screen's words, with the language's plurals", () => {
    const french = translatorFor('fr');
    expect(progressLabel('stamp_card', 7, 10, french)).toBe(french.t('portal.stampsOf', { current: 7, required: 10 }));
    expect(progressLabel('stamp_card', 7, 10, french)).not.toContain('stamps');
    expect(nextTierLabel({ visits: 6, percent: 5, nextPercent: 10, visitsToNext: 1 }, french)).toBe(
      french.t('portal.visitsToTier', { count: 1, percent: 10 }),
    );
  });
});

describe('discount labels', () => {
  const tier = { visits: 6, percent: 5, nextPercent: 10, visitsToNext: 4 };

  it('shows the current percent and the way to the next tier', () => {
    expect(discountLabel(tier, APP)).toBe('5% discount');
    expect(nextTierLabel(tier, ENGLISH)).toBe('4 visits to 10%');
    expect(nextTierLabel({ ...tier, visitsToNext: 1 }, ENGLISH)).toBe('1 visit to 10%');
  });

  it('before the first tier and at the top', () => {
    expect(discountLabel({ visits: 2, percent: null, nextPercent: 5, visitsToNext: 3 }, APP)).toBe('No discount yet');
    expect(nextTierLabel({ visits: 25, percent: 15, nextPercent: null, visitsToNext: null }, ENGLISH)).toBeNull();
  });
});

describe('nextEarnLabel', () => {
  const now = new Date(2026, 0, 5, 15, 30).getTime();
  const later = new Date(2026, 0, 5, 15, 42).toISOString();

  it('says when the next stamp can be earned while that is still ahead', () => {
    expect(nextEarnLabel('stamp_card', later, APP, now)).toBe('Next stamp available at 3:42 PM');
    expect(nextEarnLabel('free_item', later, APP, now)).toBe('Next purchase counts at 3:42 PM');
  });

  it('says nothing once the moment has passed, or when there is none', () => {
    expect(nextEarnLabel('stamp_card', new Date(2026, 0, 5, 15, 0).toISOString(), APP, now)).toBeNull();
    expect(nextEarnLabel('stamp_card', null, APP, now)).toBeNull();
  });
});
