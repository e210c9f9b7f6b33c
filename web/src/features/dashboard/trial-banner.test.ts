import { describe, expect, it } from 'vitest';
import { trialHeadline } from './trial-banner.tsx';

describe('the trial banner', () => {
  it('says how many days are left, or that the trial ended', () => {
    expect(trialHeadline('Pro', 14).title).toBe('14 days left in your trial of the Pro plan');
    expect(trialHeadline('Pro', 1).title).toBe('1 day left in your trial of the Pro plan');
    expect(trialHeadline('Pro', 0).title).toBe('Your trial has ended');
  });
});
