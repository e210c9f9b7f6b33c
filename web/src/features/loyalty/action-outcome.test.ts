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
});
