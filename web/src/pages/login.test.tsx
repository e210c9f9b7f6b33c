import { SSO_MESSAGES } from '@regulars/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, mockApi, renderRoutes } from '../test/render.tsx';
import { LoginPage } from './login.tsx';

function renderLogin(path = '/login') {
  renderRoutes(
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
    </>,
    path,
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

describe('/login → single sign-on', () => {
  // The provider's sign-in page, as the server answers it: an address of this document, so jsdom can go there.
  const providerPage = () => `${window.location.origin}${window.location.pathname}#provider-sign-in`;
  afterEach(() => window.history.replaceState(null, '', window.location.pathname));

  it('switches to the work email, goes to the provider, and stays busy while the page leaves', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/auth/sso/start': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return body.email === 'sam@nowhere.example'
          ? { status: 404, body: { error: { code: 'NOT_FOUND', message: SSO_MESSAGES.notSetUp } } }
          : { status: 200, body: { url: providerPage() } };
      },
    });
    renderLogin();
    type('Email', 'sam@harbourlane.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }));

    const email = (await screen.findByLabelText('Work email')) as HTMLInputElement;
    expect(email.value).toBe('sam@harbourlane.com');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(email));

    type('Work email', '');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_MESSAGES.emailRequired);

    type('Work email', 'sam@nowhere.example');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SSO_MESSAGES.notSetUp));

    type('Work email', 'sam@harbourlane.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.hash).toBe('#provider-sign-in'));
    expect(sent).toEqual([{ email: 'sam@nowhere.example' }, { email: 'sam@harbourlane.com' }]);
    const busy = screen.getByRole('button', { name: 'Opening your provider...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the password with the email typed', async () => {
    mockApi({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }));
    type('Work email', 'sam@harbourlane.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a password instead' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('sam@harbourlane.com');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.queryByLabelText('Work email')).toBeNull();
  });

  it('says why the provider’s return did not sign in, at once, until the next attempt', async () => {
    mockApi({ 'POST /api/auth/sso/start': () => ({ status: 200, body: { url: providerPage() } }) });
    renderLogin('/login?sso=notMember');
    expect(screen.getByRole('alert').textContent).toBe(SSO_MESSAGES.notMember);
    expect(screen.getByLabelText('Work email')).toBeTruthy();

    type('Work email', 'sam@harbourlane.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says a reason it does not know as a failed sign-in', () => {
    mockApi({});
    renderLogin('/login?sso=whatever');
    expect(screen.getByRole('alert').textContent).toBe(SSO_MESSAGES.failed);
  });

  it('sends an account refused single sign-on for its own two steps to its password', () => {
    mockApi({});
    renderLogin('/login?sso=notAllowed');
    expect(screen.getByRole('alert').textContent).toBe(SSO_MESSAGES.notAllowed);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Work email')).toBeNull();
  });
});
