import type { TProgramStanding, TStampCount } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';

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
export function summaryFigures(
  customer: TCustomerTotals,
  programs: TProgramStanding[] | null,
  words: TAppWords = APP_ENGLISH_WORDS,
): TSummaryFigure[] {
  const { t, locale } = words;
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
    ...(showPoints ? [{ label: t('counter.figure.points'), value: customer.totalPoints }] : []),
    ...cards.map((card) => ({
      label: cards.length > 1 ? card.programName : t('counter.figure.stamps'),
      value: t('counter.stampsValue', {
        current: formatCountIn(card.current, locale),
        required: formatCountIn(card.required, locale),
      }),
    })),
    { label: t('counter.figure.visits'), value: customer.totalVisits },
  ];
}
