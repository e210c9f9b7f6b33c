// One locale for every date: the screens are written in US English, so a date reads the same as the words around it.
const LOCALE = 'en-US';

const SHORT = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const LONG = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const TIME = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' });

/** Shown where there is no date, or one the browser cannot read. */
export const NO_DATE = '—';

function format(formatter: Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return NO_DATE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NO_DATE : formatter.format(date);
}

/** 'Jan 5, 2026': tables, cards and lists. */
export const formatShortDate = (iso: string | null | undefined) => format(SHORT, iso);

/** 'January 5, 2026': inside a sentence ('Renews …') and detail views. */
export const formatLongDate = (iso: string | null | undefined) => format(LONG, iso);

/** 'Jan 5, 2026, 3:04 PM': when the time of day matters (messages). */
export const formatDateTime = (iso: string | null | undefined) => format(DATE_TIME, iso);

/** '3:04 PM': a moment later today (when the next stamp can be earned). */
export const formatTime = (iso: string | null | undefined) => format(TIME, iso);
