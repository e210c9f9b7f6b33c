import {
  createTranslator,
  PASSKEY_MESSAGES,
  SSO_MESSAGES,
  SSO_REFUSAL_REASONS,
  ZLoginRequest,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZSignupRequest,
  ZSsoStart,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { SIGNIN_REFUSALS, signinMessageIn, signinRefusal } from './signin-refusals.ts';
import { CHECKOUT_FAILED } from './signup-form.tsx';
import { ssoReturnMessage, ssoReturnReason } from './sso-return.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 400, code = 'VALIDATION', details?: unknown) =>
  new ApiError({ status, code, message, details });
/** A rate limiter's refusal as the server sends it: its English, and the wait in its details. */
const limited = (seconds: number) =>
  refused(`Too many attempts. Try again in ${seconds} seconds.`, 429, 'RATE_LIMITED', { retryAfterSeconds: seconds });

describe('the way in’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(SIGNIN_REFUSALS)) expect(appEn[key], key).toBe(message);
    expect(CHECKOUT_FAILED).toBe('Failed to redirect to checkout. You can upgrade from your dashboard.');
  });

  it('knows the forms’ checks as the contracts write them', () => {
    const known = Object.keys(SIGNIN_REFUSALS);
    const tierId = '00000000-0000-4000-8000-000000000001';
    const signup = { companyName: 'Blue Door Coffee', email: 'owner@example.com', password: 'secret1', tierId };
    for (const change of [
      { companyName: ' ' },
      { companyName: 'x'.repeat(201) },
      { email: '' },
      { email: 'nope' },
      { email: `${'a'.repeat(250)}@b.co` },
      { password: '' },
      { password: '123' },
      { password: 'x'.repeat(129) },
      { tierId: '' },
    ]) {
      expect(known).toContain(firstIssue(ZSignupRequest, { ...signup, ...change }));
    }
    const login = { email: 'owner@example.com', password: 'secret' };
    for (const change of [{ email: '' }, { password: '' }, { email: `${'a'.repeat(250)}@b.co` }]) {
      expect(known).toContain(firstIssue(ZLoginRequest, { ...login, ...change }));
    }
    expect(known).toContain(firstIssue(ZPasswordResetRequest, { email: 'nope' }));
    expect(known).toContain(firstIssue(ZPasswordResetConfirm, { token: '', password: 'secret1' }));
    for (const email of ['', 'nope', `${'a'.repeat(250)}@b.co`])
      expect(known).toContain(firstIssue(ZSsoStart, { email }));
  });

  it('knows what signing in with a passkey may answer: the server’s refusals and the browser’s', () => {
    const known = Object.keys(SIGNIN_REFUSALS);
    const { notRecognised, failed, expired, unavailable, notSupported, cancelled } = PASSKEY_MESSAGES;
    for (const message of [notRecognised, failed, expired, unavailable, notSupported, cancelled]) {
      expect(known).toContain(message);
    }
  });

  it('knows single sign-on’s refusals, and every reason the provider’s return may give', () => {
    const known = Object.keys(SIGNIN_REFUSALS);
    expect(known).toContain(SSO_MESSAGES.notSetUp);
    for (const reason of SSO_REFUSAL_REASONS) expect(known).toContain(SSO_MESSAGES[reason]);
  });
});

describe('the provider’s return, /login?sso=<reason>', () => {
  it('reads a known reason, an unknown one as failed, and none as none', () => {
    expect(ssoReturnReason('notMember')).toBe('notMember');
    expect(ssoReturnReason('expired')).toBe('expired');
    expect(ssoReturnReason('toString')).toBe('failed');
    expect(ssoReturnReason('')).toBe('failed');
    expect(ssoReturnReason(null)).toBeNull();
  });

  it('says it in the visitor’s language', () => {
    expect(ssoReturnMessage(english, 'denied')).toBe(SSO_MESSAGES.denied);
    expect(ssoReturnMessage(french, 'expired')).toBe(
      'Cette connexion a pris trop de temps. Relancez l’authentification unique.',
    );
  });
});

describe('a refusal on the way in, in the visitor’s language', () => {
  it('shows any message in English as written, the fallback when there is none', () => {
    expect(signinRefusal(english, refused('Something only the server knows'))).toBe('Something only the server knows');
    expect(signinRefusal(english, 'not an error', 'signin.signOut.failed')).toBe('Failed to sign out');
    const wait = 'Too many attempts. Try again in 1 seconds.';
    expect(signinRefusal(english, limited(1))).toBe(wait);
  });

  it('says known, timed and HTTP refusals in French, never an unknown English one', () => {
    const wrong = refused('Invalid email or password', 401, 'INVALID_CREDENTIALS');
    expect(signinRefusal(french, wrong, 'signin.refusal.loginFailed')).toBe('E-mail ou mot de passe incorrect');
    const taken = refused('An account with this email already exists. Sign in instead.', 409, 'EMAIL_TAKEN');
    expect(signinRefusal(french, taken)).toBe(
      'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
    );
    expect(signinRefusal(french, refused('Provider not found', 404, 'NOT_FOUND'))).toBe(
      'La connexion avec Google n’est pas disponible',
    );
    expect(signinRefusal(french, refused('Something only the server knows'), 'signin.refusal.loginFailed')).toBe(
      'Impossible de se connecter',
    );
    expect(signinRefusal(french, limited(1))).toBe('Trop de tentatives. Réessayez dans 1 seconde.');
    expect(signinRefusal(french, refused('Something went wrong (HTTP 502). Please try again.', 502, 'HTTP'))).toBe(
      'Une erreur s’est produite (HTTP 502). Veuillez réessayer.',
    );
    expect(signinMessageIn(french, 'Passwords do not match', 'signin.check.form')).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(signinRefusal(french, 'not an error', 'signin.signOut.failed')).toBe('Impossible de vous déconnecter');
  });
});
