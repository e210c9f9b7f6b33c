import type { TActionResult, TCustomerStanding } from '@regulars/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, signedIn } from '../test/render.tsx';
import { CheckinPage } from './checkin.tsx';

const CUSTOMER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function standing(points: number): TCustomerStanding {
  return {
    customer: {
      id: CUSTOMER_ID,
      uniqueCustomerId: 'CUS000007',
      firstName: 'Dana',
      lastName: 'Scully',
      phone: '+14155550199',
      email: null,
      totalPoints: points,
      lifetimePointsEarned: points,
      totalVisits: 0,
    },
    programs: [],
    rewards: [],
    lastAction: null,
    multipliers: null,
    categoryBonuses: [],
    status: null,
  };
}

const purchased = (points: number): TActionResult => ({
  actionId: '00000000-0000-4000-8000-000000000001',
  kind: 'purchase',
  changes: [`+${points} points`],
  warnings: [],
  replayed: false,
  standing: standing(points),
});

describe('/checkin: recording a purchase', () => {
  it('retries a failed purchase with the same request key, and sends the next purchase with a new one', async () => {
    const sent: { idempotencyKey: string; amount: number }[] = [];
    mockApi({
      'GET /api/me': signedIn(),
      [`GET /api/customers/${CUSTOMER_ID}/standing`]: () => ({ status: 200, body: standing(0) }),
      [`POST /api/customers/${CUSTOMER_ID}/purchases`]: (init) => {
        sent.push(JSON.parse(String(init?.body)));
        if (sent.length === 1) return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try again' } } };
        return { status: 201, body: purchased(sent.length === 2 ? 12 : 17) };
      },
    });
    renderAt(`/checkin?customer=${CUSTOMER_ID}`, <CheckinPage />, '/checkin');
    expect(await screen.findByText('Dana Scully')).toBeTruthy();
    expect(screen.getByText('No active programs yet')).toBeTruthy();
    const amount = screen.getByLabelText('Purchase amount');
    const record = screen.getByRole('button', { name: 'Record purchase' });

    fireEvent.change(amount, { target: { value: '12.50' } });
    fireEvent.click(record);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');

    fireEvent.click(record);
    const result = await screen.findByTestId('action-result');
    await waitFor(() => expect(within(result).getByText('+12 points')).toBeTruthy());
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.amount).toBe(12.5);

    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(record);
    await waitFor(() => expect(within(screen.getByTestId('action-result')).getByText('+17 points')).toBeTruthy());
    expect(sent[2]?.amount).toBe(5);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it("refuses a bad amount with the contract's message and sends nothing", async () => {
    const api = mockApi({
      'GET /api/me': signedIn(),
      [`GET /api/customers/${CUSTOMER_ID}/standing`]: () => ({ status: 200, body: standing(0) }),
    });
    renderAt(`/checkin?customer=${CUSTOMER_ID}`, <CheckinPage />, '/checkin');
    await screen.findByText('Dana Scully');
    fireEvent.change(screen.getByLabelText('Purchase amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record purchase' }));
    expect(await screen.findByText('The amount must be more than $0')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
