import { TZDate } from '@date-fns/tz';
import {
  categoryKey,
  combineFactors,
  type TAppliedMultipliers,
  type TCategoryBonus,
  type TMultiplierSettings,
} from '@regulars/contracts';

/**
 * A stored multiplier as the check-in reads it (dates as YYYY-MM-DD, minutes of the day). A customer's status tier
 * joins them as one more, of kind `status`, always in force (loyalty/status-multiplier.ts).
 */
export type TStoredMultiplier = {
  name: string;
  kind: 'happy_hour' | 'double_days' | 'birthday_week' | 'category' | 'status';
  factor: number;
  days: number[];
  startMinute: number | null;
  endMinute: number | null;
  startsOn: string | null;
  endsOn: string | null;
  category: string | null;
  locationIds: string[] | null;
};

/** A business's multipliers with how they combine and the zone their hours and days are read in. */
export type TMultiplierSet = TMultiplierSettings & { timeZone: string | null; rules: TStoredMultiplier[] };

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);

/**
 * Whether a local day falls in the birthday week: the birthday and the six days after it. A 29 February birthday is
 * kept on 28 February in other years. The week may start in the previous year (a birthday on 29 December).
 */
export function inBirthdayWeek(birthday: string, localDay: string): boolean {
  const [, month = 1, day = 1] = birthday.split('-').map(Number);
  const year = Number(localDay.slice(0, 4));
  const today = dayNumber(localDay);
  return [year - 1, year].some((y) => {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const start = dayNumber(isoDay(y, month, month === 2 && day === 29 && !leap ? 28 : day));
    return today >= start && today <= start + 6;
  });
}

/** Whether a rule's hours, days or week take in a moment of the business's wall clock. */
function inForce(
  rule: TStoredMultiplier,
  at: { weekday: number; minute: number; localDay: string; birthday: string | null; categories: Set<string> },
): boolean {
  switch (rule.kind) {
    case 'happy_hour':
      return (
        rule.days.includes(at.weekday) &&
        rule.startMinute !== null &&
        rule.endMinute !== null &&
        at.minute >= rule.startMinute &&
        at.minute < rule.endMinute
      );
    case 'double_days':
      return (
        rule.startsOn !== null && rule.endsOn !== null && at.localDay >= rule.startsOn && at.localDay <= rule.endsOn
      );
    case 'birthday_week':
      return at.birthday !== null && inBirthdayWeek(at.birthday, at.localDay);
    case 'category':
      return rule.category !== null && at.categories.has(categoryKey(rule.category));
    case 'status':
      return true;
  }
}

const appliesAt = (rule: TStoredMultiplier, locationId: string | null) =>
  rule.locationIds === null || (locationId !== null && rule.locationIds.includes(locationId));

/** The category bonuses a purchase at a location can get: what the counter offers to tick. */
export function categoryBonuses(set: TMultiplierSet | null, locationId: string | null): TCategoryBonus[] {
  return (set?.rules ?? [])
    .filter((rule) => rule.kind === 'category' && rule.category !== null && appliesAt(rule, locationId))
    .map((rule) => ({ category: rule.category ?? '', name: rule.name, factor: rule.factor }));
}

/**
 * The multipliers that apply to a purchase (or a part of one, of `categories`) at `at` (the business's wall clock)
 * at a location, for a customer with a birthday, and the factor they give together by the business's rule; null when
 * none applies. A multiplier limited to locations never applies to an action with no location.
 */
export function applicableMultipliers(
  set: TMultiplierSet | null,
  {
    at,
    locationId,
    birthday,
    categories = [],
  }: { at: Date; locationId: string | null; birthday: string | null; categories?: string[] },
): TAppliedMultipliers | null {
  if (!set || set.rules.length === 0) return null;
  const local = new TZDate(at.getTime(), set.timeZone ?? 'UTC');
  const weekday = local.getDay();
  const minute = local.getHours() * 60 + local.getMinutes();
  const localDay = isoDay(local.getFullYear(), local.getMonth() + 1, local.getDate());
  const moment = { weekday, minute, localDay, birthday, categories: new Set(categories.map(categoryKey)) };
  const applied = set.rules.filter((rule) => appliesAt(rule, locationId) && inForce(rule, moment));
  if (applied.length === 0) return null;
  return {
    factor: combineFactors(
      applied.map((r) => r.factor),
      set,
    ),
    applied: applied.map((r) => ({ name: r.name, factor: r.factor })),
  };
}
