import { PORTAL_MESSAGES } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render.tsx';
import { CustomerLoginPage } from './login.tsx';

function renderLogin() {
  renderRoutes(
    <>
      <Route path="/customer/login" element={<CustomerLoginPage />} />
      <Route path="/customer/dashboard" element={<p>customer dashboard</p>} />
    </>,
    '/customer/login',
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const logIn = () => screen.getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
const refusal = (status: number, code: string, message: string) => () => ({
  status,
  body: { error: { code, message } },
});

describe('/customer/login', () => {
  // The page asks whose address it is on (issue 53): the platform's unless a test says otherwise (unknown calls 404).
  beforeEach(() => mockApi({}));
  afterEach(() => vi.restoreAllMocks());

  it('formats the phone, keeps only PIN digits, and enables Log In once both are filled', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Customer Portal' })).toBeTruthy();
    expect(screen.getByText('Enter your 4-6 digit PIN')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(logIn().disabled).toBe(true);
    type('Phone number', '4155550142');
    expect(field('Phone number').value).toBe('(415) 555-0142');
    expect(logIn().disabled).toBe(true);
    type('PIN', '48a21999');
    expect(field('PIN').value).toBe('482199');
    expect(field('PIN').type).toBe('password');
    expect(logIn().disabled).toBe(false);
    type('PIN', '');
    expect(logIn().disabled).toBe(true);
  });

  it('signs in and goes to the dashboard', async () => {
    let sent: unknown;
    mockApi({
      'POST /api/portal/login': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { status: 'signed_in', choices: [] } };
      },
    });
    renderLogin();
    type('Phone number', '4155550142');
    type('PIN', '4821');
    fireEvent.click(logIn());
    expect(await screen.findByText('customer dashboard')).toBeTruthy();
    // The browser's country goes with the phone: a number typed without its code is read there.
    expect(sent).toEqual({ phone: '(415) 555-0142', pin: '4821', region: 'US' });
  });

  it.each([
    [404, 'NOT_FOUND', PORTAL_MESSAGES.phoneNotFound, PORTAL_MESSAGES.phoneNotFound],
    [403, 'FORBIDDEN', PORTAL_MESSAGES.portalDisabled, PORTAL_MESSAGES.portalDisabled],
    [401, 'UNAUTHENTICATED', PORTAL_MESSAGES.invalidPin, PORTAL_MESSAGES.invalidPin],
    // A lock offers the way out: a texted code.
    [429, 'RATE_LIMITED', PORTAL_MESSAGES.locked, `${PORTAL_MESSAGES.locked} Forgot PIN?`],
  ])('shows the %i refusal in the alert and lets the customer try again', async (status, code, message, shown) => {
    mockApi({ 'POST /api/portal/login': refusal(status, code, message) });
    renderLogin();
    type('Phone number', '4155550142');
    type('PIN', '1111');
    fireEvent.click(logIn());
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(logIn().disabled).toBe(false);
  });

  it("falls back to 'Failed to log in' when the server fails", async () => {
    mockApi({ 'POST /api/portal/login': refusal(500, 'INTERNAL', 'Internal error') });
    renderLogin();
    type('Phone number', '4155550142');
    type('PIN', '1111');
    fireEvent.click(logIn());
    expect((await screen.findByRole('alert')).textContent).toBe(PORTAL_MESSAGES.failed);
  });

  it('lets a phone known to two businesses choose one', async () => {
    let chosen: unknown;
    mockApi({
      'POST /api/portal/login': () => ({
        status: 200,
        body: {
          status: 'choose',
          choices: [
            { customerId: '00000000-0000-4000-8000-000000000001', businessName: 'Blue Door Coffee' },
            { customerId: '00000000-0000-4000-8000-000000000002', businessName: 'Green Leaf Salon' },
          ],
        },
      }),
      'POST /api/portal/choose': (init) => {
        chosen = JSON.parse(String(init?.body));
        return { status: 200, body: { status: 'signed_in', choices: [] } };
      },
    });
    renderLogin();
    type('Phone number', '4155550142');
    type('PIN', '4821');
    fireEvent.click(logIn());
    expect(await screen.findByRole('heading', { name: 'Choose a business' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Green Leaf Salon/ }));
    expect(await screen.findByText('customer dashboard')).toBeTruthy();
    expect(chosen).toEqual({ customerId: '00000000-0000-4000-8000-000000000002' });
  });

  it('resets a forgotten PIN with the texted code, then signs in', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/portal/pin-reset/request': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: { ok: true } };
      },
      'POST /api/portal/pin-reset/confirm': (init) => {
        const body = JSON.parse(String(init?.body)) as { code: string };
        sent.push(body);
        return body.code === '123456'
          ? { status: 200, body: { status: 'signed_in', choices: [] } }
          : refusal(400, 'BAD_REQUEST', PORTAL_MESSAGES.codeInvalid)();
      },
    });
    renderLogin();
    type('Phone number', '4155550142');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot PIN?' }));
    expect(screen.getByRole('heading', { name: 'Reset your PIN' })).toBeTruthy();
    expect(field('Phone number').value).toBe('(415) 555-0142');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(PORTAL_MESSAGES.codeSent)).toBeTruthy();

    type('Code', '654321');
    type('New PIN', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PORTAL_MESSAGES.newPinLength);

    type('New PIN', '2468');
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN and log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PORTAL_MESSAGES.codeInvalid));

    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN and log in' }));
    expect(await screen.findByText('customer dashboard')).toBeTruthy();
    expect(sent).toEqual([
      { phone: '(415) 555-0142', region: 'US' },
      { phone: '(415) 555-0142', code: '654321', pin: '2468', region: 'US' },
      { phone: '(415) 555-0142', code: '123456', pin: '2468', region: 'US' },
    ]);
  });

  it("explains 'Contact your business' in a dialog", async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Contact your business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact your business' });
    expect(dialog.textContent).toContain('Ask at the counter');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy());
  });

  it("speaks the browser's language, its refusals and checks too, and keeps a number typed in Spain as typed", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
    const { t } = translatorFor('es');
    let sent: unknown;
    mockApi({
      'POST /api/portal/login': (init) => {
        sent = JSON.parse(String(init?.body));
        return refusal(401, 'INVALID_CREDENTIALS', PORTAL_MESSAGES.invalidPin)();
      },
    });
    // Its catalogue arrives as a file of its own: the screen waits for it (React settles that inside act).
    await act(async () => renderLogin());
    expect(await screen.findByRole('heading', { name: t('portalIn.title') })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText(t('portalIn.pinHint'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('common.backToHome') })).toBeTruthy();
    const logInEs = () => screen.getByRole('button', { name: t('portalIn.logIn') }) as HTMLButtonElement;
    type(t('portalIn.phone'), '612 34 56 78');
    expect(field(t('portalIn.phone')).value).toBe('612 34 56 78');
    expect(field(t('portalIn.phone')).placeholder).toBe('');
    type(t('portalIn.pin'), '4821');
    fireEvent.click(logInEs());
    expect((await screen.findByRole('alert')).textContent).toBe(t('portalRefusal.invalidPin'));
    expect(sent).toEqual({ phone: '612 34 56 78', pin: '4821', region: 'ES' });
    // Nothing English is left on the screen the customer reads.
    for (const english of ['Customer Portal', 'Log In', 'Forgot PIN?', 'Phone number', 'Back to Home']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('shows the platform’s logo once the server says this is the platform’s address', async () => {
    renderLogin();
    expect((await screen.findByRole('link', { name: 'Regulars' })).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('host-company-mark')).toBeNull();
  });

  it('on a business’s own domain is that business’s page: its mark, its language, its name as the tab’s title', async () => {
    const { t } = translatorFor('fr');
    mockApi({
      'GET /api/public/host-brand': () => ({
        status: 200,
        body: {
          name: 'Café Bleu',
          brand: { brandColor: '#0f766e', bandColor: '#0f766e', logo: null, whiteLabel: true },
          language: 'fr',
        },
      }),
    });
    await act(async () => renderLogin());
    expect((await screen.findByTestId('host-company-mark')).textContent).toContain('Café Bleu');
    expect(await screen.findByRole('heading', { name: t('portalIn.title') })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Café Bleu');
    // Its root is this page: no way "home", and never the platform's name.
    expect(screen.queryByRole('link', { name: t('common.backToHome') })).toBeNull();
    expect(screen.queryByText('Regulars')).toBeNull();
  });
});
