import type { TLedgerEntry } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { ledgerAmount, ledgerChanges, ledgerTone } from './ledger-labels.ts';

const entry = (over: Partial<TLedgerEntry>): TLedgerEntry => ({
  id: 'e1',
  kind: 'earn',
  programName: 'Coffee Card',
  amount: null,
  currency: null,
  points: 0,
  stamps: 0,
  rewardName: null,
  staffName: 'Ann',
  locationName: null,
  note: null,
  multipliers: null,
  reversed: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

describe('ledgerChanges', () => {
  it('says what an earn changed: points, a stamp, a purchase toward a free item', () => {
    expect(ledgerChanges(entry({ points: 12 }))).toEqual(['+12 points']);
    expect(ledgerChanges(entry({ points: 1 }))).toEqual(['+1 point']);
    expect(ledgerChanges(entry({ stamps: 1 }), 'stamp_card')).toEqual(['+1 stamp']);
    expect(ledgerChanges(entry({ stamps: 1 }), 'free_item')).toEqual(['+1 purchase']);
  });

  it('names the reward a completed card earned', () => {
    expect(ledgerChanges(entry({ stamps: -9, rewardName: 'Free latte' }), 'stamp_card')).toEqual([
      'Card complete',
      'Reward earned: Free latte',
    ]);
    expect(ledgerChanges(entry({ stamps: -4, rewardName: 'Free bagel' }), 'free_item')).toEqual([
      'Purchases complete',
      'Reward earned: Free bagel',
    ]);
    expect(ledgerChanges(entry({ rewardName: '10% off' }), 'rebate_code')).toEqual(['Reward earned: 10% off']);
  });

  it('words the heads, bonuses, redemptions, expiries and undos', () => {
    expect(ledgerChanges(entry({ kind: 'enrol' }))).toEqual(['Joined the program']);
    expect(ledgerChanges(entry({ kind: 'welcome_bonus', points: 20 }))).toEqual(['+20 welcome points']);
    expect(ledgerChanges(entry({ kind: 'visit', programName: null }))).toEqual(['Visit']);
    expect(ledgerChanges(entry({ kind: 'purchase', amount: 12.5 }))).toEqual(['Purchase']);
    expect(ledgerChanges(entry({ kind: 'redeem', points: -50, rewardName: 'Coffee' }))).toEqual([
      '−50 points',
      'Redeemed: Coffee',
    ]);
    expect(ledgerChanges(entry({ kind: 'redeem', rewardName: 'Free latte' }))).toEqual(['Redeemed: Free latte']);
    expect(ledgerChanges(entry({ kind: 'expire', points: -30 }))).toEqual(['30 points expired']);
    expect(ledgerChanges(entry({ kind: 'expire', stamps: -1 }), 'stamp_card')).toEqual(['1 stamp expired']);
    expect(ledgerChanges(entry({ kind: 'expire', rewardName: 'Free latte' }))).toEqual(['Reward expired: Free latte']);
    expect(ledgerChanges(entry({ kind: 'reversal', points: -12 }))).toEqual(['Undone', '−12 points']);
    expect(ledgerChanges(entry({ kind: 'adjust', points: 1_500 }))).toEqual(['+1,500 points']);
  });
});

describe('ledgerTone and ledgerAmount', () => {
  it('colours gains, spending and undos apart', () => {
    expect(ledgerTone(entry({ points: 5 }))).toBe('gain');
    expect(ledgerTone(entry({ kind: 'redeem', points: -5 }))).toBe('spend');
    expect(ledgerTone(entry({ kind: 'reversal', points: -5 }))).toBe('undo');
    expect(ledgerTone(entry({ kind: 'visit' }))).toBe('neutral');
  });

  it('shows a purchase amount in dollars, and nothing without one', () => {
    expect(ledgerAmount({ amount: 12.5 })).toBe('$12.50');
    expect(ledgerAmount({ amount: 1234 })).toBe('$1,234.00');
    expect(ledgerAmount({ amount: null })).toBeNull();
    // A row keeps the currency it was recorded in; the business's locale writes it.
    expect(ledgerAmount({ amount: 12.5, currency: 'EUR' }, { currency: 'EUR', locale: 'en-IE' })).toBe('€12.50');
    expect(ledgerAmount({ amount: 10, currency: 'USD' }, { currency: 'EUR', locale: 'en-IE' })).toBe('US$10.00');
  });
});
