import { categoryKey, fromMinorUnits } from '@regulars/contracts';
import type { TPurchasePart } from '../loyalty/index.ts';

type TLine = [name: string, quantity: number, minor: number, category: string | null];

/**
 * A sale's amount split by its lines' categories, for category bonuses: each category gets the share of the amount
 * its lines came to (the amount earned on may be a subtotal, the lines' sum not), rounded down to minor units; lines
 * of no category and what rounding left are the rest. A sale without lines is one part of no category.
 */
export function saleParts(amountMinor: number, currency: string, lines: TLine[]): TPurchasePart[] {
  const priced = lines.filter(([, , minor]) => minor > 0);
  const total = priced.reduce((sum, [, , minor]) => sum + minor, 0);
  const byCategory = new Map<string, { category: string; minor: number }>();
  for (const [, , minor, category] of priced) {
    if (!category?.trim()) continue;
    const key = categoryKey(category);
    const found = byCategory.get(key) ?? { category: category.trim(), minor: 0 };
    byCategory.set(key, { ...found, minor: found.minor + minor });
  }
  const parts: TPurchasePart[] = [];
  let given = 0;
  for (const { category, minor } of byCategory.values()) {
    const share = Math.floor((amountMinor * minor) / total);
    given += share;
    parts.push({ amount: fromMinorUnits(share, currency), categories: [category] });
  }
  if (amountMinor - given > 0 || parts.length === 0) {
    parts.push({ amount: fromMinorUnits(amountMinor - given, currency), categories: [] });
  }
  return parts;
}
