import { createTranslator, ZInviteRequest } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { TEAM_REFUSALS, teamMessageIn, teamRefusal } from './team-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 409, code = 'CONFLICT', details?: unknown) =>
  new ApiError({ status, code, message, details });

describe('the team’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(TEAM_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the invite form’s checks as the contract writes them', () => {
    for (const email of [' ', 'nope', `${'a'.repeat(250)}@b.co`]) {
      expect(Object.keys(TEAM_REFUSALS)).toContain(firstIssue(ZInviteRequest, { email }));
    }
  });
});

describe('a team refusal in the user’s language', () => {
  it('shows the server’s reason in English as written, and the fallback when there is none', () => {
    expect(teamRefusal(english, refused('Something only the server knows'), 'company.invite.failed')).toBe(
      'Something only the server knows',
    );
    const down = refused('boom', 500, 'INTERNAL');
    expect(teamRefusal(english, down, 'company.invite.failed')).toBe('Failed to send invitation');
  });

  it('translates a known reason, and never shows an unknown English one in French', () => {
    const member = refused('This person is already a member of your team');
    expect(teamRefusal(french, member, 'company.invite.failed')).toBe(
      'Cette personne fait déjà partie de votre équipe',
    );
    expect(teamRefusal(french, refused('Something only the server knows'), 'company.invite.failed')).toBe(
      'Impossible d’envoyer l’invitation',
    );
    expect(teamRefusal(french, refused('boom', 500, 'INTERNAL'), 'company.members.removeFailed')).toBe(
      'Impossible de retirer le membre',
    );
    expect(teamMessageIn(french, 'Email is required', 'company.invite.emailInvalid')).toBe(
      'L’adresse e-mail est obligatoire',
    );
  });

  it('says how long to wait after too many invitations', () => {
    const limited = refused('Too many attempts. Try again in 42 seconds.', 429, 'RATE_LIMITED', {
      retryAfterSeconds: 42,
    });
    expect(teamRefusal(english, limited, 'company.invite.failed')).toBe('Too many attempts. Try again in 42 seconds.');
    expect(teamRefusal(french, limited, 'company.invite.failed')).toBe(
      'Trop de tentatives. Réessayez dans 42 secondes.',
    );
  });
});
