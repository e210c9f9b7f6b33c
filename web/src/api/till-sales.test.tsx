import type { TActionResult, TTillSalesToClaim } from '@regulars/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, signedIn } from '../test/render.tsx';
import { CounterDeviceScope } from './counter-device-scope.ts';
import { queryKeys } from './query-keys.ts';
import { useClaimTillSale, useTillSalesToClaim } from './till-sales.ts';

const CUSTOMER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const SCOPE = makeMe().business!.id;

const waiting: TTillSalesToClaim = {
  sales: [
    {
      id: 'sale-1',
      provider: 'square',
      amount: 9,
      currency: 'USD',
      receiptNumber: 'AB12',
      occurredAt: '2026-01-05T20:42:00.000Z',
      locationName: null,
      claimableUntil: '2026-01-12T20:42:00.000Z',
    },
  ],
};

const claimed: TActionResult = {
  actionId: '00000000-0000-4000-8000-000000000001',
  kind: 'purchase',
  changes: ['+9 points'],
  warnings: [],
  replayed: false,
  standing: {
    customer: {
      id: CUSTOMER_ID,
      uniqueCustomerId: 'CUS000007',
      firstName: 'Maya',
      lastName: null,
      phone: null,
      email: null,
      totalPoints: 9,
      lifetimePointsEarned: 9,
      totalVisits: 0,
    },
    programs: [],
    rewards: [],
    lastAction: null,
    multipliers: null,
    categoryBonuses: [],
    status: null,
  },
};

function setUp(device: string | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <CounterDeviceScope value={device}>{children}</CounterDeviceScope>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const refetchIntervalOf = (queryClient: QueryClient, scope: string) =>
  queryClient.getQueryCache().find({ queryKey: queryKeys.tillSales(scope) })?.observers[0]?.options.refetchInterval;

describe('useTillSalesToClaim', () => {
  it("reads the business's waiting sales and asks again every 30 s for a signed-in team member", async () => {
    mockApi({ 'GET /api/me': signedIn(), 'GET /api/till-sales': () => ({ status: 200, body: waiting }) });
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => useTillSalesToClaim(), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual(waiting));
    expect(refetchIntervalOf(queryClient, SCOPE)).toBe(30_000);
  });

  it('does not poll on a counter device, whose every read keeps the staff shift open', async () => {
    mockApi({ 'GET /api/till-sales': () => ({ status: 200, body: waiting }) });
    const { queryClient, wrapper } = setUp('device:d1');
    const { result } = renderHook(() => useTillSalesToClaim(), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual(waiting));
    expect(refetchIntervalOf(queryClient, 'device:d1')).toBe(false);
  });
});

describe('useClaimTillSale', () => {
  it('posts the customer, puts their new standing in the cache and takes the sale off the list', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/me': signedIn(),
      'GET /api/till-sales': () => ({ status: 200, body: bodies.length > 0 ? { sales: [] } : waiting }),
      'POST /api/till-sales/sale-1/claim': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 201, body: claimed };
      },
    });
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => ({ list: useTillSalesToClaim(), claim: useClaimTillSale() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.sales).toHaveLength(1));

    await act(() => result.current.claim.mutateAsync({ saleId: 'sale-1', customerId: CUSTOMER_ID }));

    expect(bodies).toEqual([{ customerId: CUSTOMER_ID }]);
    expect(queryClient.getQueryData(queryKeys.customerStanding(SCOPE, CUSTOMER_ID, null))).toEqual(claimed.standing);
    await waitFor(() => expect(result.current.list.data?.sales).toEqual([]));
  });
});
