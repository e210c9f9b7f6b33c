import { createTranslator, type TLedgerEntry } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ledgerChanges } from './ledger-labels.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

const entry = (over: Partial<TLedgerEntry>): TLedgerEntry => ({
  id: 'e1',
  kind: 'earn',
  programName: 'Carte café',
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

describe('ledgerChanges in French', () => {
  it('says each change from its numbers, the reward by its own name', () => {
    expect(ledgerChanges(entry({ points: 12 }), undefined, french)).toEqual(['+12 points']);
    expect(ledgerChanges(entry({ points: 1 }), undefined, french)).toEqual(['+1 point']);
    expect(ledgerChanges(entry({ stamps: 1 }), 'stamp_card', french)).toEqual(['+1 tampon']);
    expect(ledgerChanges(entry({ stamps: 2 }), 'free_item', french)).toEqual(['+2 achats']);
    expect(ledgerChanges(entry({ stamps: -9, rewardName: 'Latte offert' }), 'stamp_card', french)).toEqual([
      'Carte complète',
      'Récompense obtenue : Latte offert',
    ]);
    expect(ledgerChanges(entry({ kind: 'visit', programName: null }), undefined, french)).toEqual(['Visite']);
    expect(ledgerChanges(entry({ kind: 'expire', points: -30 }), undefined, french)).toEqual(['30 points expirés']);
    expect(ledgerChanges(entry({ kind: 'reversal', points: -12 }), undefined, french)).toEqual([
      'Annulation',
      '−12 points',
    ]);
    expect(ledgerChanges(entry({ kind: 'adjust', points: 1_500 }), undefined, french)[0]).toMatch(/^\+1\s500 points$/);
    expect(ledgerChanges(entry({ kind: 'opening_balance', points: 40, stamps: 3 }), 'stamp_card', french)).toEqual([
      'Solde initial : +40 points, +3 tampons',
    ]);
  });
});
