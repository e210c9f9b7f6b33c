import type { TActionResult } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { actionOutcome } from './action-outcome.ts';

const result = (overrides: Partial<TActionResult>) =>
  ({ actionId: 'a1', kind: 'visit', changes: [], replayed: false, standing: {}, ...overrides }) as TActionResult;

describe('actionOutcome', () => {
  it('names what happened and keeps the server’s words for what changed', () => {
    expect(actionOutcome(result({ kind: 'purchase', changes: ['+12 points', 'Stamp 1 of 3'] }))).toEqual({
      tone: 'success',
      title: 'Purchase recorded',
      changes: ['+12 points', 'Stamp 1 of 3'],
      warnings: [],
      replayed: false,
    });
    expect(
      actionOutcome(result({ kind: 'redeem' })).tone === 'success' && actionOutcome(result({ kind: 'redeem' })),
    ).toMatchObject({ title: 'Reward redeemed' });
    expect(actionOutcome(result({ kind: 'reversal' }))).toMatchObject({ title: 'Last action undone' });
  });

  it('says when the answer repeats a request already counted', () => {
    expect(actionOutcome(result({ replayed: true }))).toMatchObject({ title: 'Visit recorded', replayed: true });
  });

  it('warns when a guard held the stamp back, the visit still recorded', () => {
    const held = ['+5 points', 'No stamp on Coffee card: the next one can be given in 10 minutes'];
    expect(actionOutcome(result({ changes: held }))).toEqual({
      tone: 'warning',
      title: 'Visit recorded',
      changes: ['+5 points'],
      warnings: ['No stamp on Coffee card: the next one can be given in 10 minutes'],
      replayed: false,
    });
    expect(actionOutcome(result({ changes: ['Stamp 2 of 10'] })).tone).toBe('success');
  });
});
