import type { TActionResult, TCustomerStanding, TLocationList } from '@regulars/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, signedIn } from '../../test/render.tsx';
import { CounterScreen } from './counter-screen.tsx';
import { PurchaseMultipliers } from './purchase-multipliers.tsx';

const CUSTOMER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const MAIN = '00000000-0000-4000-8000-00000000aaaa';

const places: TLocationList = {
  locations: [
    {
      id: MAIN,
      name: 'Main Street',
      address: null,
      timeZone: null,
      qrCodeCount: 0,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  limit: { max: 3, used: 1, planName: 'Pro' },
  businessTimeZone: null,
  canEdit: true,
};

const standing = (points: number, multipliers: TCustomerStanding['multipliers']): TCustomerStanding => ({
  customer: {
    id: CUSTOMER_ID,
    uniqueCustomerId: 'CUS000007',
    firstName: 'Dana',
    lastName: 'Scully',
    phone: null,
    email: null,
    totalPoints: points,
    lifetimePointsEarned: points,
    totalVisits: 0,
  },
  programs: [],
  rewards: [],
  lastAction: null,
  multipliers,
  categoryBonuses: [],
  status: null,
});

const chips = () =>
  within(screen.getByTestId('purchase-multipliers'))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('PurchaseMultipliers', () => {
  it('shows each multiplier that applies, and the total only when there are several', () => {
    const { rerender } = render(
      <PurchaseMultipliers multipliers={{ factor: 2, applied: [{ name: 'Happy hour', factor: 2 }] }} />,
    );
    expect(chips()).toEqual(['×2 Happy hour']);
    expect(screen.queryByTestId('purchase-multipliers-total')).toBeNull();

    rerender(
      <PurchaseMultipliers
        multipliers={{
          factor: 3,
          applied: [
            { name: 'Happy hour', factor: 2 },
            { name: 'Birthday week', factor: 1.5 },
          ],
        }}
      />,
    );
    expect(chips()).toEqual(['×2 Happy hour', '×1.5 Birthday week']);
    expect(screen.getByTestId('purchase-multipliers-total').textContent).toBe('×3 in all');
  });

  it('shows nothing when no multiplier applies', () => {
    render(<PurchaseMultipliers multipliers={null} />);
    expect(screen.queryByTestId('purchase-multipliers')).toBeNull();
  });
});

describe('the counter and its multipliers', () => {
  it("reads the standing at the counter's location, shows what a purchase gets there, and follows each answer", async () => {
    const purchased: TActionResult = {
      actionId: '00000000-0000-4000-8000-000000000001',
      kind: 'purchase',
      changes: ['+20 points (×2 Happy hour)'],
      warnings: [],
      replayed: false,
      // The happy hour ended meanwhile: the next purchase gets nothing extra.
      standing: standing(20, null),
    };
    const api = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/locations': () => ({ status: 200, body: places }),
      [`GET /api/customers/${CUSTOMER_ID}/standing`]: () => ({
        status: 200,
        body: standing(0, { factor: 2, applied: [{ name: 'Happy hour', factor: 2 }] }),
      }),
      [`POST /api/customers/${CUSTOMER_ID}/purchases`]: () => ({ status: 201, body: purchased }),
    });
    renderAt(`/checkin?customer=${CUSTOMER_ID}`, <CounterScreen />, '/checkin');

    await waitFor(() => expect(chips()).toEqual(['×2 Happy hour']));
    const reads = api.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/standing'));
    expect(reads.at(-1)).toBe(`/api/customers/${CUSTOMER_ID}/standing?locationId=${MAIN}`);

    fireEvent.change(screen.getByLabelText('Purchase amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record purchase' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('action-result')).getByText('+20 points (×2 Happy hour)')).toBeTruthy(),
    );
    expect(screen.queryByTestId('purchase-multipliers')).toBeNull();
    const sent = api.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(JSON.parse(String(sent?.body)).locationId).toBe(MAIN);
  });
});

describe('the counter and its category bonuses', () => {
  it('sends the bonuses ticked with the purchase, once, and offers none where there are none', async () => {
    const withBonuses = {
      ...standing(0, null),
      categoryBonuses: [{ category: 'Lattes', name: 'Lattes', factor: 1.5 }],
    };
    const purchased: TActionResult = {
      actionId: '00000000-0000-4000-8000-000000000002',
      kind: 'purchase',
      changes: ['+15 points (×1.5 Lattes)'],
      warnings: [],
      replayed: false,
      standing: { ...withBonuses, customer: { ...withBonuses.customer, totalPoints: 15 } },
    };
    const api = mockApi({
      'GET /api/me': signedIn(),
      'GET /api/locations': () => ({ status: 200, body: places }),
      [`GET /api/customers/${CUSTOMER_ID}/standing`]: () => ({ status: 200, body: withBonuses }),
      [`POST /api/customers/${CUSTOMER_ID}/purchases`]: () => ({ status: 201, body: purchased }),
    });
    renderAt(`/checkin?customer=${CUSTOMER_ID}`, <CounterScreen />, '/checkin');

    const lattes = await screen.findByRole('button', { name: 'Lattes ×1.5' });
    expect(lattes.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(lattes);
    expect(lattes.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Purchase amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record purchase' }));
    await waitFor(() => expect(screen.getByText('+15 points (×1.5 Lattes)')).toBeTruthy());
    const sent = api.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(JSON.parse(String(sent?.body))).toMatchObject({ amount: 10, categories: ['Lattes'] });
    // Ticked for that purchase only.
    expect(screen.getByRole('button', { name: 'Lattes ×1.5' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no choice when the business has no category bonus here', async () => {
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/locations': () => ({ status: 200, body: places }),
      [`GET /api/customers/${CUSTOMER_ID}/standing`]: () => ({ status: 200, body: standing(0, null) }),
    });
    renderAt(`/checkin?customer=${CUSTOMER_ID}`, <CounterScreen />, '/checkin');
    // The standing has come: its customer is on screen.
    await waitFor(() => expect(screen.getAllByText(/Scully/).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Record purchase' })).toBeTruthy();
    expect(screen.queryByTestId('category-bonuses')).toBeNull();
  });
});
