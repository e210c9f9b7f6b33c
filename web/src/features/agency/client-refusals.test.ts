import {
  AGENCY_MESSAGES,
  clientLimitMessage,
  createTranslator,
  ZCreateClient,
  ZGiveClientCredits,
  ZInviteRequest,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { CLIENT_REFUSALS, clientMessageIn, clientRefusal } from './client-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 409, code = 'CONFLICT', details?: unknown) =>
  new ApiError({ status, code, message, details });

describe('the clients screen’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(CLIENT_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the forms’ checks as the contracts write them', () => {
    const known = Object.keys(CLIENT_REFUSALS);
    for (const companyName of ['', ' ', 'x'.repeat(121), 'Caf\u0000é']) {
      expect(known).toContain(firstIssue(ZCreateClient, { companyName }));
    }
    for (const email of [' ', 'nope', `${'a'.repeat(250)}@b.co`])
      expect(known).toContain(firstIssue(ZInviteRequest, { email }));
    for (const credits of [0, 1.5, 100_001, Number.NaN])
      expect(known).toContain(firstIssue(ZGiveClientCredits, { credits }));
  });

  it('says the server’s refusals with figures in English exactly as the server writes them', () => {
    const words = english;
    expect(words.t('clients.credits.short', { balance: 1000, wanted: '1,500' })).toBe(
      AGENCY_MESSAGES.creditsShort(1000, 1500),
    );
    expect(words.t('clients.credits.short', { balance: 1, wanted: '2' })).toBe(AGENCY_MESSAGES.creditsShort(1, 2));
    expect(words.t('clients.credits.toClosed', { name: 'Harbor Café' })).toBe(
      AGENCY_MESSAGES.creditsToClosed('Harbor Café'),
    );
    for (const limit of [1, 50])
      expect(words.t('clients.addDialog.limit', { count: limit })).toBe(clientLimitMessage(limit));
    expect(words.t('clients.credits.given', { count: 1000, name: 'Harbor Café' })).toBe(
      AGENCY_MESSAGES.creditsGiven(1000, 'Harbor Café'),
    );
    expect(words.t('clients.credits.given', { count: 1, name: 'Harbor Café' })).toBe(
      AGENCY_MESSAGES.creditsGiven(1, 'Harbor Café'),
    );
    expect(words.t('clients.addDialog.added', { name: 'Harbor Café' })).toBe(AGENCY_MESSAGES.added('Harbor Café'));
    expect(words.t('clients.invite.sent', { email: 'a@b.co' })).toBe(AGENCY_MESSAGES.ownerInvited('a@b.co'));
    expect(words.t('clients.release.done', { name: 'Harbor Café' })).toBe(AGENCY_MESSAGES.released('Harbor Café'));
    expect(words.t('clients.release.message')).toBe(AGENCY_MESSAGES.releaseConfirm);
    expect(words.t('clients.noneText')).toBe(AGENCY_MESSAGES.empty);
    expect(words.t('clients.noMatchesText')).toBe(AGENCY_MESSAGES.noMatch);
  });
});

describe('a clients refusal in the user’s language', () => {
  it('shows the server’s reason in English as written, and the fallback when there is none', () => {
    expect(clientRefusal(english, refused('Something only the server knows'), 'clients.addDialog.failed')).toBe(
      'Something only the server knows',
    );
    expect(clientRefusal(english, new Error(), 'clients.addDialog.failed')).toBe(AGENCY_MESSAGES.addFailed);
    const short = refused(AGENCY_MESSAGES.creditsShort(0, 100), 409, 'CONFLICT', { balance: 0 });
    expect(clientRefusal(english, short, 'clients.credits.failed', { wanted: 100 })).toBe(
      AGENCY_MESSAGES.creditsShort(0, 100),
    );
  });

  it('translates known reasons and those with figures, never showing an unknown English one in French', () => {
    expect(clientRefusal(french, refused(AGENCY_MESSAGES.releaseNeedsOwner), 'clients.release.failed')).toBe(
      'Invitez d’abord son propriétaire : une fois qu’il a rejoint l’équipe, l’entreprise peut passer à son propre abonnement.',
    );
    expect(clientRefusal(french, refused('Something only the server knows'), 'clients.release.failed')).toBe(
      'Impossible de passer l’entreprise à son propre abonnement',
    );
    const short = refused(AGENCY_MESSAGES.creditsShort(1000, 1500), 409, 'CONFLICT', { balance: 1000 });
    expect(clientRefusal(french, short, 'clients.credits.failed', { wanted: 1500 })).toBe(
      'Votre agence a 1\u202f000 crédits, pas assez pour en donner 1\u202f500. Les crédits d’une formule payante arrivent avec son premier paiement.',
    );
    const closed = refused(AGENCY_MESSAGES.creditsToClosed('Chez Marcel'));
    expect(clientRefusal(french, closed, 'clients.credits.failed', { clientName: 'Chez Marcel' })).toBe(
      'Chez Marcel est fermée : elle ne peut pas recevoir de crédits',
    );
    const full = refused(clientLimitMessage(3), 403, 'PLAN_LIMIT', { limit: 3, current: 3 });
    expect(clientRefusal(french, full, 'clients.addDialog.failed')).toBe(
      'Votre formule comprend 3 entreprises clientes. Changez de formule ou demandez-nous d’augmenter la limite pour en ajouter d’autres.',
    );
    const limited = refused('Too many attempts. Try again in 42 seconds.', 429, 'RATE_LIMITED', {
      retryAfterSeconds: 42,
    });
    expect(clientRefusal(english, limited, 'clients.invite.failed')).toBe(
      'Too many attempts. Try again in 42 seconds.',
    );
    expect(clientRefusal(french, limited, 'clients.invite.failed')).toBe(
      'Trop de tentatives. Réessayez dans 42 secondes.',
    );
    expect(clientMessageIn(french, 'Email is required', 'clients.invite.emailInvalid')).toBe(
      'L’adresse e-mail est obligatoire',
    );
  });
});
