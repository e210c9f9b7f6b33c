import {
  COMMUNICATION_MESSAGES,
  COMMUNICATION_STATUS_LABELS,
  createTranslator,
  OUTBOX_LABELS,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { sourceLabel, statusDisplay } from './communication-display.ts';
import {
  COMMUNICATION_REFUSALS,
  communicationRefusal,
  FAILURE_REASONS,
  failureReason,
} from './communication-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 404, code = 'NOT_FOUND') => new ApiError({ status, code, message });

describe('the history’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries({ ...COMMUNICATION_REFUSALS, ...FAILURE_REASONS })) {
      expect(appEn[key], key).toBe(message);
    }
  });

  it('says in English what the contracts say', () => {
    expect(appEn['communications.title']).toBe(COMMUNICATION_MESSAGES.title);
    expect(appEn['communications.noMessages']).toBe(COMMUNICATION_MESSAGES.noMessages);
    expect(appEn['communications.noMatches']).toBe(COMMUNICATION_MESSAGES.noMatches);
    expect(appEn['communications.deletedCustomer']).toBe(COMMUNICATION_MESSAGES.deletedCustomer);
    expect(appEn['communications.status.emailOutbox']).toBe(OUTBOX_LABELS.email);
    expect(appEn['communications.status.smsOutbox']).toBe(OUTBOX_LABELS.sms);
    expect(appEn['communications.filter.outbox']).toBe(COMMUNICATION_STATUS_LABELS.outbox);
  });
});

describe('a refusal of the history in the user’s language', () => {
  it('shows the server’s reason in English as written, and translates a known one', () => {
    expect(
      communicationRefusal(english, refused('Something only the server knows'), 'communications.refusal.generic'),
    ).toBe('Something only the server knows');
    expect(communicationRefusal(french, refused('Message not found'), 'communications.refusal.generic')).toBe(
      'Message introuvable',
    );
    expect(
      communicationRefusal(french, refused('Something only the server knows'), 'communications.refusal.generic'),
    ).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });

  it('says why a message failed: known reasons translated, a provider’s own words quoted as its words', () => {
    expect(failureReason(french, 'Not sent: the customer was deleted')).toBe('Non envoyé : le client a été supprimé');
    expect(failureReason(english, 'Twilio reported the message undelivered (30003)')).toBe(
      'Twilio reported the message undelivered (30003)',
    );
    expect(failureReason(french, 'Twilio reported the message undelivered (30003)')).toBe(
      'Motif donné par le fournisseur : Twilio reported the message undelivered (30003)',
    );
    expect(failureReason(english, null)).toBe('The provider did not say why.');
  });
});

describe('a message’s status and source in French', () => {
  it('counts the opens with their plural, and names the trigger', () => {
    const opened = { type: 'email' as const, provider: 'smtp', status: 'sent' as const, openedAt: '2026-01-05' };
    expect(statusDisplay({ ...opened, openCount: 1 }, french).label).toBe('Ouvert une fois');
    expect(statusDisplay({ ...opened, openCount: 3 }, french).label).toBe('Ouvert 3 fois');
    expect(sourceLabel('welcome', french)).toBe('Déclencheur de bienvenue');
    expect(sourceLabel('new_thing', french)).toBe('Message automatique');
  });
});
