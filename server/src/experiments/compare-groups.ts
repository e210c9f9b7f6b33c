import type { TGroupComparison, TLiftGroup } from '@regulars/contracts';
import { newcombeDifference, recipientsToSettle, sampleOf, type TSums, welchDifference } from './lift-stats.ts';

/**
 * One group's sums over its outcome window: customers, those who came back (a visit or purchase), their spend and its
 * squares (for Welch's interval), and the points they redeemed.
 */
export type TGroupOutcome = { n: number; back: number; spend: number; spendSq: number; points: number };

/**
 * A messaged group against the control group (a campaign's, a variant's, an automation's): each group's outcome per
 * customer, the came-back difference with Newcombe's interval and, while it crosses zero, how many more recipients
 * would settle it, and the spend difference with Welch's. Null while either group is empty.
 */
export function compareGroups(message: TGroupOutcome, control: TGroupOutcome): TGroupComparison | null {
  if (message.n === 0 || control.n === 0) return null;
  const share = newcombeDifference(message.back, message.n, control.back, control.n);
  const conclusive = share.low > 0 || share.high < 0;
  const sums = (g: TGroupOutcome): TSums => ({ n: g.n, sum: g.spend, sumOfSquares: g.spendSq });
  const spend = welchDifference(sampleOf(sums(message)), sampleOf(sums(control)));
  const group = (g: TGroupOutcome): TLiftGroup => ({
    customers: g.n,
    cameBack: g.back,
    spendPerCustomer: g.spend / g.n,
    pointsRedeemedPerCustomer: g.points / g.n,
  });
  return {
    message: group(message),
    control: group(control),
    cameBack: {
      ...share,
      conclusive,
      moreRecipients: conclusive
        ? 0
        : recipientsToSettle({ x1: message.back, n1: message.n, x2: control.back, n2: control.n }),
    },
    spend: spend ? { difference: spend.difference, low: spend.low, high: spend.high } : null,
  };
}
