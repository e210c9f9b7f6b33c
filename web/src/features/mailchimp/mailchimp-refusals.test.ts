import { createTranslator, MAILCHIMP_MESSAGES, ZChooseMailchimpAudience, ZConnectMailchimp } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { MAILCHIMP_REFUSALS, mailchimpMessageIn, mailchimpRefusal } from './mailchimp-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string) => new ApiError({ status: 400, code: 'VALIDATION', message });

describe('MailChimp’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(MAILCHIMP_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the key’s and the audience’s checks as the contract writes them', () => {
    const known = Object.keys(MAILCHIMP_REFUSALS);
    for (const apiKey of [' ', 'nope', `${'a'.repeat(201)}-us21`]) {
      expect(known).toContain(firstIssue(ZConnectMailchimp, { apiKey }));
    }
    for (const audienceId of [' ', 'a'.repeat(101)]) {
      expect(known).toContain(firstIssue(ZChooseMailchimpAudience, { audienceId }));
    }
  });
});

describe('a MailChimp message in the user’s language', () => {
  it('shows the server’s reason in English as written', () => {
    expect(mailchimpRefusal(english, refused('Something only the server knows'), 'integrations.somethingWrong')).toBe(
      'Something only the server knows',
    );
  });

  it('translates a refusal and a sync’s outcome, and never shows an unknown English one in French', () => {
    expect(mailchimpRefusal(french, refused(MAILCHIMP_MESSAGES.keyRefused), 'integrations.somethingWrong')).toBe(
      'MailChimp a refusé cette clé API. Vérifiez-la dans MailChimp (Profil → Extras → Clés API) et réessayez.',
    );
    expect(mailchimpMessageIn(french, MAILCHIMP_MESSAGES.syncAudienceGone, 'integrations.mailchimp.syncStopped')).toBe(
      'MailChimp n’a plus l’audience choisie : choisissez-en une autre.',
    );
    expect(mailchimpMessageIn(french, 'Something only the server knows', 'integrations.mailchimp.syncStopped')).toBe(
      'La synchronisation s’est arrêtée avant la fin.',
    );
  });
});
