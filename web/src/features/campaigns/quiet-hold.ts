import type { TCampaign } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { formatTimeInZone } from './schedule-time.ts';

type THold = NonNullable<TCampaign['quietHold']>;

/** On a campaign that waits: 'Held by quiet hours until 8:00 AM (America/New_York)'. */
export const heldUntil = (hold: THold, words: TAppWords = APP_ENGLISH_WORDS) =>
  words.t('campaigns.quiet.heldUntil', {
    time: formatTimeInZone(hold.until, hold.timeZone, words.locale),
    zone: hold.timeZone,
  });

/** In the send dialog, before it waits: 'It goes out at 8:00 AM (America/New_York), when your quiet hours end.' */
export const goesOutAt = (hold: THold, words: TAppWords = APP_ENGLISH_WORDS) =>
  words.t('campaigns.quiet.goesOutAt', {
    time: formatTimeInZone(hold.until, hold.timeZone, words.locale),
    zone: hold.timeZone,
  });
