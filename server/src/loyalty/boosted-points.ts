import {
  appliedMultipliersText,
  DEFAULT_MONEY,
  formatAmount,
  formatFactor,
  line,
  lineList,
  multiplierLabel,
  type TAppliedMultipliers,
  type TChangeLine,
  type TLineValue,
  type TMoney,
} from '@regulars/contracts';

/** A part of a purchase (all of it, or what a till's lines of one category come to) and its multipliers. */
export type TBoostedPart = { amount: number; boost: TAppliedMultipliers | null };

/**
 * The points of a purchase whose parts have multipliers, rounded down once for the whole purchase: the sum of each
 * part's cents × tenths of a point per dollar × hundredths of its factor. Null when no part has a multiplier.
 * `note` says what applied ('×2 Happy hour'; per part when they differ: '×2 Lattes on $5.00') in English, as the
 * ledger keeps it; `said` is the same as a counter line, in each reader's language.
 */
export function boostedPoints(
  parts: TBoostedPart[],
  pointsPerDollar: number,
  money: TMoney = DEFAULT_MONEY,
): { points: number; note: string; said: TLineValue; multipliers: { name: string; factor: number }[] } | null {
  const boosted = parts.filter((p): p is { amount: number; boost: TAppliedMultipliers } => p.boost !== null);
  if (boosted.length === 0) return null;
  const tenths = Math.round(pointsPerDollar * 10);
  const scaled = parts.reduce(
    (sum, p) => sum + Math.round(p.amount * 100) * tenths * Math.round((p.boost?.factor ?? 1) * 100),
    0,
  );
  const note =
    parts.length === 1
      ? appliedMultipliersText(boosted[0]?.boost ?? { factor: 1, applied: [] })
      : boosted.map((p) => `${appliedMultipliersText(p.boost)} on ${formatAmount(p.amount, money)}`).join('; ');
  const said =
    parts.length === 1
      ? boostLine(boosted[0]?.boost ?? { factor: 1, applied: [] })
      : lineList(
          boosted.map((p) =>
            line('changes.boostOn', { boost: boostLine(p.boost), amount: formatAmount(p.amount, money) }),
          ),
          '; ',
        );
  const multipliers = new Map(boosted.flatMap((p) => p.boost.applied).map((m) => [`${m.name}\u0000${m.factor}`, m]));
  return { points: Math.floor(scaled / 100_000), note, said, multipliers: [...multipliers.values()] };
}

/** The multipliers a purchase got, as its points line says them: '×2 Happy hour', '×3 in all: ×2 Happy hour, ×1.5 Gold'. */
function boostLine(boost: TAppliedMultipliers): TChangeLine {
  const each = boost.applied.map(multiplierLabel).join(', ');
  return boost.applied.length === 1 ? each : line('changes.boostInAll', { factor: formatFactor(boost.factor), each });
}
