import { format, isValid, parse } from 'date-fns';

/** Regions that write a numeric date month first (04/12/1990 is April 12); everyone else writes the day first. */
const MONTH_FIRST_REGIONS = new Set(['US']);

/** Spelled-out months, either way round: 12 Apr 1990, 12 April 1990, Apr 12, 1990, April 12 1990. */
const WORDED_FORMATS = ['d MMM yyyy', 'd MMMM yyyy', 'MMM d yyyy', 'MMMM d yyyy'];

/**
 * A birthday as people write it, read as an ISO date (YYYY-MM-DD), or null when it is not a real date. ISO dates
 * and spelled-out months read the same everywhere; an all-number date (04/12/1990, 4-12-1990, 04.12.1990) is read in
 * the business's region: month first in the US, day first elsewhere. Years need four digits (a two-digit year could
 * be either century). An impossible date (1990-02-30, 31/04/1990) is null, never rolled over into the next month.
 */
export function readBirthday(text: string, region: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  let formats: string[];
  let input = value;
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) formats = ['yyyy-M-d'];
  else if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(value)) {
    input = value.replace(/[.-]/g, '/');
    formats = [MONTH_FIRST_REGIONS.has(region.toUpperCase()) ? 'M/d/yyyy' : 'd/M/yyyy'];
  } else if (/^(\d{1,2} [a-z]+\.?,? \d{4}|[a-z]+\.? \d{1,2},? \d{4})$/i.test(value)) {
    input = value.replace(/[.,]/g, '');
    formats = WORDED_FORMATS;
  } else return null;
  for (const pattern of formats) {
    const date = parse(input, pattern, new Date(2000, 0, 1));
    // A year the database cannot store as a date of birth (0000, 99999) is not one.
    if (isValid(date) && date.getFullYear() >= 1000 && date.getFullYear() <= 9999) return format(date, 'yyyy-MM-dd');
  }
  return null;
}
