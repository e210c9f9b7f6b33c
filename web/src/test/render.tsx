import type { TMe, TTier } from '@regulars/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => { status: number; body?: unknown };

/** Replaces fetch with a table of 'METHOD /path' handlers; unknown calls answer 404. */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    const { status, body } = handler
      ? handler(init)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** GET /api/me for a signed-in user: business screens key their data by the user's business. */
export const signedIn =
  (me: TMe = makeMe()) =>
  () => ({ status: 200, body: me });

export const unauthenticated = () => ({
  status: 401,
  body: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } },
});

export function makeTier(overrides: Partial<TTier> & Pick<TTier, 'id' | 'name' | 'priceMonthly'>): TTier {
  return {
    stripePriceId: null,
    maxCustomers: 50,
    maxPrograms: 1,
    maxSmsMonthly: 50,
    initialCredits: 0,
    creditCostSms: 1,
    creditCostEmail: 1,
    features: {
      maxSeats: 1,
      maxLocations: 1,
      mailchimp: false,
      tills: false,
      multipliers: false,
      statusTiers: false,
      referrals: false,
      whiteLabel: false,
      prioritySupport: false,
      api: false,
      apiRequestsPerSecond: null,
      apiBurst: null,
      clients: false,
      maxClients: 0,
    },
    ...overrides,
  };
}

/** Tier ids are UUIDs, as the API's (the sign-up form checks the chosen tier's id with the API's schema). */
export const TIER_IDS = {
  free: '00000000-0000-4000-8000-00000000f4ee',
  pro: '00000000-0000-4000-8000-0000000000b0',
  agency: '00000000-0000-4000-8000-0000000a9e7c',
} as const;

export const seededTiers: TTier[] = [
  makeTier({
    id: TIER_IDS.agency,
    name: 'Agency',
    priceMonthly: 149,
    maxCustomers: -1,
    maxPrograms: -1,
    maxSmsMonthly: 5000,
  }),
  makeTier({ id: TIER_IDS.free, name: 'Free', priceMonthly: 0 }),
  makeTier({ id: TIER_IDS.pro, name: 'Pro', priceMonthly: 49, maxCustomers: 500, maxPrograms: 3, maxSmsMonthly: 500 }),
];

export function makeMe(overrides: Partial<TMe> = {}): TMe {
  return {
    user: { id: 'user-1', email: 'owner@example.com', name: 'Owner', language: null },
    language: 'en',
    isSuperAdmin: false,
    business: {
      id: 'user-1',
      companyName: 'Blue Door Coffee',
      email: 'owner@example.com',
      subscriptionStatus: 'trial',
      currency: 'USD',
      locale: 'en-US',
      country: 'US',
      tierId: TIER_IDS.free,
      tierName: 'Free',
      tenantId: 'tenant-1',
      isTenantAdmin: true,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    tenant: { id: 'tenant-1', companyName: 'Blue Door Coffee' },
    isTenantAdmin: true,
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders routes inside a fresh query client and a memory router at `path`. */
export function renderRoutes(routes: ReactNode, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {/* As the app's: a screen may wait for code or its words (lib/words.tsx). */}
        <Suspense fallback={null}>
          <Routes>{routes}</Routes>
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

export function renderAt(path: string, element: ReactNode, routePath = path.split('?')[0] ?? path) {
  return renderRoutes(<Route path={routePath} element={element} />, path);
}
