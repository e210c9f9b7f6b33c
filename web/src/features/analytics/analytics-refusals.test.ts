import {
  ANALYTICS_MESSAGES,
  ANALYTICS_PERIOD_LABELS,
  CAMPAIGN_STATUS_LABELS,
  COUNTER_BREAKDOWN_LABELS,
  createTranslator,
  EXPERIMENT_KIND_LABELS,
  OUTBOX_LABELS,
  OUTBOX_REASONS,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { ANALYTICS_REFUSALS, analyticsRefusal } from './analytics-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 400, code = 'VALIDATION') => new ApiError({ status, code, message });

describe('the analytics’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it, the contract’s checks all among them', () => {
    for (const [message, key] of Object.entries(ANALYTICS_REFUSALS)) expect(appEn[key], key).toBe(message);
    for (const message of Object.values(ANALYTICS_MESSAGES)) expect(Object.keys(ANALYTICS_REFUSALS)).toContain(message);
  });

  it('says in English what the contracts say', () => {
    expect(appEn['analytics.period.7d']).toBe(ANALYTICS_PERIOD_LABELS['7d']);
    expect(appEn['analytics.period.12m']).toBe(ANALYTICS_PERIOD_LABELS['12m']);
    expect(appEn['analytics.period.custom']).toBe(ANALYTICS_PERIOD_LABELS.custom);
    expect(appEn['analytics.outbox.email']).toBe(OUTBOX_LABELS.email);
    expect(appEn['analytics.outbox.sms']).toBe(OUTBOX_LABELS.sms);
    expect(appEn['analytics.campaigns.outboxReason.email']).toBe(OUTBOX_REASONS.email);
    expect(appEn['analytics.campaigns.outboxReason.sms']).toBe(OUTBOX_REASONS.sms);
    expect(appEn['analytics.counter.noLocation']).toBe(COUNTER_BREAKDOWN_LABELS.noLocation);
    expect(appEn['analytics.counter.noStaff']).toBe(COUNTER_BREAKDOWN_LABELS.noStaff);
    expect(appEn['analytics.experiment.kind.winBack']).toBe(EXPERIMENT_KIND_LABELS.win_back);
    expect(appEn['analytics.campaignStatus.cancelled']).toBe(CAMPAIGN_STATUS_LABELS.cancelled);
  });
});

describe('why the figures could not load, in the user’s language', () => {
  it('shows the server’s reason in English as written, and asks to try again when there is none', () => {
    expect(analyticsRefusal(english, refused('Something only the server knows'))).toBe(
      'Something only the server knows',
    );
    expect(analyticsRefusal(english, 'not an error')).toBe('Please try again.');
  });

  it('translates a known reason, and never shows an unknown English one in French', () => {
    expect(analyticsRefusal(french, refused('Location not found', 404, 'NOT_FOUND'))).toBe('Établissement introuvable');
    expect(analyticsRefusal(french, refused(ANALYTICS_MESSAGES.tooLong))).toBe(
      'Une période personnalisée ne peut pas dépasser 731 jours',
    );
    expect(analyticsRefusal(french, refused('Something only the server knows'))).toBe('Veuillez réessayer.');
  });
});
