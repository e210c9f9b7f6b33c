import { DEFAULT_MONEY, type TLedgerEntry, type TMoney, type TProgramType } from '@regulars/contracts';
import { formatAmountIn, formatCountOf } from '../../../lib/format-number.ts';

const signed = (n: number, one: string, many: string) => `${n > 0 ? '+' : '−'}${formatCountOf(Math.abs(n), one, many)}`;

/** What a stamp is called in a program: a stamp on a card, a purchase toward a free item. */
function stampWords(type: TProgramType | undefined): [string, string] {
  return type === 'free_item' ? ['purchase', 'purchases'] : ['stamp', 'stamps'];
}

/**
 * What one ledger row changed, in words a person reads at a glance ('+12 points', '+1 stamp', 'Reward earned: Free
 * latte'). `programType` names a program's stamps (purchases toward a free item); without it they are stamps.
 */
export function ledgerChanges(entry: TLedgerEntry, programType?: TProgramType): string[] {
  const [one, many] = stampWords(programType);
  const points = entry.points !== 0 ? signed(entry.points, 'point', 'points') : null;
  const reward = entry.rewardName;
  switch (entry.kind) {
    case 'enrol':
      return ['Joined the program'];
    case 'welcome_bonus':
      return [
        entry.points > 0 ? `+${formatCountOf(entry.points, 'welcome point', 'welcome points')}` : 'Welcome bonus',
      ];
    case 'visit':
      return ['Visit'];
    case 'purchase':
      return ['Purchase'];
    case 'earn': {
      const parts = points ? [points] : [];
      // A completed card goes back to its start: its stamps became the reward.
      if (entry.stamps > 0) parts.push(signed(entry.stamps, one, many));
      else if (entry.stamps < 0 && reward)
        parts.push(programType === 'free_item' ? 'Purchases complete' : 'Card complete');
      if (reward) parts.push(`Reward earned: ${reward}`);
      return parts.length > 0 ? parts : ['Earned'];
    }
    case 'redeem':
      return [...(points ? [points] : []), reward ? `Redeemed: ${reward}` : 'Redeemed'];
    case 'adjust': {
      const parts = [...(points ? [points] : []), ...(entry.stamps !== 0 ? [signed(entry.stamps, one, many)] : [])];
      return parts.length > 0 ? parts : ['Adjusted'];
    }
    case 'expire': {
      const parts: string[] = [];
      if (entry.points < 0) parts.push(`${formatCountOf(-entry.points, 'point', 'points')} expired`);
      if (entry.stamps < 0) parts.push(`${formatCountOf(-entry.stamps, one, many)} expired`);
      if (reward) parts.push(`Reward expired: ${reward}`);
      return parts.length > 0 ? parts : ['Expired'];
    }
    case 'opening_balance': {
      const parts = [...(points ? [points] : []), ...(entry.stamps !== 0 ? [signed(entry.stamps, one, many)] : [])];
      return [`Opening balance${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`];
    }
    case 'refund': {
      const parts = ['Refunded at the till'];
      if (points) parts.push(points);
      if (entry.stamps !== 0) parts.push(signed(entry.stamps, one, many));
      return parts;
    }
    case 'reversal': {
      const parts = ['Undone'];
      if (points) parts.push(points);
      if (entry.stamps !== 0) parts.push(signed(entry.stamps, one, many));
      if (reward) parts.push(`Reward taken back: ${reward}`);
      return parts;
    }
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
 * changed currency) and the business's locale; null where a row has none.
 */
export function ledgerAmount(
  entry: Pick<TLedgerEntry, 'amount'> & { currency?: string | null },
  money: TMoney = DEFAULT_MONEY,
): string | null {
  if (entry.amount === null) return null;
  return formatAmountIn(entry.amount, { currency: entry.currency ?? money.currency, locale: money.locale });
}
