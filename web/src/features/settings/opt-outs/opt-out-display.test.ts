import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { displayPhone } from '../../../lib/display-phone.ts';
import { optOutOrigin } from './opt-out-display.ts';

describe('how a number got on the opt-out list', () => {
  it('names the keyword the customer replied, however they wrote it', () => {
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'keyword', message: 'STOP' })).toEqual({
      label: 'Replied STOP',
      quote: null,
    });
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'keyword', message: ' Stop. ' }).label).toBe('Replied STOP');
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'keyword', message: 'unsubscribe' }).label).toBe(
      'Replied UNSUBSCRIBE',
    );
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'keyword', message: 'opt-out!' }).label).toBe('Replied OPT OUT');
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'keyword', message: null }).label).toBe('Replied STOP');
  });

  it("quotes a request in the customer's own words", () => {
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'free_text', message: ' please stop texting me ' })).toEqual({
      label: 'Asked to stop in their own words',
      quote: 'please stop texting me',
    });
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'free_text', message: null }).quote).toBeNull();
  });

  it('says who added a number by hand', () => {
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'manual', message: 'owner@harbour.test' })).toEqual({
      label: 'Added by owner@harbour.test',
      quote: null,
    });
    expect(optOutOrigin(APP_ENGLISH_WORDS, { source: 'manual', message: '' }).label).toBe('Added by your team');
  });
});

describe('an opted-out number on screen', () => {
  it('reads like the customers list: the business’s own country nationally, others with their code', () => {
    expect(displayPhone('+14155550123', 'US')).toBe('(415) 555-0123');
    expect(displayPhone('+447700900123', 'US')).toBe('+44 7700 900123');
    expect(displayPhone('+33612345678', 'US')).toBe('+33 6 12 34 56 78');
    expect(displayPhone('+33612345678', 'FR')).toBe('06 12 34 56 78');
    expect(displayPhone('+447700900123', 'GB')).toBe('07700 900123');
  });
});
