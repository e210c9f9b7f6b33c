import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { elapsedSince } from '../../lib/last-used-label.ts';

const SEEN_AGO = {
  minute: 'company.devices.seenMinutes',
  hour: 'company.devices.seenHours',
  day: 'company.devices.seenDays',
} as const;

/** When a counter device last reached us, as a person says it: "Not opened yet", "Last seen 5 minutes ago". */
export function lastSeenLabel(iso: string | null, now = Date.now(), words = APP_ENGLISH_WORDS): string {
  if (!iso) return words.t('company.devices.notOpened');
  const elapsed = elapsedSince(iso, now);
  if (!elapsed) return words.t('company.devices.seenOn', { date: formatShortDate(iso, undefined, words.locale) });
  if (elapsed.unit === 'now') return words.t('company.devices.seenJustNow');
  return words.t(SEEN_AGO[elapsed.unit], { count: elapsed.count });
}
