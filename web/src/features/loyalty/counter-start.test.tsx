import type { TTillSaleToClaim } from '@regulars/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { CounterStart } from './counter-start.tsx';

const sale = (id: string): TTillSaleToClaim => ({
  id,
  provider: 'square',
  amount: 9,
  currency: 'USD',
  receiptNumber: null,
  occurredAt: '2026-01-05T20:42:00.000Z',
  locationName: null,
  claimableUntil: '2026-01-12T20:42:00.000Z',
});

describe('CounterStart', () => {
  it('says how many till sales wait for their customer, and what to do', async () => {
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/till-sales': () => ({ status: 200, body: { sales: [sale('a'), sale('b')] } }),
    });
    renderAt('/checkin', <CounterStart canScan={false} />);

    const note = await screen.findByTestId('till-sales-waiting');
    expect(note.textContent).toBe(
      '2 till sales are waiting for their customer. Find the customer, then add the sale to them.',
    );
    expect(screen.getByText("Who's at the counter?")).toBeTruthy();
  });

  it('says nothing of the till when no sale waits', async () => {
    const api = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/till-sales': () => ({ status: 200, body: { sales: [] } }),
    });
    const { queryClient } = renderAt('/checkin', <CounterStart canScan={false} />);

    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url) === '/api/till-sales')).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('till-sales-waiting')).toBeNull();
    expect(screen.getByText("Who's at the counter?")).toBeTruthy();
  });
});
