import type { TCustomer, TMe } from '@regulars/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './api/query-client.ts';
import { AppRoutes } from './app.tsx';
import { makeMe } from './test/render.tsx';

const SECRET = 'Alice Cached';

const userA = makeMe({
  user: { id: 'user-a', email: 'a@example.test', name: 'A', language: null },
  business: { ...makeMe().business!, id: 'business-a', companyName: 'A Co', email: 'a@example.test' },
});
const userB = makeMe({
  user: { id: 'user-b', email: 'b@example.test', name: 'B', language: null },
  business: { ...makeMe().business!, id: 'business-b', companyName: 'B Co', email: 'b@example.test' },
});

const alice: TCustomer = {
  id: 'customer-1',
  uniqueCustomerId: 'CUS000001',
  firstName: 'Alice',
  lastName: 'Cached',
  email: null,
  phone: null,
  birthday: null,
  totalPoints: 0,
  lifetimePointsEarned: 0,
  totalVisits: 0,
  optedInSms: true,
  optedInEmail: true,
  portalEnabled: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  memberSince: null,
};

/**
 * A fake server with a session: answers as the signed-in user's business, 401 without one. Every request is
 * recorded with the business it was answered for.
 */
function fakeServer(start: TMe) {
  const server = { session: start as TMe | null, requests: [] as { path: string; business: string | null }[] };
  const customersOf: Record<string, TCustomer[]> = { 'business-a': [alice], 'business-b': [] };
  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${pathname}`;
      const me = server.session;
      server.requests.push({ path: pathname, business: me?.business?.id ?? null });
      if (key === 'GET /api/auth-config') return json(200, { googleEnabled: false, appUrlIsLoopback: false });
      if (key === 'POST /api/login') {
        const { email } = JSON.parse(String(init?.body)) as { email: string };
        server.session = email === userB.user.email ? userB : userA;
        return json(200, server.session);
      }
      if (!me) return json(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } });
      switch (key) {
        case 'GET /api/me':
          return json(200, me);
        case 'POST /api/logout':
          server.session = null;
          return json(204);
        case 'GET /api/customers': {
          const customers = customersOf[me.business?.id ?? ''] ?? [];
          const rows = customers.map((c) => ({ ...c, stamps: [] }));
          return json(200, {
            customers: rows,
            hasPointsProgram: true,
            total: rows.length,
            totalCapped: false,
            page: 1,
            limit: 25,
          });
        }
        case 'GET /api/dashboard/stats':
          return json(200, {
            totalCustomers: 0,
            newCustomersThisMonth: 0,
            activePrograms: 0,
            transactions: 0,
            smsUsageThisMonth: 0,
            smsLimit: 50,
            emailsSent: 0,
            emailOpenRate: 0,
          });
        default:
          return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
    }),
  );
  return server;
}

/** The whole app, with the app's own query client, at `path`. */
function renderApp(path: string): QueryClient {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Records whether A's customer is ever on screen from now on, even for a single render. */
function watchScreen() {
  let shown = false;
  const check = () => {
    if (document.body.textContent?.includes(SECRET)) shown = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  check();
  return () => {
    observer.disconnect();
    return shown;
  };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

async function signInAsBAndOpenCustomers() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: userB.user.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: /Welcome, B Co/ });
  fireEvent.click(nav().getByRole('link', { name: 'Customers' }));
  await screen.findByText('No customers yet');
}

/** Nothing of A's is left in the cache: no key in A's business, no cached answer that mentions A's customer. */
function cachedOfA(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((q) => q.queryKey.includes('business-a') || JSON.stringify(q.state.data ?? null).includes(SECRET))
    .map((q) => q.queryKey);
}

// The app loads each screen when its route opens; load these once up front so the first render is not timed on it.
beforeAll(async () => {
  await Promise.all([
    import('./features/layout/app-shell.tsx'),
    import('./pages/customers.tsx'),
    import('./pages/dashboard.tsx'),
    import('./pages/login.tsx'),
  ]);
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

describe('the query cache between two users of one tab', () => {
  it("after A signs out and B signs in, none of A's data is requested or shown", async () => {
    const server = fakeServer(userA);
    const queryClient = renderApp('/customers');
    expect((await screen.findAllByText(SECRET)).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const switchedAt = server.requests.length;
    const stopWatching = watchScreen();
    await signInAsBAndOpenCustomers();

    expect(stopWatching()).toBe(false);
    expect(cachedOfA(queryClient)).toEqual([]);
    const after = server.requests.slice(switchedAt).filter((r) => r.path === '/api/customers');
    expect(after.map((r) => r.business)).toEqual(['business-b']);
  });

  it("when A's session ends elsewhere, B signing in here sees none of A's data", async () => {
    const server = fakeServer(userA);
    const queryClient = renderApp('/customers');
    expect((await screen.findAllByText(SECRET)).length).toBeGreaterThan(0);

    // Signed out in another tab: this one learns it from its next request.
    server.session = null;
    fireEvent.click(nav().getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const switchedAt = server.requests.length;
    const stopWatching = watchScreen();
    await signInAsBAndOpenCustomers();

    expect(stopWatching()).toBe(false);
    expect(cachedOfA(queryClient)).toEqual([]);
    await waitFor(() =>
      expect(
        server.requests
          .slice(switchedAt)
          .filter((r) => r.path === '/api/customers')
          .map((r) => r.business),
      ).toEqual(['business-b']),
    );
  });
});
