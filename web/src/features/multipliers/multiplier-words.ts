import type { TAppMessageKey, TMultiplierKind, TMultiplierRule, TMultiplierSettings } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { formatCalendarDays } from '../../lib/format-date.ts';
import { formatFactorIn } from '../../lib/format-factor.ts';

/** The week as a café's rota reads it: Monday first (0 is Sunday, as Date.getDay() counts). */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** Each kind's name, which a new multiplier of that kind takes too. */
const KIND_NAMES: Record<TMultiplierKind, TAppMessageKey> = {
  happy_hour: 'growth.multiplier.kind.happyHour',
  double_days: 'growth.multiplier.kind.doubleDays',
  birthday_week: 'growth.multiplier.kind.birthdayWeek',
  category: 'growth.multiplier.kind.category',
};

/** 'Happy hour', 'Birthday week': a kind in the user's language. */
export const kindName = (kind: TMultiplierKind, words: TAppWords = APP_ENGLISH_WORDS) => words.t(KIND_NAMES[kind]);

// 7 January 2024 was a Sunday: day 0 of the week counted as Date.getDay() does, read in UTC.
const dayDate = (day: number) => new Date(Date.UTC(2024, 0, 7 + day));

/** A weekday's name in the locale: 'Monday', 'lundi' (long), 'Mon', 'lun.' (short). */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(dayDate(day));
}

/** 'a', 'a and b', 'a, b and c'. */
export function listText(parts: readonly string[], words: TAppWords = APP_ENGLISH_WORDS): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return words.t('growth.listAnd', { rest: parts.slice(0, -1).join(', '), last: parts.at(-1) });
}

/** The first letter up: a schedule that starts with a weekday ('lunes') starts its line. */
const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** 'Every day', 'Mondays to Fridays', 'Saturdays and Sundays', 'Mondays, Wednesdays and Fridays'. */
export function weekdaysText(days: readonly number[], words: TAppWords = APP_ENGLISH_WORDS): string {
  const chosen = new Set(days);
  if (WEEK_FROM_MONDAY.every((day) => chosen.has(day))) return words.t('growth.when.everyDay');
  const runs: number[][] = [];
  WEEK_FROM_MONDAY.forEach((day, index) => {
    if (!chosen.has(day)) return;
    const run = runs.at(-1);
    const previous = WEEK_FROM_MONDAY[index - 1];
    if (run && previous !== undefined && run.at(-1) === previous) run.push(day);
    else runs.push([day]);
  });
  const weekly = (day: number) => words.t('growth.when.weekly', { day: weekdayName(day, words.locale) });
  // Three days or more in a row read as a span; two stay two.
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [words.t('growth.when.span', { first: weekly(run[0] ?? 1), last: weekly(run.at(-1) ?? 1) })]
      : run.map(weekly),
  );
  return capitalized(listText(parts, words), words.locale);
}

/** '16:00–18:00', '20:00–midnight' (an end of 00:00), 'all day' (00:00 to 00:00). */
export function hoursText(start: string, end: string, words: TAppWords = APP_ENGLISH_WORDS): string {
  if (end === '00:00') {
    return start === '00:00' ? words.t('growth.when.allDay') : words.t('growth.when.toMidnight', { start });
  }
  return words.t('growth.when.hours', { start, end });
}

/** When a multiplier applies, in words: its days and hours, its dates, the birthday week or its category. */
export function whenText(rule: TMultiplierRule, words: TAppWords = APP_ENGLISH_WORDS): string {
  switch (rule.kind) {
    case 'happy_hour':
      return words.t('growth.when.happyHour', {
        days: weekdaysText(rule.days, words),
        hours: hoursText(rule.startTime ?? '00:00', rule.endTime ?? '00:00', words),
      });
    case 'double_days':
      return formatCalendarDays(rule.startsOn ?? '', rule.endsOn ?? '', words.locale);
    case 'birthday_week':
      return words.t('growth.when.birthdayWeek');
    case 'category':
      return words.t('growth.when.category', { category: rule.category ?? '' });
  }
}

/**
 * Where it applies: every location, or the chosen ones by name. A location deleted since is left out by the server;
 * with none left the multiplier applies nowhere, and says so.
 */
export function whereText(
  locationIds: readonly string[] | null,
  names: ReadonlyMap<string, string>,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  if (locationIds === null) return words.t('growth.where.every');
  if (locationIds.length === 0) return words.t('growth.where.none');
  const named = locationIds.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  // The locations are still on their way: how many, until their names come.
  return named.length === locationIds.length
    ? listText(named, words)
    : words.t('growth.where.count', { count: locationIds.length });
}

/** '×2 Happy hour — Mondays to Fridays, 16:00–18:00 · Every location': one multiplier as the card lists it. */
export function ruleText(rule: TMultiplierRule, names: ReadonlyMap<string, string>, words = APP_ENGLISH_WORDS): string {
  const when = whenText(rule, words);
  return `×${formatFactorIn(rule.factor, words.locale)} ${rule.name} — ${when} · ${whereText(rule.locationIds, names, words)}`;
}

/** The combining rule in the user's words (the contract's combineRuleText, said in English to the same words). */
export function combineText(settings: TMultiplierSettings, words: TAppWords): string {
  return settings.combine === 'largest'
    ? words.t('growth.multipliers.combineLargest')
    : words.t('growth.multipliers.combineMultiply', { ceiling: formatFactorIn(settings.ceiling, words.locale) });
}
