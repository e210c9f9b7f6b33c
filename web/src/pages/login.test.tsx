import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, renderRoutes } from '../test/render.tsx';
import { LoginPage } from './login.tsx';

function renderLogin() {
  renderRoutes(
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
    </>,
    '/login',
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/login', () => {
  it('has the links of the spec', () => {
    mockApi({
      'GET /api/auth-config': () => ({ status: 200, body: { googleEnabled: false, appUrlIsLoopback: false } }),
    });
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('requires email and password', async () => {
    mockApi({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email and password are required');
  });

  it('shows the server message and re-enables the form', async () => {
    mockApi({
      'POST /api/login': () => ({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } },
      }),
    });
    renderLogin();
    type('Email', 'owner@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a super admin to /admin/dashboard', async () => {
    mockApi({
      'POST /api/login': () => ({ status: 200, body: makeMe({ isSuperAdmin: true, business: null, tenant: null }) }),
    });
    renderLogin();
    type('Email', 'admin@example.com');
    type('Password', 'admin-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'));
  });

  it('sends a business user to /dashboard', async () => {
    mockApi({ 'POST /api/login': () => ({ status: 200, body: makeMe() }) });
    renderLogin();
    type('Email', 'owner@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });
});
