import { DEFAULT_MONEY, type TCampaignLift, type TGroupComparison, type TMoney } from '@regulars/contracts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { formatAmountIn, formatCount, formatPercent } from '../../../lib/format-number.ts';

/** A share as customers in every 100: whole numbers, one decimal below 1 (0.4 more is not 0 more). */
export function per100(share: number): string {
  const n = Math.abs(share * 100);
  const shown = n > 0 && n < 1 ? Math.round(n * 10) / 10 : Math.round(n);
  return formatCount(shown);
}

/** A signed share in every 100, for a range that may cross zero ('−2'). */
export function signedPer100(share: number): string {
  const text = per100(share);
  return share < 0 && text !== '0' ? `−${text}` : text;
}

/** A window day (YYYY-MM-DD on the business's calendar) in a sentence: 'December 8, 2026'. */
export const windowDay = (day: string) => formatLongDate(`${day}T12:00:00Z`, 'UTC');

/**
 * A messaged group against its control in the owner's words. Conclusive: 'About 6 more customers in every 100 came
 * back because of this campaign (95% range: 2 to 10)'. While the range crosses zero: 'Not conclusive yet: about 1,560
 * more recipients would settle it' (`who` names them: a campaign's recipients, an automation's customers), with the
 * difference so far in `sofar` (empty once conclusive). Once `over` (the window has closed), 'would have settled it'.
 */
export function comparisonHeadline(
  comparison: TGroupComparison,
  cause: string,
  { over = false, who = 'customers' }: { over?: boolean; who?: string } = {},
): { title: string; sofar: string; conclusive: boolean } {
  const { difference, low, high, conclusive, moreRecipients } = comparison.cameBack;
  const range = `95% range: ${signedPer100(low)} to ${signedPer100(high)}`;
  if (conclusive) {
    const more = difference > 0;
    const n = per100(difference);
    const title = `About ${n} ${more ? 'more' : 'fewer'} ${n === '1' ? 'customer' : 'customers'} in every 100 came back because of ${cause} (${more ? range : `95% range: ${per100(high)} to ${per100(low)} fewer`})`;
    return { title, sofar: '', conclusive };
  }
  const title =
    moreRecipients === null
      ? over
        ? 'Not conclusive: the groups came back alike'
        : 'Not conclusive yet: so far the groups come back alike'
      : over
        ? `Not conclusive: about ${formatCount(moreRecipients)} more ${who} would have settled it`
        : `Not conclusive yet: about ${formatCount(moreRecipients)} more ${who} would settle it`;
  return { title, sofar: `So far ${signedPer100(difference)} in every 100 (${range}).`, conclusive };
}

/** A campaign's lift in the owner's words (comparisonHeadline), with when its window ends or ended as the detail. */
export function liftHeadline(
  lift: TCampaignLift,
  /** What caused it, in the sentence: 'this campaign', or an A/B test's 'version B'. */
  cause = 'this campaign',
): { title: string; detail: string; conclusive: boolean } {
  const { title, sofar, conclusive } = comparisonHeadline(lift, cause, { over: lift.windowOver, who: 'recipients' });
  return { title, detail: sofar ? `${sofar} ${windowLine(lift)}` : windowLine(lift), conclusive };
}

/** When the window ends, or ended. */
export function windowLine(lift: TCampaignLift): string {
  const days = `${formatCount(lift.windowDays)}-day window`;
  return lift.windowOver
    ? `The ${days} closed on ${windowDay(lift.windowEndsOn)}.`
    : `Visits count until ${windowDay(lift.windowEndsOn)} (${days}).`;
}

/**
 * 'About $2.30 more spent per customer (95% range: −$0.50 to $5.10)'; null while a group is too small to tell or
 * nobody has a purchase amount in the window (a range of $0.00 to $0.00 says nothing).
 */
export function spendLine(comparison: TGroupComparison, money: TMoney = DEFAULT_MONEY): string | null {
  if (!comparison.spend) return null;
  if (comparison.message.spendPerCustomer === 0 && comparison.control.spendPerCustomer === 0) return null;
  const { difference, low, high } = comparison.spend;
  const amount = (n: number) => formatAmountIn(n, money);
  const signed = (n: number) => (n < 0 ? `−${amount(-n)}` : amount(n));
  const word = difference >= 0 ? 'more' : 'less';
  return `About ${amount(Math.abs(difference))} ${word} spent per customer (95% range: ${signed(low)} to ${signed(high)})`;
}

/** '31.5%' of a group that came back. */
export function cameBackRate(group: { customers: number; cameBack: number }): string {
  if (group.customers === 0) return '—';
  return formatPercent((group.cameBack / group.customers) * 100, 1);
}

/** How many of those messaged each version went to. */
type TVariantCounts = Record<'a' | 'b', { messaged: number }>;

/**
 * Who got which version: the real counts once known (a random split of 18 at 50% may well be 7 and 11), else the share
 * asked for.
 */
export function abSplit(share: number, variants: TVariantCounts | null): string {
  if (!variants) return `Version B went to ${share}% of those messaged, version A to the rest.`;
  const a = variants.a.messaged;
  const b = variants.b.messaged;
  if (a + b === 0) return `Version B is to go to ${share}% of those messaged, version A to the rest.`;
  return `Version B went to ${formatCount(b)} of the ${formatCount(a + b)} messaged (${Math.round((b / (a + b)) * 100)}%; ${share}% asked for), version A to ${formatCount(a)}.`;
}

/** The came-back range of a comparison in words for the interval bar's screen-reader label. */
export function rangeLabel(comparison: TGroupComparison): string {
  const { difference, low, high } = comparison.cameBack;
  return `Customers in every 100 who came back because of it: about ${signedPer100(difference)}, 95% range ${signedPer100(low)} to ${signedPer100(high)}. Zero is no difference.`;
}

/** How far the bars of these comparisons reach either side of zero, in customers per 100. */
export const furthestPer100 = (comparisons: TGroupComparison[]) =>
  Math.max(...comparisons.flatMap((c) => [Math.abs(c.cameBack.low), Math.abs(c.cameBack.high)])) * 100;
