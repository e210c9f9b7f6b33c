import { DEFAULT_MONEY, type TCampaignLift, type TGroupComparison, type TMoney } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../../lib/app-words.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { formatAmountIn, formatCountIn, formatPercent } from '../../../lib/format-number.ts';

/** A share as customers in every 100, as a number: whole numbers, one decimal below 1 (0.4 more is not 0 more). */
function per100Value(share: number): number {
  const n = Math.abs(share * 100);
  return n > 0 && n < 1 ? Math.round(n * 10) / 10 : Math.round(n);
}

/** A share as customers in every 100: whole numbers, one decimal below 1 (0.4 more is not 0 more). */
export function per100(share: number, locale = 'en-US'): string {
  return formatCountIn(per100Value(share), locale);
}

/** A signed share in every 100, for a range that may cross zero ('−2'). */
export function signedPer100(share: number, locale = 'en-US'): string {
  const text = per100(share, locale);
  return share < 0 && per100Value(share) !== 0 ? `−${text}` : text;
}

/** A window day (YYYY-MM-DD on the business's calendar) in a sentence: 'December 8, 2026' ('8 décembre 2026'). */
export const windowDay = (day: string, words: TAppWords = APP_ENGLISH_WORDS) =>
  formatLongDate(`${day}T12:00:00Z`, 'UTC', words.locale);

/** Who would settle an open comparison: a campaign's recipients, an automation's customers. */
type TWho = 'customers' | 'recipients';

const SETTLE_KEYS = {
  customers: { open: 'campaigns.lift.settleCustomers', over: 'campaigns.lift.settledCustomers' },
  recipients: { open: 'campaigns.lift.settleRecipients', over: 'campaigns.lift.settledRecipients' },
} as const;

/**
 * A messaged group against its control in the owner's words. Conclusive: 'About 6 more customers in every 100 came
 * back because of this campaign (95% range: 2 to 10)'. While the range crosses zero: 'Not conclusive yet: about 1,560
 * more recipients would settle it' (`who` names them: a campaign's recipients, an automation's customers), with the
 * difference so far in `sofar` (empty once conclusive). Once `over` (the window has closed), 'would have settled it'.
 * `cause` is in the user's language, as `words` are.
 */
export function comparisonHeadline(
  comparison: TGroupComparison,
  cause: string,
  { over = false, who = 'customers' }: { over?: boolean; who?: TWho } = {},
  words: TAppWords = APP_ENGLISH_WORDS,
): { title: string; sofar: string; conclusive: boolean } {
  const { t, locale } = words;
  const { difference, low, high, conclusive, moreRecipients } = comparison.cameBack;
  const signed = (share: number) => signedPer100(share, locale);
  const range = t('campaigns.lift.range', { from: signed(low), to: signed(high) });
  if (conclusive) {
    const more = difference > 0;
    const title = more
      ? t('campaigns.lift.more', { count: per100Value(difference), cause, range })
      : t('campaigns.lift.fewer', {
          count: per100Value(difference),
          cause,
          range: t('campaigns.lift.rangeFewer', { from: per100(high, locale), to: per100(low, locale) }),
        });
    return { title, sofar: '', conclusive };
  }
  const title =
    moreRecipients === null
      ? t(over ? 'campaigns.lift.alikeOver' : 'campaigns.lift.alike')
      : t(SETTLE_KEYS[who][over ? 'over' : 'open'], { count: moreRecipients });
  return { title, sofar: t('campaigns.lift.sofar', { n: signed(difference), range }), conclusive };
}

/** A campaign's lift in the owner's words (comparisonHeadline), with when its window ends or ended as the detail. */
export function liftHeadline(
  lift: TCampaignLift,
  /** What caused it, in the sentence: 'this campaign', or an A/B test's 'version B'. */
  cause?: string,
  words: TAppWords = APP_ENGLISH_WORDS,
): { title: string; detail: string; conclusive: boolean } {
  const { title, sofar, conclusive } = comparisonHeadline(
    lift,
    cause ?? words.t('campaigns.lift.causeCampaign'),
    { over: lift.windowOver, who: 'recipients' },
    words,
  );
  const window = windowLine(lift, words);
  return { title, detail: sofar ? `${sofar} ${window}` : window, conclusive };
}

/** When the window ends, or ended. */
export function windowLine(lift: TCampaignLift, words: TAppWords = APP_ENGLISH_WORDS): string {
  const values = { days: formatCountIn(lift.windowDays, words.locale), date: windowDay(lift.windowEndsOn, words) };
  return words.t(lift.windowOver ? 'campaigns.lift.windowClosed' : 'campaigns.lift.windowOpen', values);
}

/**
 * 'About $2.30 more spent per customer (95% range: −$0.50 to $5.10)'; null while a group is too small to tell or
 * nobody has a purchase amount in the window (a range of $0.00 to $0.00 says nothing).
 */
export function spendLine(
  comparison: TGroupComparison,
  money: TMoney = DEFAULT_MONEY,
  words: TAppWords = APP_ENGLISH_WORDS,
): string | null {
  if (!comparison.spend) return null;
  if (comparison.message.spendPerCustomer === 0 && comparison.control.spendPerCustomer === 0) return null;
  const { difference, low, high } = comparison.spend;
  const amount = (n: number) => formatAmountIn(n, money);
  const signed = (n: number) => (n < 0 ? `−${amount(-n)}` : amount(n));
  const values = { amount: amount(Math.abs(difference)), low: signed(low), high: signed(high) };
  return words.t(difference >= 0 ? 'campaigns.lift.spendMore' : 'campaigns.lift.spendLess', values);
}

/** '31.5%' ('31,5 %' in French) of a group that came back. */
export function cameBackRate(
  group: { customers: number; cameBack: number },
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  if (group.customers === 0) return '—';
  return formatPercent((group.cameBack / group.customers) * 100, 1, words.locale);
}

/** How many of those messaged each version went to. */
type TVariantCounts = Record<'a' | 'b', { messaged: number }>;

/**
 * Who got which version: the real counts once known (a random split of 18 at 50% may well be 7 and 11), else the share
 * asked for.
 */
export function abSplit(share: number, variants: TVariantCounts | null, words: TAppWords = APP_ENGLISH_WORDS): string {
  const { t, locale } = words;
  const percent = (n: number) => formatPercent(n, undefined, locale);
  if (!variants) return t('campaigns.lift.splitAsked', { share: percent(share) });
  const a = variants.a.messaged;
  const b = variants.b.messaged;
  if (a + b === 0) return t('campaigns.lift.splitPlanned', { share: percent(share) });
  const count = (n: number) => formatCountIn(n, locale);
  return t('campaigns.lift.splitCounts', {
    a: count(a),
    b: count(b),
    total: count(a + b),
    percent: percent(Math.round((b / (a + b)) * 100)),
    share: percent(share),
  });
}

/** The came-back range of a comparison in words for the interval bar's screen-reader label. */
export function rangeLabel(comparison: TGroupComparison, words: TAppWords = APP_ENGLISH_WORDS): string {
  const { difference, low, high } = comparison.cameBack;
  const signed = (share: number) => signedPer100(share, words.locale);
  return words.t('campaigns.lift.rangeLabel', { n: signed(difference), low: signed(low), high: signed(high) });
}

/** How far the bars of these comparisons reach either side of zero, in customers per 100. */
export const furthestPer100 = (comparisons: TGroupComparison[]) =>
  Math.max(...comparisons.flatMap((c) => [Math.abs(c.cameBack.low), Math.abs(c.cameBack.high)])) * 100;
