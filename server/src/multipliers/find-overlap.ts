import { categoryKey } from '@regulars/contracts';
import type { TStoredMultiplier } from './applicable-multipliers.ts';

type TRule = Omit<TStoredMultiplier, 'name' | 'factor'>;

const sharePlace = (a: string[] | null, b: string[] | null) =>
  a === null || b === null || a.some((id) => b.includes(id));

/**
 * Whether two multipliers of the same kind would run at the same time at the same place: happy hours on a shared
 * weekday whose hours meet, double-points days whose dates meet, two birthday weeks. Different kinds may overlap:
 * the business's combining rule is for them.
 */
export function overlaps(a: TRule, b: TRule): boolean {
  if (a.kind !== b.kind || !sharePlace(a.locationIds, b.locationIds)) return false;
  switch (a.kind) {
    case 'happy_hour':
      return (
        a.days.some((d) => b.days.includes(d)) &&
        (a.startMinute ?? 0) < (b.endMinute ?? 0) &&
        (b.startMinute ?? 0) < (a.endMinute ?? 0)
      );
    case 'double_days':
      return (a.startsOn ?? '') <= (b.endsOn ?? '') && (b.startsOn ?? '') <= (a.endsOn ?? '');
    case 'birthday_week':
      return true;
    case 'category':
      return categoryKey(a.category ?? '') === categoryKey(b.category ?? '');
    case 'status':
      // A tier is never stored as a multiplier: it joins them only when a purchase is looked at.
      return false;
  }
}
