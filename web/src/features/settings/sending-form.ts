import { canonicalTimeZone, type TSendingSettings, type TUpdateSendingSettingsInput } from '@regulars/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { TAppWords } from '../../lib/app-words.tsx';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';

export type TSendingFields = {
  postalAddress: string;
  contactPhone: string;
  contactEmail: string;
  timeZone: string;
  quietHoursStart: string;
  quietHoursEnd: string;
};

export const SENDING_FIELDS = [
  'postalAddress',
  'contactPhone',
  'contactEmail',
  'timeZone',
  'quietHoursStart',
  'quietHoursEnd',
] as const satisfies readonly (keyof TUpdateSendingSettingsInput)[];

/** The zone to propose when the business has none yet: this browser's, else UTC. */
export function proposedTimeZone(): string {
  const zone = browserTimeZone();
  return (zone && canonicalTimeZone(zone)) ?? 'UTC';
}

/** The form's starting values: as saved, blanks for what is missing, the browser's zone when none is chosen. */
export function sendingDefaults(sending: TSendingSettings): TSendingFields {
  return {
    postalAddress: sending.postalAddress ?? '',
    contactPhone: sending.contactPhone ? internationalPhone(sending.contactPhone) : '',
    contactEmail: sending.contactEmail ?? '',
    timeZone: sending.timeZone ?? proposedTimeZone(),
    quietHoursStart: sending.quietHoursStart,
    quietHoursEnd: sending.quietHoursEnd,
  };
}

/** 'No marketing texts from 9:00 PM to 8:00 AM the next morning; …', its times written the words' way. */
export function quietHoursSummary(words: TAppWords, start: string, end: string): string | null {
  const valid = /^\d{2}:\d{2}$/;
  if (!valid.test(start) || !valid.test(end) || start === end) return null;
  const at = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(words.locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  };
  const times = { start: at(start), end: at(end) };
  return end < start
    ? words.t('settings.sending.quietSummaryOvernight', times)
    : words.t('settings.sending.quietSummary', times);
}

/** '+1 415 555 0101': readable, and read back as the same number whatever the server's default region. */
function internationalPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
