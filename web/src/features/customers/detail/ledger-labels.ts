import {
  DEFAULT_MONEY,
  type TAppMessageKey,
  type TLedgerEntry,
  type TMoney,
  type TProgramType,
} from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../../lib/app-words.tsx';
import { formatAmountIn } from '../../../lib/format-number.ts';

type TStampKeys = { signed: TAppMessageKey; expired: TAppMessageKey; complete: TAppMessageKey };

/** What a stamp is called in a program: a stamp on a card, a purchase toward a free item. */
function stampKeys(type: TProgramType | undefined): TStampKeys {
  return type === 'free_item'
    ? {
        signed: 'customerDetail.change.purchases',
        expired: 'customerDetail.change.purchasesExpired',
        complete: 'customerDetail.change.purchasesComplete',
      }
    : {
        signed: 'customerDetail.change.stamps',
        expired: 'customerDetail.change.stampsExpired',
        complete: 'customerDetail.change.cardComplete',
      };
}

/**
 * What one ledger row changed, in words a person reads at a glance ('+12 points', '+1 stamp', 'Reward earned: Free
 * latte'), from the row's numbers; the reward's name is the business's own. `programType` names a program's stamps
 * (purchases toward a free item); without it they are stamps.
 */
export function ledgerChanges(
  entry: TLedgerEntry,
  programType?: TProgramType,
  { t }: TAppWords = APP_ENGLISH_WORDS,
): string[] {
  const keys = stampKeys(programType);
  const signed = (key: TAppMessageKey, n: number) => t(key, { sign: n > 0 ? '+' : '−', count: Math.abs(n) });
  const points = entry.points !== 0 ? signed('customerDetail.change.points', entry.points) : null;
  const stamps = entry.stamps !== 0 ? signed(keys.signed, entry.stamps) : null;
  const both = [points, stamps].filter((part): part is string => part !== null);
  const reward = entry.rewardName;
  switch (entry.kind) {
    case 'enrol':
      return [t('customerDetail.change.joined')];
    case 'welcome_bonus':
      return [
        entry.points > 0
          ? t('customerDetail.change.welcomePoints', { count: entry.points })
          : t('customerDetail.change.welcomeBonus'),
      ];
    case 'visit':
      return [t('customerDetail.change.visit')];
    case 'purchase':
      return [t('customerDetail.change.purchase')];
    case 'earn': {
      const parts = points ? [points] : [];
      // A completed card goes back to its start: its stamps became the reward.
      if (entry.stamps > 0 && stamps) parts.push(stamps);
      else if (entry.stamps < 0 && reward) parts.push(t(keys.complete));
      if (reward) parts.push(t('customerDetail.change.rewardEarned', { reward }));
      return parts.length > 0 ? parts : [t('customerDetail.change.earned')];
    }
    case 'redeem':
      return [
        ...(points ? [points] : []),
        reward ? t('customerDetail.change.redeemedReward', { reward }) : t('customerDetail.change.redeemed'),
      ];
    case 'adjust':
      return both.length > 0 ? both : [t('customerDetail.change.adjusted')];
    case 'expire': {
      const parts: string[] = [];
      if (entry.points < 0) parts.push(t('customerDetail.change.pointsExpired', { count: -entry.points }));
      if (entry.stamps < 0) parts.push(t(keys.expired, { count: -entry.stamps }));
      if (reward) parts.push(t('customerDetail.change.rewardExpired', { reward }));
      return parts.length > 0 ? parts : [t('customerDetail.change.expired')];
    }
    case 'opening_balance':
      return [
        both.length > 0
          ? t('customerDetail.change.openingBalanceOf', { changes: both.join(', ') })
          : t('customerDetail.change.openingBalance'),
      ];
    case 'refund':
      return [t('customerDetail.change.refunded'), ...both];
    case 'reversal':
      return [
        t('customerDetail.change.undone'),
        ...both,
        ...(reward ? [t('customerDetail.change.rewardTakenBack', { reward })] : []),
      ];
  }
}

/** The tone of a row's change: gains green, spending and losses grey, taking back amber. */
export function ledgerTone(entry: TLedgerEntry): 'gain' | 'spend' | 'undo' | 'neutral' {
  if (entry.kind === 'reversal' || entry.kind === 'refund') return 'undo';
  if (entry.kind === 'redeem' || entry.kind === 'expire') return 'spend';
  if (entry.points > 0 || entry.stamps > 0 || (entry.kind === 'earn' && entry.rewardName)) return 'gain';
  return 'neutral';
}

/**
 * '$12.99' for a purchase's amount, in the currency it was recorded in (an older row keeps its own after the business
 * changed currency), written in `money`'s locale (the page passes the reader's); null where a row has none.
 */
export function ledgerAmount(
  entry: Pick<TLedgerEntry, 'amount'> & { currency?: string | null },
  money: TMoney = DEFAULT_MONEY,
): string | null {
  if (entry.amount === null) return null;
  return formatAmountIn(entry.amount, { currency: entry.currency ?? money.currency, locale: money.locale });
}
