// One locale for every date of the screens written in US English, so a date reads the same as the words around it; a
// screen in the customer's language (issue 52) passes its own ('es', 'en-GB').
const LOCALE = 'en-US';

const SHORT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...SHORT, hour: 'numeric', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const ZONE_NAME: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };

/** Shown where there is no date, or one the browser cannot read. */
export const NO_DATE = '—';

/**
 * The zone every screen of a business is read in: an IANA name ('America/New_York'); undefined is the browser's own.
 * A name the browser does not know falls back to the browser's zone rather than failing the screen.
 */
export type TZone = string | undefined;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, zone: TZone, locale: string): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}@${zone ?? ''}@${locale}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    } catch {
      found = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, found);
  }
  return found;
}

function format(
  options: Intl.DateTimeFormatOptions,
  iso: string | null | undefined,
  zone: TZone,
  locale = LOCALE,
): string {
  if (!iso) return NO_DATE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NO_DATE : formatter(options, zone, locale).format(date);
}

/** 'Jan 5, 2026': tables, cards and lists. */
export const formatShortDate = (iso: string | null | undefined, zone?: TZone, locale?: string) =>
  format(SHORT, iso, zone, locale);

/** 'January 5, 2026': inside a sentence ('Renews …') and detail views. */
export const formatLongDate = (iso: string | null | undefined, zone?: TZone, locale?: string) =>
  format(LONG, iso, zone, locale);

/** 'Jan 5, 2026, 3:04 PM': when the time of day matters (messages). */
export const formatDateTime = (iso: string | null | undefined, zone?: TZone, locale?: string) =>
  format(DATE_TIME, iso, zone, locale);

/** '3:04 PM' ('15:04' in fr-FR): a moment later today (when the next stamp can be earned). */
export const formatTime = (iso: string | null | undefined, zone?: TZone, locale?: string) =>
  format(TIME, iso, zone, locale);

/**
 * 'Jan 5, 2026, 3:04 PM EST': a moment that could be misread when the reader's clock is not the business's (the
 * owner abroad, a message history read from another city).
 */
export const formatZonedDateTime = (iso: string | null | undefined, zone?: TZone, locale?: string) =>
  format({ ...DATE_TIME, ...ZONE_NAME }, iso, zone, locale);

/** '3:04 PM EST': a time of day, labelled as formatZonedDateTime is. */
export const formatZonedTime = (iso: string | null | undefined, zone?: TZone, locale?: string) =>
  format({ ...TIME, ...ZONE_NAME }, iso, zone, locale);

// A business's calendar day (YYYY-MM-DD) is not a moment: read in UTC so no browser shifts it to the day before.
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** 'Mar 4' ('4 mars' in fr-FR): one of the business's calendar days (YYYY-MM-DD), as charts and their tables name it. */
export const formatCalendarDay = (date: string, locale = LOCALE) =>
  formatter(CALENDAR_DAY, 'UTC', locale).format(new Date(`${date}T00:00:00Z`));

/** 'April 5, 2023': a calendar day (YYYY-MM-DD: a birthday, a member-since day), read in UTC as formatCalendarDay is. */
export const formatLongCalendarDay = (date: string | null, locale = LOCALE) =>
  format(LONG, date && `${date}T00:00:00Z`, 'UTC', locale);

/**
 * 'Dec 1 – 3, 2026', 'Dec 30, 2026 – Jan 2, 2027', or 'Dec 1, 2026' for one day ('1–3 déc. 2026' in fr-FR): a run of
 * the business's calendar days (YYYY-MM-DD, both included), read in UTC as formatCalendarDay is.
 */
export function formatCalendarDays(first: string, last: string, locale = LOCALE): string {
  const from = new Date(`${first}T00:00:00Z`);
  const to = new Date(`${last}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return NO_DATE;
  const days = formatter(SHORT, 'UTC', locale);
  return first === last ? days.format(from) : days.formatRange(from, to);
}
