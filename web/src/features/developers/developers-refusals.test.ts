import { API_KEY_MESSAGES, API_SCOPE_LABELS, createTranslator, ZCreateApiKey } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { DEVELOPERS_REFUSALS, developersRefusal } from './developers-refusals.ts';
import { SCOPE_WORDS } from './developers-scopes.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });

describe('the API keys’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(DEVELOPERS_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('says each scope as the contract labels it in English', () => {
    for (const [scope, { label, description }] of Object.entries(API_SCOPE_LABELS)) {
      const words = SCOPE_WORDS[scope as keyof typeof SCOPE_WORDS];
      expect([appEn[words.label], appEn[words.description]], scope).toEqual([label, description]);
    }
  });

  it('knows the create form’s checks as the contract writes them', () => {
    const known = Object.keys(DEVELOPERS_REFUSALS);
    const scopes = ['customers:read'];
    for (const name of [' ', 'a'.repeat(81)]) expect(known).toContain(firstIssue(ZCreateApiKey, { name, scopes }));
    for (const chosen of [[], ['customers:read', 'customers:read']]) {
      expect(known).toContain(firstIssue(ZCreateApiKey, { name: 'Till', scopes: chosen }));
    }
  });
});

describe('an API key refusal in the user’s language', () => {
  it('shows the server’s reason in English as written, in French when known, else the fallback', () => {
    expect(developersRefusal(english, refused(API_KEY_MESSAGES.tooMany), 'integrations.somethingWrong')).toBe(
      API_KEY_MESSAGES.tooMany,
    );
    expect(developersRefusal(french, refused(API_KEY_MESSAGES.notFound), 'integrations.somethingWrong')).toBe(
      'Clé API introuvable',
    );
    expect(developersRefusal(french, refused('boom'), 'integrations.developers.revokeFailed')).toBe(
      'Impossible de révoquer la clé API',
    );
  });
});
