import { describe, expect, it } from 'vitest';
import { subscriptionStatusBadge } from './subscription-status.ts';

describe('subscriptionStatusBadge', () => {
  it("shows 'trial' as 'Trial'", () => {
    expect(subscriptionStatusBadge('trial')).toEqual({ label: 'Trial', tone: 'blue' });
  });

  it('colours active green and canceled red', () => {
    expect(subscriptionStatusBadge('active')).toEqual({ label: 'Active', tone: 'green' });
    expect(subscriptionStatusBadge('canceled')).toEqual({ label: 'Canceled', tone: 'red' });
  });

  it('gives any other value a neutral style', () => {
    expect(subscriptionStatusBadge('past_due')).toEqual({ label: 'Past Due', tone: 'neutral' });
    expect(subscriptionStatusBadge('')).toEqual({ label: 'Unknown', tone: 'neutral' });
  });
});
