import { createTranslator, SSO_MESSAGES, ZSaveSso } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { SSO_REFUSALS, ssoMessageIn, ssoRefusal } from './sso-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const valid = {
  issuer: 'https://login.harbourlane.com',
  clientId: 'regulars-app',
  clientSecret: '',
  emailDomain: 'harbourlane.com',
};

describe('the single sign-on card’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(SSO_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows every message of SSO_MESSAGES the card may show, and the form’s checks as the contract writes them', () => {
    const known = Object.keys(SSO_REFUSALS);
    const { issuerRequired, issuerInvalid, clientIdRequired, clientSecretRequired, domainRequired, domainInvalid } =
      SSO_MESSAGES;
    for (const message of [issuerRequired, issuerInvalid, clientIdRequired, clientSecretRequired, domainRequired]) {
      expect(known).toContain(message);
    }
    expect(known).toContain(domainInvalid);
    for (const change of [
      { issuer: ' ' },
      { issuer: 'login.harbourlane.com' },
      { clientId: '' },
      { clientSecret: 'x'.repeat(501) },
      { emailDomain: '' },
      { emailDomain: '@harbourlane.com' },
      { emailDomain: 'https://harbourlane.com' },
    ]) {
      expect(known).toContain(firstIssue(ZSaveSso, { ...valid, ...change }));
    }
  });
});

describe('a single sign-on refusal in the user’s language', () => {
  const refused = (message: string) => new ApiError({ status: 400, code: 'VALIDATION', message });

  it('says the server’s reason in English as written, in French as the catalogue does', () => {
    expect(ssoRefusal(english, refused(SSO_MESSAGES.discoveryFailed), 'company.sso.saveFailed')).toBe(
      SSO_MESSAGES.discoveryFailed,
    );
    expect(ssoRefusal(french, refused('Only the team admin can do this'), 'company.sso.saveFailed')).toBe(
      'Seul l’administrateur de l’équipe peut faire cela',
    );
    expect(ssoMessageIn(french, SSO_MESSAGES.domainInvalid, 'company.checkForm')).toBe(
      'Saisissez un domaine comme votreagence.fr, sans @ ni https://',
    );
  });

  it('never shows an unknown English reason in French', () => {
    expect(ssoRefusal(french, refused('Something only the server knows'), 'company.sso.saveFailed')).toBe(
      'Impossible d’enregistrer l’authentification unique',
    );
    expect(ssoRefusal(english, refused('Something only the server knows'), 'company.sso.saveFailed')).toBe(
      'Something only the server knows',
    );
  });
});
