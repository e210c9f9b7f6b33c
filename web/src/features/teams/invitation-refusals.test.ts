import {
  acceptWithSignInAs,
  createTranslator,
  INVITATION_MESSAGES,
  ZAcceptWithNewAccount,
  ZInvitationLookupRequest,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { INVITATION_REFUSALS, invitationMessageIn, invitationRefusal } from './invitation-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

describe('the invitation page’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(INVITATION_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the forms’ checks as the contracts write them', () => {
    const known = Object.keys(INVITATION_REFUSALS);
    const account = { token: 't', firstName: '', lastName: '', password: 'secret' };
    for (const change of [
      { token: ' ' },
      { firstName: 'x'.repeat(101) },
      { lastName: 'x'.repeat(101) },
      { password: '' },
      { password: 'abc' },
      { password: 'x'.repeat(129) },
    ]) {
      expect(known).toContain(firstIssue(ZAcceptWithNewAccount, { ...account, ...change }));
    }
    const signIn = acceptWithSignInAs('kim@example.com');
    const login = { token: 't', email: 'kim@example.com', password: 'secret' };
    for (const change of [
      { email: '' },
      { password: '' },
      { email: `${'a'.repeat(250)}@b.co` },
      { password: 'x'.repeat(129) },
    ]) {
      expect(known).toContain(firstIssue(signIn, { ...login, ...change }));
    }
    expect(known).toContain(firstIssue(ZInvitationLookupRequest, { token: '' }));
  });
});

describe('an invitation message in the visitor’s language', () => {
  it('shows any message in English as written, the fallback when there is none', () => {
    expect(invitationMessageIn(english, 'Something only the server knows', 'invitation.create.failed')).toBe(
      'Something only the server knows',
    );
    expect(invitationMessageIn(english, null, 'invitation.loadFailed')).toBe('Failed to load invitation');
    const wrong = INVITATION_MESSAGES.wrongEmail('Kim@Example.com');
    expect(invitationMessageIn(english, wrong, 'invitation.signIn.failed')).toBe(wrong);
    const wait = 'Too many attempts. Try again in 1 seconds.';
    expect(invitationMessageIn(english, wait, 'invitation.signIn.failed')).toBe(wait);
  });

  it('says known, addressed and timed refusals in French, never an unknown English one', () => {
    expect(invitationMessageIn(french, INVITATION_MESSAGES.expired, 'invitation.loadFailed')).toBe(
      'Cette invitation a expiré',
    );
    expect(invitationMessageIn(french, 'Something only the server knows', 'invitation.create.failed')).toBe(
      'Impossible d’accepter l’invitation',
    );
    expect(
      invitationMessageIn(french, INVITATION_MESSAGES.wrongEmail('Kim@Example.com'), 'invitation.signIn.failed'),
    ).toBe('Connectez-vous avec l’adresse e-mail invitée : Kim@Example.com');
    // A rate limiter's refusal as the server sends it: the wait in its details.
    const limited = new ApiError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 1 seconds.',
      details: { retryAfterSeconds: 1 },
    });
    expect(invitationRefusal(french, limited, 'invitation.signIn.failed')).toBe(
      'Trop de tentatives. Réessayez dans 1 seconde.',
    );
  });
});
