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

  it('asks an account with two-step sign-in for its code, says a wrong one, then signs in', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/login': () => ({ status: 200, body: { secondStep: true } }),
      'POST /api/login/second-step': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return body.code === '123456'
          ? { status: 200, body: makeMe() }
          : {
              status: 401,
              body: {
                error: {
                  code: 'INVALID_CREDENTIALS',
                  message: 'That code did not work. Enter the newest code from your authenticator app.',
                },
              },
            };
      },
    });
    renderLogin();
    type('Email', 'owner@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your authenticator app');
    expect(sent).toHaveLength(0);

    type('Code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code did not work. Enter the newest code from your authenticator app.'),
    ).toBeTruthy();
    type('Code', '123 456');
    fireEvent.click(screen.getByLabelText('Don’t ask for a code on this device for 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sent).toEqual([
      { kind: 'app', code: '654321', trustDevice: false },
      { kind: 'app', code: '123456', trustDevice: true },
    ]);
  });

  it('takes a recovery code instead, and sends an expired step back to the password', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/login': () => ({ status: 200, body: { secondStep: true } }),
      'POST /api/login/second-step': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return {
          status: 400,
          body: {
            error: { code: 'INVALID_TOKEN', message: 'This sign-in took too long. Sign in again with your password.' },
          },
        };
      },
    });
    renderLogin();
    type('Email', 'owner@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    type('Recovery code', ' abcde-12345 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This sign-in took too long. Sign in again with your password.')).toBeTruthy();
    expect(sent).toEqual([{ kind: 'recovery', code: 'abcde-12345', trustDevice: false }]);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});
