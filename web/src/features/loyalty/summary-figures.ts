import type { TProgramStanding, TStampCount } from '@regulars/contracts';
import { stampText } from '../../lib/stamp-text.ts';

export type TSummaryFigure = { label: string; value: number | string };

type TCustomerTotals = {
  totalPoints: number;
  lifetimePointsEarned?: number;
  totalVisits: number;
  stamps?: TStampCount[];
};

/**
 * The totals beside the customer at the counter: points only where the business runs a points program (or the
 * customer ever earned some), each stamp card as '7 of 10', then visits. Before the standing arrives, the row the
 * customer was picked from says what it can.
 */
export function summaryFigures(customer: TCustomerTotals, programs: TProgramStanding[] | null): TSummaryFigure[] {
  const cards = programs
    ? programs
        .filter((p) => p.type === 'stamp_card')
        .map((p) => ({ programName: p.name, current: p.stampsCurrent, required: p.stampsRequired }))
    : (customer.stamps ?? []);
  const showPoints =
    customer.totalPoints > 0 ||
    (customer.lifetimePointsEarned ?? 0) > 0 ||
    (programs?.some((p) => p.type === 'points') ?? false);
  return [
    ...(showPoints ? [{ label: 'Points', value: customer.totalPoints }] : []),
    ...cards.map((card) => ({
      label: cards.length > 1 ? card.programName : 'Stamps',
      value: stampText(card, false),
    })),
    { label: 'Visits', value: customer.totalVisits },
  ];
}
