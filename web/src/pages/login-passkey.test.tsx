import { PASSKEY_MESSAGES, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, renderRoutes } from '../test/render.tsx';
import { LoginPage } from './login.tsx';

type THandler = (init: RequestInit | undefined) => { status: number; body?: unknown };

const config = (passkeys: boolean) => () => ({
  status: 200,
  body: { googleEnabled: false, appUrlIsLoopback: false, passkeys },
});
const refusal = (status: number, code: string, message: string) => () => ({
  status,
  body: { error: { code, message } },
});
const challenge = () => ({ status: 200, body: { options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } } });
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/**
 * The browser's WebAuthn, as the device would answer (@simplewebauthn/browser calls navigator.credentials.get): a
 * signed challenge, or the person's cancel.
 */
function deviceAnswers(answer: 'signs' | 'cancels') {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const get = vi.fn(async () => {
    if (answer === 'cancels') throw new DOMException('The operation was cancelled.', 'NotAllowedError');
    return {
      id: 'cred-1',
      rawId: bytes('cred-1'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        authenticatorData: bytes('data'),
        clientDataJSON: bytes('{}'),
        signature: bytes('sig'),
        userHandle: bytes('user-1'),
      },
      getClientExtensionResults: () => ({}),
    };
  });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
  return get;
}

async function renderLogin(routes: Record<string, THandler>, { french = false } = {}) {
  if (french) {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
  }
  const fetchMock = mockApi(routes);
  await act(async () => {
    renderRoutes(
      <>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </>,
      '/login',
    );
  });
  return fetchMock;
}

const alertSays = (text: string) => waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));

describe('signing in with a passkey', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'credentials');
    vi.restoreAllMocks();
  });

  it('is not offered where the server cannot take passkeys', async () => {
    await renderLogin({ 'GET /api/auth-config': config(false) });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs in with the device’s passkey and goes to the app', async () => {
    const get = deviceAnswers('signs');
    let sent: unknown;
    await renderLogin({
      'GET /api/auth-config': config(true),
      'POST /api/login/passkey/options': challenge,
      'POST /api/login/passkey': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: makeMe() };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(get).toHaveBeenCalledOnce();
    expect(sent).toMatchObject({ response: { id: 'cred-1', type: 'public-key' } });
  });

  it('says the server’s refusal in the red box', async () => {
    deviceAnswers('signs');
    await renderLogin({
      'GET /api/auth-config': config(true),
      'POST /api/login/passkey/options': challenge,
      'POST /api/login/passkey': refusal(401, 'INVALID_CREDENTIALS', PASSKEY_MESSAGES.notRecognised),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(PASSKEY_MESSAGES.notRecognised);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect((screen.getByRole('button', { name: 'Sign in with a passkey' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the person cancels the device’s prompt, or the browser has no passkeys', async () => {
    deviceAnswers('cancels');
    await renderLogin({ 'GET /api/auth-config': config(true), 'POST /api/login/passkey/options': challenge });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(PASSKEY_MESSAGES.cancelled);

    vi.unstubAllGlobals();
    mockApi({ 'GET /api/auth-config': config(true), 'POST /api/login/passkey/options': challenge });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(PASSKEY_MESSAGES.notSupported);
  });

  it('says a refusal in the visitor’s language (French)', async () => {
    deviceAnswers('signs');
    await renderLogin(
      {
        'GET /api/auth-config': config(true),
        'POST /api/login/passkey/options': refusal(503, 'UNAVAILABLE', PASSKEY_MESSAGES.unavailable),
      },
      { french: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter avec une clé d’accès' }));
    await alertSays(
      'Les clés d’accès exigent que ce serveur ait un nom de domaine. Adressez-vous à l’opérateur de la plateforme.',
    );
  });

  it('finishes the second step with a passkey', async () => {
    deviceAnswers('signs');
    await renderLogin({
      'GET /api/auth-config': config(true),
      'POST /api/login': () => ({ status: 200, body: { secondStep: true } }),
      'POST /api/login/second-step/passkey/options': challenge,
      'POST /api/login/second-step/passkey': () => ({ status: 200, body: makeMe() }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it('sends a second step that took too long back to the password', async () => {
    deviceAnswers('signs');
    await renderLogin({
      'GET /api/auth-config': config(true),
      'POST /api/login': () => ({ status: 200, body: { secondStep: true } }),
      'POST /api/login/second-step/passkey/options': refusal(401, 'INVALID_TOKEN', TWO_STEP_MESSAGES.expired),
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    await alertSays(TWO_STEP_MESSAGES.expired);
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
  });
});
