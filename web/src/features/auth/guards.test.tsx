import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { noteSignedIn } from '../../api/session-hint.ts';
import { portalDashboardOf } from '../../test/portal-dashboard.ts';
import { makeMe, mockApi, renderRoutes, unauthenticated } from '../../test/render.tsx';
import { CustomerGuard, Guard } from './guards.tsx';

const portalDashboard = portalDashboardOf();

function routes() {
  return (
    <>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/admin/dashboard" element={<p>admin page</p>} />
      <Route path="/customer/login" element={<p>customer login</p>} />
      <Route element={<Guard access="business" />}>
        <Route path="/customers" element={<p>customers page</p>} />
      </Route>
      <Route element={<Guard access="super-admin" />}>
        <Route path="/admin/tenants" element={<p>tenants page</p>} />
      </Route>
      <Route element={<Guard access="home" />}>
        <Route path="/" element={<p>landing page</p>} />
      </Route>
      <Route element={<CustomerGuard />}>
        <Route path="/customer/dashboard" element={<p>customer dashboard</p>} />
      </Route>
    </>
  );
}

describe('Guard', () => {
  afterEach(() => noteSignedIn(false));

  it("shows 'Loading...' while the session loads, then sends anonymous visitors to /login", async () => {
    mockApi({ 'GET /api/me': unauthenticated });
    renderRoutes(routes(), '/customers');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('lets a business user into business routes but not admin routes', async () => {
    mockApi({ 'GET /api/me': () => ({ status: 200, body: makeMe() }) });
    renderRoutes(routes(), '/admin/tenants');
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it('draws the landing page at once for a browser that was never signed in, without asking for a session', () => {
    const fetchMock = mockApi({ 'GET /api/me': unauthenticated });
    renderRoutes(routes(), '/');
    expect(screen.getByText('landing page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-in super admin from the landing page to /admin/dashboard', async () => {
    noteSignedIn(true);
    mockApi({
      'GET /api/me': () => ({ status: 200, body: makeMe({ isSuperAdmin: true, business: null, tenant: null }) }),
    });
    renderRoutes(routes(), '/');
    expect(await screen.findByText('admin page')).toBeTruthy();
  });

  it('treats a failing session check as signed out', async () => {
    mockApi({ 'GET /api/me': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }) });
    renderRoutes(routes(), '/customers');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('sends a visitor without a portal session from the customer dashboard to the portal login', async () => {
    mockApi({ 'GET /api/portal/dashboard': unauthenticated });
    renderRoutes(routes(), '/customer/dashboard');
    expect(await screen.findByText('customer login')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/customer/login');
  });

  it('shows the customer dashboard with a portal session, whoever is signed in to the business app', async () => {
    const fetchMock = mockApi({ 'GET /api/portal/dashboard': () => ({ status: 200, body: portalDashboard }) });
    renderRoutes(routes(), '/customer/dashboard');
    expect(screen.getByText('customer dashboard')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('location').textContent).toBe('/customer/dashboard');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/portal/dashboard']);
  });
});
