import { multiplierLabel, type TMultiplierRule, WEEKDAY_NAMES } from '@regulars/contracts';
import { formatCalendarDays } from '../../lib/format-date.ts';
import { formatCountOf } from '../../lib/format-number.ts';

/** The week as a café's rota reads it: Monday first (WEEKDAY_NAMES counts from Sunday, as Date.getDay() does). */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

export const EVERY_LOCATION = 'Every location';
export const BIRTHDAY_WEEK_TEXT = "the customer's birthday and the 6 days after";

/** 'a', 'a and b', 'a, b and c'. */
export function listText(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const dayPlural = (day: number) => `${WEEKDAY_NAMES[day]}s`;

/** 'Every day', 'Mondays to Fridays', 'Saturdays and Sundays', 'Mondays, Wednesdays and Fridays'. */
export function weekdaysText(days: readonly number[]): string {
  const chosen = new Set(days);
  if (WEEK_FROM_MONDAY.every((day) => chosen.has(day))) return 'Every day';
  const runs: number[][] = [];
  WEEK_FROM_MONDAY.forEach((day, index) => {
    if (!chosen.has(day)) return;
    const run = runs.at(-1);
    const previous = WEEK_FROM_MONDAY[index - 1];
    if (run && previous !== undefined && run.at(-1) === previous) run.push(day);
    else runs.push([day]);
  });
  // Three days or more in a row read as a span; two stay two.
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${dayPlural(run[0] ?? 1)} to ${dayPlural(run.at(-1) ?? 1)}`] : run.map(dayPlural),
  );
  return listText(parts);
}

/** '16:00–18:00', '20:00–midnight' (an end of 00:00), 'all day' (00:00 to 00:00). */
export function hoursText(start: string, end: string): string {
  if (end === '00:00') return start === '00:00' ? 'all day' : `${start}–midnight`;
  return `${start}–${end}`;
}

/** When a multiplier applies, in words: its days and hours, its dates, the birthday week or its category. */
export function whenText(rule: TMultiplierRule): string {
  switch (rule.kind) {
    case 'happy_hour':
      return `${weekdaysText(rule.days)}, ${hoursText(rule.startTime ?? '00:00', rule.endTime ?? '00:00')}`;
    case 'double_days':
      return formatCalendarDays(rule.startsOn ?? '', rule.endsOn ?? '');
    case 'birthday_week':
      return BIRTHDAY_WEEK_TEXT;
    case 'category':
      return `On ${rule.category ?? ''}`;
  }
}

/**
 * Where it applies: every location, or the chosen ones by name. A location deleted since is left out by the server;
 * with none left the multiplier applies nowhere, and says so.
 */
export function whereText(locationIds: readonly string[] | null, names: ReadonlyMap<string, string>): string {
  if (locationIds === null) return EVERY_LOCATION;
  if (locationIds.length === 0) return 'No location: its locations were deleted';
  const named = locationIds.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  // The locations are still on their way: how many, until their names come.
  return named.length === locationIds.length ? listText(named) : formatCountOf(locationIds.length, 'location');
}

/** '×2 Happy hour — Mondays to Fridays, 16:00–18:00 · Every location': one multiplier as the card lists it. */
export function ruleText(rule: TMultiplierRule, names: ReadonlyMap<string, string>): string {
  return `${multiplierLabel(rule)} — ${whenText(rule)} · ${whereText(rule.locationIds, names)}`;
}
