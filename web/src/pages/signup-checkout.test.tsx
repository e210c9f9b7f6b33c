import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_FAILED } from '../features/auth/index.ts';
import { mockApi, renderRoutes, seededTiers } from '../test/render.tsx';
import { SignupPage } from './signup.tsx';

describe('/signup on a paid tier', () => {
  it('when checkout cannot start: shows the message, then goes to /dashboard after 2 s', async () => {
    mockApi({
      'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers } }),
      'GET /api/auth-config': () => ({ status: 200, body: { googleEnabled: false, appUrlIsLoopback: false } }),
      'POST /api/signup': () => ({ status: 201, body: { redirectTo: '/dashboard', checkoutFailed: true } }),
      'GET /api/me': () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }),
    });
    renderRoutes(
      <>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </>,
      '/signup',
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Pro' }));
    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Blue Door' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    const started = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_FAILED);
    expect(CHECKOUT_FAILED).toBe('Failed to redirect to checkout. You can upgrade from your dashboard.');
    expect(screen.getByTestId('location').textContent).toBe('/signup');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });
});
