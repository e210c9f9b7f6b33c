import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt, renderRoutes, seededTiers } from '../test/render.tsx';
import { LoginPage } from './login.tsx';
import { NotFoundPage } from './not-found.tsx';
import { ResetPasswordPage } from './reset-password.tsx';
import { SignupPage } from './signup.tsx';

const refusal = (status: number, code: string, message: string, details?: unknown) => () => ({
  status,
  body: { error: { code, message, details } },
});
const NO_GOOGLE = () => ({ status: 200, body: { googleEnabled: false, appUrlIsLoopback: false } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alertSays = (text: string) => waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));

/** The catalogues load lazily: let them arrive inside act. */
async function open(routes: () => void) {
  await act(async () => routes());
}

describe('the way in, in the browser’s language (French)', () => {
  // Nobody is signed in: the pages speak the browser's first language we speak.
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
  });
  afterEach(() => vi.restoreAllMocks());

  it('signs in in French, with the checks and the server’s refusal', async () => {
    mockApi({
      'GET /api/auth-config': NO_GOOGLE,
      'POST /api/login': refusal(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    await open(() => renderRoutes(<Route path="/login" element={<LoginPage />} />, '/login'));

    expect(await screen.findByRole('heading', { name: 'Connectez-vous à votre compte' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: 'Inscrivez-vous' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Faites de vos nouveaux clients des habitués.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await alertSays('L’e-mail et le mot de passe sont obligatoires');
    type('E-mail', 'owner@example.com');
    type('Mot de passe', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await alertSays('E-mail ou mot de passe incorrect');
    for (const english of ['Sign in to your account', 'Password', 'Forgot password?', 'Back to Home']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('signs in with single sign-on in French: the provider’s return, the checks and the server’s refusal', async () => {
    mockApi({
      'GET /api/auth-config': NO_GOOGLE,
      'POST /api/auth/sso/start': refusal(
        404,
        'NOT_FOUND',
        'Single sign-on is not set up for this email. Sign in with your password.',
      ),
    });
    await open(() => renderRoutes(<Route path="/login" element={<LoginPage />} />, '/login?sso=notMember'));

    await alertSays(
      'Votre fournisseur vous a connecté avec une adresse e-mail qui ne fait pas partie de cette équipe. Demandez à l’administrateur de votre équipe d’inviter cette adresse.',
    );
    type('E-mail professionnel', '');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await alertSays('Saisissez votre e-mail professionnel');
    type('E-mail professionnel', 'sam@agence.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await alertSays(
      'L’authentification unique n’est pas configurée pour cette adresse e-mail. Connectez-vous avec votre mot de passe.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter plutôt avec un mot de passe' }));
    expect(
      await screen.findByRole('button', { name: 'Se connecter avec l’authentification unique (SSO)' }),
    ).toBeTruthy();
  });

  it('creates an account in French: the plural hint, the checks, a refusal and too many attempts', async () => {
    let tries = 0;
    mockApi({
      'GET /api/tiers': () => ({ status: 200, body: { tiers: seededTiers } }),
      'GET /api/auth-config': NO_GOOGLE,
      'POST /api/signup': () =>
        ++tries === 1
          ? refusal(409, 'EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.')()
          : refusal(429, 'RATE_LIMITED', 'Too many attempts. Try again in 42 seconds.', { retryAfterSeconds: 42 })(),
    });
    await open(() => renderRoutes(<Route path="/signup" element={<SignupPage />} />, '/signup'));

    expect(await screen.findByRole('heading', { name: 'Créez votre compte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connectez-vous' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('6 caractères minimum')).toBeTruthy();
    expect(screen.getByPlaceholderText('vous@entreprise.fr')).toBeTruthy();
    await screen.findByRole('radio', { name: 'Free' });
    // The plans to choose from, in French too.
    expect(screen.getByText('Choisissez votre formule')).toBeTruthy();
    expect(screen.getByText('Clients illimités · 5 000 SMS par mois')).toBeTruthy();
    expect(screen.getByText('500 clients · 500 SMS par mois')).toBeTruthy();

    const create = () => fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    create();
    await alertSays('Le nom de l’entreprise est obligatoire');
    type('Nom de l’entreprise', 'Le Café Bleu');
    type('E-mail', 'owner@example.com');
    type('Mot de passe', 'abc');
    create();
    await alertSays('Le mot de passe doit contenir au moins 6 caractères');
    type('Mot de passe', 'secret123');
    create();
    await alertSays('Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.');
    create();
    await alertSays('Trop de tentatives. Réessayez dans 42 secondes.');
    for (const english of [
      'Create your account',
      'Company Name',
      'Minimum 6 characters',
      'Create Account',
      'Choose your plan',
      'SMS a month',
    ]) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it('resets a password in French: the link sent, passwords that differ, a dead link', async () => {
    mockApi({
      'POST /api/password-reset/request': () => ({ status: 200, body: { ok: true } }),
      'POST /api/password-reset/confirm': refusal(400, 'INVALID_TOKEN', 'This reset link is invalid or has expired'),
    });
    await open(() => renderAt('/reset-password', <ResetPasswordPage />));

    expect(await screen.findByRole('heading', { name: 'Réinitialisez votre mot de passe' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await alertSays('L’adresse e-mail est obligatoire');
    type('E-mail', 'owner@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('heading', { name: 'Consultez vos e-mails' })).toBeTruthy();
    expect(
      screen.getByText(
        'Si un compte existe pour owner@example.com, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'essayez une autre adresse' }).parentElement?.textContent).toBe(
      'Rien reçu ? Regardez dans vos spams ou essayez une autre adresse.',
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
  });

  it('sets a new password in French, and says why a dead link cannot', async () => {
    mockApi({
      'POST /api/password-reset/confirm': refusal(400, 'INVALID_TOKEN', 'This reset link is invalid or has expired'),
    });
    await open(() => renderAt('/reset-password?token=old', <ResetPasswordPage />));

    expect(await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeTruthy();
    type('Nouveau mot de passe', 'secret123');
    type('Confirmez le mot de passe', 'secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await alertSays('Les mots de passe ne correspondent pas');
    type('Confirmez le mot de passe', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByRole('heading', { name: 'Lien de réinitialisation non valide' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de réinitialisation n’est pas valide ou a expiré');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/reset-password');
  });

  it('says a page is not found in French', async () => {
    await open(() => renderAt('/nowhere', <NotFoundPage />));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });
});
