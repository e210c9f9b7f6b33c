import type { TCustomerStatus } from '@regulars/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusProgress } from './status-progress.tsx';

const silver: TCustomerStatus = {
  tier: { id: 't2', name: 'Silver', factor: 1.5 },
  basis: 'points',
  measure: 120,
  next: { name: 'Gold', threshold: 200, remaining: 80 },
  keepsUntil: null,
  windowText: 'in the last 12 months',
  window: 'rolling',
  windowMonths: 12,
};

describe('StatusProgress', () => {
  it('shows the tier, what it earns, the window’s count and what is left to the next tier', () => {
    render(<StatusProgress status={silver} />);
    expect(screen.getByText('Silver status')).toBeTruthy();
    expect(screen.getByText('×1.5 points')).toBeTruthy();
    expect(screen.getByText('120 points in the last 12 months')).toBeTruthy();
    expect(screen.getByText('80 points to Gold')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress to Gold' }).getAttribute('aria-valuenow')).toBe('60');
  });

  it('says so at the top, and the day a lapsed tier is kept until, to staff and to the customer', () => {
    const top = { ...silver, next: null, keepsUntil: '2027-01-12T12:00:00.000Z' };
    const { unmount } = render(<StatusProgress status={top} timeZone="UTC" />);
    expect(screen.getByText('Top tier: nothing more to reach')).toBeTruthy();
    expect(screen.getByText(/^Keeps Silver until .*12.*2027, unless they qualify again\.$/)).toBeTruthy();
    unmount();
    render(<StatusProgress status={top} timeZone="UTC" reader="customer" />);
    expect(screen.getByText(/^You keep Silver until .*, unless you qualify again\.$/)).toBeTruthy();
  });

  it('shows a customer below the first tier what is left to reach it, without a multiplier', () => {
    render(
      <StatusProgress
        status={{
          ...silver,
          tier: null,
          basis: 'visits',
          measure: 1,
          next: { name: 'Regular', threshold: 3, remaining: 2 },
        }}
        reader="customer"
      />,
    );
    expect(screen.getByText('No status tier yet')).toBeTruthy();
    expect(screen.getByText('1 visit in the last 12 months')).toBeTruthy();
    expect(screen.getByText('2 visits to Regular')).toBeTruthy();
    expect(screen.queryByText(/points$/)).toBeNull();
  });
});
