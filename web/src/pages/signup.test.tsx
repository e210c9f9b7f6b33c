import { proposedMoney } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, seededTiers, TIER_IDS } from '../test/render.tsx';
import { SignupPage } from './signup.tsx';

function setup(path = '/signup', extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers } }),
    'GET /api/auth-config': () => ({ status: 200, body: { googleEnabled: false, appUrlIsLoopback: false } }),
    ...extra,
  });
  renderSignup(path);
  return fetchMock;
}

function renderSignup(path: string) {
  renderRoutes(
    <>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </>,
    path,
  );
}

const createButton = () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
const submit = () => fireEvent.click(createButton());
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/signup form', () => {
  it('shows the password hint and preselects Free', async () => {
    setup();
    expect(screen.getByText('Minimum 6 characters')).toBeTruthy();
    // Before the tiers answer, a placeholder of the chooser's shape stands in for it.
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeTruthy();
    const free = await screen.findByRole('radio', { name: 'Free' });
    expect((free as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('status', { name: 'Loading plans' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).toBeNull();
  });

  it('preselects the tier from ?tier=', async () => {
    setup(`/signup?tier=${TIER_IDS.pro}`);
    const pro = await screen.findByRole('radio', { name: 'Pro' });
    expect((pro as HTMLInputElement).checked).toBe(true);
  });

  it('requires company name, email and password before calling the server', async () => {
    const fetchMock = setup();
    await screen.findByRole('radio', { name: 'Free' });
    // Validation runs through the form library, which answers a moment after the click.
    const alertSays = (text: string) => waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    submit();
    await alertSays('Company name is required');
    type('Company Name', 'Blue Door Coffee');
    submit();
    await alertSays('Email is required');
    type('Email', 'owner@example.com');
    submit();
    await alertSays('Password is required');
    type('Password', '12345');
    submit();
    await alertSays('Password must be at least 6 characters');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/signup'))).toBe(false);
  });

  it('shows the server message in a red box and re-enables the form', async () => {
    setup('/signup', {
      'POST /api/signup': () => ({
        status: 409,
        body: { error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' } },
      }),
    });
    await screen.findByRole('radio', { name: 'Free' });
    type('Company Name', 'Blue Door Coffee');
    type('Email', 'owner@example.com');
    type('Password', 'secret123');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists'),
    );
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the chosen tier and goes where the server says', async () => {
    let sent: unknown;
    setup('/signup', {
      'POST /api/signup': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { redirectTo: '/dashboard' } };
      },
      'GET /api/me': () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Agency' }));
    type('Company Name', '  Blue Door Coffee ');
    type('Email', 'owner@example.com');
    type('Password', 'secret123');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sent).toEqual({
      companyName: 'Blue Door Coffee',
      email: 'owner@example.com',
      password: 'secret123',
      tierId: TIER_IDS.agency,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // The browser's language proposes the business's money (issue 35).
      ...proposedMoney(navigator.language),
    });
  });

  it('offers Google sign-up only when it is enabled', async () => {
    mockApi({
      'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers } }),
      'GET /api/auth-config': () => ({ status: 200, body: { googleEnabled: true, appUrlIsLoopback: false } }),
    });
    renderSignup('/signup');
    expect(await screen.findByRole('button', { name: 'Sign up with Google' })).toBeTruthy();
  });

  it('keeps Create Account disabled and busy until the plans arrive; a submit in between does nothing', async () => {
    let releaseTiers = () => {};
    const tiersArrive = new Promise<void>((resolve) => {
      releaseTiers = resolve;
    });
    const api = mockApi({
      'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers } }),
      'GET /api/auth-config': () => ({ status: 200, body: { googleEnabled: false, appUrlIsLoopback: false } }),
      'POST /api/signup': () => ({ status: 201, body: { redirectTo: '/dashboard' } }),
      'GET /api/me': () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }),
    });
    // The same answers, but /api/tiers only once the test says so (a slow server under load).
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/tiers')) await tiersArrive;
      return api(input, init);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignup('/signup');
    type('Company Name', 'Blue Door Coffee');
    type('Email', 'owner@example.com');
    type('Password', 'secret123');

    const button = createButton();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(
      screen.getByRole('status', { name: 'Loading plans' }).getAttribute('id'),
    );
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    // Whatever the submit set off has run once React's work and the pending promises are flushed.
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/signup'))).toBe(false);

    releaseTiers();
    expect(((await screen.findByRole('radio', { name: 'Free' })) as HTMLInputElement).checked).toBe(true);
    expect(createButton().disabled).toBe(false);
    expect(createButton().getAttribute('aria-busy')).toBeNull();
    expect(createButton().getAttribute('aria-describedby')).toBeNull();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    const signupCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/signup'));
    expect(JSON.parse(String(signupCall?.[1]?.body)).tierId).toBe(TIER_IDS.free);
  });

  it('says plainly when the plans cannot load, keeps the button disabled, and tries again', async () => {
    let tiersUp = false;
    setup('/signup', {
      'GET /api/tiers': () =>
        tiersUp
          ? { status: 200, body: { tiers: seededTiers } }
          : { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Database unavailable' } } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('We could not load the plans. Try again');
    expect(createButton().disabled).toBe(true);
    expect(createButton().getAttribute('aria-busy')).toBeNull();
    tiersUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('radio', { name: 'Free' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(createButton().disabled).toBe(false);
  });
});
