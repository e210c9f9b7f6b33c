import type { TCampaign } from '@regulars/contracts';
import { formatTimeInZone } from './schedule-time.ts';

type THold = NonNullable<TCampaign['quietHold']>;

/** On a campaign that waits: 'Held by quiet hours until 8:00 AM (America/New_York)'. */
export const heldUntil = (hold: THold) =>
  `Held by quiet hours until ${formatTimeInZone(hold.until, hold.timeZone)} (${hold.timeZone})`;

/** In the send dialog, before it waits: 'It goes out at 8:00 AM (America/New_York), when your quiet hours end.' */
export const goesOutAt = (hold: THold) =>
  `It goes out at ${formatTimeInZone(hold.until, hold.timeZone)} (${hold.timeZone}), when your quiet hours end.`;
