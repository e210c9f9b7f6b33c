import {
  createTranslator,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  ZCreateWebhookEndpoint,
  ZUpdateWebhookEndpoint,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import { deliveryAnswerIn, EVENT_WORDS, WEBHOOK_REFUSALS, webhookRefusal } from './webhook-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string) => new ApiError({ status: 400, code: 'VALIDATION', message });

describe('the webhooks’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(WEBHOOK_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('says each event as the contract labels it in English', () => {
    for (const [event, label] of Object.entries(WEBHOOK_EVENT_LABELS)) {
      expect(appEn[EVENT_WORDS[event as keyof typeof EVENT_WORDS]], event).toBe(label);
    }
  });

  it('knows the endpoint form’s checks as the contract writes them', () => {
    const known = Object.keys(WEBHOOK_REFUSALS);
    const events = ['visit.recorded'];
    for (const url of [' ', 'nope', `https://a.co/${'a'.repeat(2000)}`]) {
      expect(known).toContain(firstIssue(ZCreateWebhookEndpoint, { url, events }));
    }
    const url = 'https://example.com/hooks';
    expect(known).toContain(firstIssue(ZCreateWebhookEndpoint, { url, description: 'a'.repeat(201), events }));
    expect(known).toContain(firstIssue(ZCreateWebhookEndpoint, { url, events: [] }));
    expect(known).toContain(firstIssue(ZUpdateWebhookEndpoint, { enabled: 'yes' }));
  });
});

describe('a webhook refusal in the user’s language', () => {
  it('shows the server’s reason in English as written, in French when known, else the fallback', () => {
    expect(webhookRefusal(english, refused(WEBHOOK_MESSAGES.httpsRequired), 'integrations.somethingWrong')).toBe(
      WEBHOOK_MESSAGES.httpsRequired,
    );
    expect(webhookRefusal(french, refused(WEBHOOK_MESSAGES.tooMany), 'integrations.somethingWrong')).toBe(
      'Cette entreprise a 10 points de terminaison webhook, le maximum possible. Supprimez d’abord celui que vous n’utilisez plus.',
    );
    expect(webhookRefusal(french, refused('boom'), 'integrations.webhooks.saveFailed')).toBe(
      'Impossible d’enregistrer le point de terminaison',
    );
  });

  it('says why a delivery got no answer, and leaves the receiver’s own answer as it is', () => {
    expect(deliveryAnswerIn(french, 'No answer within 5 seconds', null)).toBe('Aucune réponse en 5 secondes');
    expect(deliveryAnswerIn(french, 'No answer within 5 seconds', 500)).toBe('No answer within 5 seconds');
    expect(deliveryAnswerIn(french, 'connect ECONNREFUSED', null)).toBe('connect ECONNREFUSED');
  });
});
