import { createTranslator, ZCreateCampaign } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { firstIssue } from '../../test/first-issue.ts';
import {
  CAMPAIGN_REFUSALS,
  campaignCheckIn,
  campaignErrorIn,
  campaignRefusal,
  RECIPIENT_ERRORS,
  recipientErrorIn,
  recipientNameIn,
} from './campaign-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 409, code = 'CONFLICT') => new ApiError({ status, code, message });
const STOPPED =
  "Stopped after 1,200 messages: your plan's allowance and credits ran out. Upgrade your plan or add credits to reach the rest.";

describe('the campaigns’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries({ ...CAMPAIGN_REFUSALS, ...RECIPIENT_ERRORS })) {
      expect(appEn[key], key).toBe(message);
    }
  });

  it('knows the create dialog’s checks as the contract writes them', () => {
    for (const value of [{ name: ' ', type: 'email' }, { name: 'x'.repeat(101), type: 'email' }, { name: 'A' }]) {
      expect(Object.keys(CAMPAIGN_REFUSALS)).toContain(firstIssue(ZCreateCampaign, value));
    }
  });

  it('says the server’s stop at the plan’s allowance as expand-batch writes it', () => {
    expect(english.t('campaigns.results.stoppedAllowance', { count: 1200 })).toBe(STOPPED);
  });
});

describe('a campaign refusal in the user’s language', () => {
  it('shows the server’s reason in English as written, and the fallback when there is none', () => {
    expect(campaignRefusal(english, refused('Something only the server knows'))).toBe(
      'Something only the server knows',
    );
    expect(campaignRefusal(english, null)).toBe('Something went wrong. Please try again.');
    expect(campaignCheckIn(english, 'Campaign name is required')).toBe('Campaign name is required');
  });

  it('translates a known reason, and never shows an unknown English one in French', () => {
    const notCancellable = refused('Only a scheduled or sending campaign can be cancelled');
    expect(campaignRefusal(french, notCancellable)).toBe(
      'Seule une campagne programmée ou en cours d’envoi peut être annulée',
    );
    expect(campaignRefusal(french, refused('Something only the server knows'))).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    expect(campaignCheckIn(french, 'Name must be at most 100 characters')).toBe(
      'Le nom doit comporter au maximum 100 caractères',
    );
  });

  it('says the plan’s limit plainly in French, in English as the server wrote it', () => {
    const overPlan = refused('This campaign would send 600 SMS; 120 are left this month.', 403, 'PLAN_LIMIT');
    expect(campaignRefusal(english, overPlan)).toBe('This campaign would send 600 SMS; 120 are left this month.');
    expect(campaignRefusal(french, overPlan)).toBe(appFr['campaigns.problem.planLimit']);
  });
});

describe('what the results say the server wrote', () => {
  it('says why a message was not sent, and a provider’s own words only in English', () => {
    expect(recipientErrorIn(french, 'Not sent: the campaign was cancelled')).toBe(
      'Non envoyé : la campagne a été annulée',
    );
    expect(recipientErrorIn(french, 'Twilio reported the message undelivered (30003)')).toBe(
      'Le fournisseur n’a pas remis ce message.',
    );
    expect(recipientErrorIn(english, 'Twilio reported the message undelivered (30003)')).toBe(
      'Twilio reported the message undelivered (30003)',
    );
  });

  it('names recipients without a name in French, and keeps customers’ names as written', () => {
    expect(recipientNameIn(french, 'Deleted customer')).toBe('Client supprimé');
    expect(recipientNameIn(french, 'No name')).toBe('Sans nom');
    expect(recipientNameIn(french, 'Dana Scully')).toBe('Dana Scully');
    expect(recipientNameIn(english, 'Deleted customer')).toBe('Deleted customer');
  });

  it('says why sending stopped, with the count the server gave', () => {
    expect(campaignErrorIn(english, STOPPED)).toBe(STOPPED);
    expect(campaignErrorIn(french, STOPPED).replace(/\s/g, ' ')).toContain('Arrêtée après 1 200 messages');
    expect(campaignErrorIn(french, 'The provider is down')).toBe('L’envoi n’a pas atteint tous les destinataires.');
  });
});
