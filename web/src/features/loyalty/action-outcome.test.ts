import type { TActionResult } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { describe, expect, it } from 'vitest';
import { ACTION_TITLES, actionOutcome } from './action-outcome.ts';

const result = (overrides: Partial<TActionResult>) =>
  ({
    actionId: 'a1',
    kind: 'visit',
    changes: [],
    warnings: [],
    replayed: false,
    standing: {},
    ...overrides,
  }) as TActionResult;

describe('actionOutcome', () => {
  it('names what happened and keeps the server’s words for what changed', () => {
    expect(actionOutcome(result({ kind: 'purchase', changes: ['+12 points', 'Stamp 1 of 3'] }))).toEqual({
      tone: 'success',
      kind: 'purchase',
      changes: ['+12 points', 'Stamp 1 of 3'],
      warnings: [],
      replayed: false,
    });
    expect(appEn[ACTION_TITLES.purchase]).toBe('Purchase recorded');
    expect(appEn[ACTION_TITLES.redeem]).toBe('Reward redeemed');
    expect(appEn[ACTION_TITLES.reversal]).toBe('Last action undone');
  });

  it('says when the answer repeats a request already counted', () => {
    expect(actionOutcome(result({ replayed: true }))).toMatchObject({ kind: 'visit', replayed: true });
  });

  it('warns when a guard held the stamp back, the visit still recorded: the server says which lines are warnings', () => {
    const held = 'Pas de tampon sur Carte café : le prochain pourra être donné dans 10 minutes';
    expect(actionOutcome(result({ changes: ['+5 points', held], warnings: [held] }))).toEqual({
      tone: 'warning',
      kind: 'visit',
      changes: ['+5 points'],
      warnings: [held],
      replayed: false,
    });
    expect(actionOutcome(result({ changes: ['Stamp 2 of 10'] })).tone).toBe('success');
  });
});
