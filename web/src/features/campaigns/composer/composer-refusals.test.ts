import {
  CAMPAIGN_MESSAGES,
  createTranslator,
  EMAIL_DESIGN_MESSAGES,
  LIFT_MESSAGES,
  TEST_RECIPIENT_MESSAGES,
  ZConfirmTestRecipient,
  ZRequestTestRecipientCode,
  ZUpdateCampaign,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { firstIssue } from '../../../test/first-issue.ts';
import { COMPOSER_REFUSALS, composerMessage, composerRefusal } from './composer-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, code = 'VALIDATION', details?: unknown) =>
  new ApiError({ status: code === 'PLAN_LIMIT' ? 403 : 400, code, message, details });

const known = Object.keys(COMPOSER_REFUSALS);
const draft = { name: 'Spring', subject: '', body: 'Hi', design: null, audience: {} };

describe('the composer’s known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(COMPOSER_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows the contract’s checks of the draft, its audience, control group, version B and design', () => {
    const drafts = [
      { ...draft, name: ' ' },
      { ...draft, name: 'x'.repeat(101) },
      { ...draft, subject: 'x'.repeat(201) },
      { ...draft, body: 'x'.repeat(20_001) },
      { ...draft, audience: { minVisits: 1.5 } },
      { ...draft, audience: { maxVisits: -1 } },
      { ...draft, audience: { minPoints: 20_000_000 } },
      { ...draft, audience: { maxPoints: Number.NaN } },
      { ...draft, audience: { minVisits: 5, maxVisits: 2 } },
      { ...draft, audience: { minPoints: 5, maxPoints: 2 } },
      { ...draft, audience: { joinedFrom: '2026-02-01', joinedTo: '2026-01-01' } },
      { ...draft, audience: { joinedFrom: 'soon' } },
      { ...draft, audience: { birthdayMonth: 13 } },
      { ...draft, audience: { programId: 'nope' } },
      { ...draft, audience: { lastVisitMoreThanDays: 0 } },
      { ...draft, audience: { lastVisitMoreThanDays: 4000 } },
      { ...draft, controlShare: 70 },
      { ...draft, outcomeWindowDays: 0 },
      { ...draft, variantB: { share: 0, subject: '', body: 'B' } },
      { ...draft, variantB: { share: 50, subject: '', body: ' ' } },
      { ...draft, design: { color: 'nope', blocks: [{ type: 'heading', text: 'Hi' }] } },
      { ...draft, design: { color: '#4f46e5', blocks: [] } },
      { ...draft, design: { color: '#4f46e5', blocks: [{ type: 'heading', text: ' ' }] } },
      { ...draft, design: { color: '#4f46e5', blocks: [{ type: 'text', text: 'x'.repeat(5001) }] } },
      { ...draft, design: { color: '#4f46e5', blocks: [{ type: 'image', src: 'http://a.b/c.png' }] } },
      { ...draft, design: { color: '#4f46e5', blocks: [{ type: 'button', label: 'Go', href: 'nope' }] } },
    ];
    for (const value of drafts) expect(known, JSON.stringify(value)).toContain(firstIssue(ZUpdateCampaign, value));
  });

  it('knows the test recipient forms’ checks', () => {
    expect(known).toContain(firstIssue(ZRequestTestRecipientCode, { channel: 'sms', address: ' ' }));
    expect(known).toContain(firstIssue(ZRequestTestRecipientCode, { channel: 'sms', address: 'x'.repeat(255) }));
    expect(known).toContain(firstIssue(ZConfirmTestRecipient, { code: '12' }));
  });

  it('knows every refusal of the campaign, lift, design and test recipient messages the composer can meet', () => {
    const sent = [
      CAMPAIGN_MESSAGES.notFound,
      CAMPAIGN_MESSAGES.onlyDraftEditable,
      CAMPAIGN_MESSAGES.onlyDraftDeletable,
      CAMPAIGN_MESSAGES.messageRequired,
      CAMPAIGN_MESSAGES.subjectRequired,
      CAMPAIGN_MESSAGES.noRecipients,
      CAMPAIGN_MESSAGES.scheduleInPast,
      CAMPAIGN_MESSAGES.scheduleTooFar,
      CAMPAIGN_MESSAGES.testEmailRequired,
      CAMPAIGN_MESSAGES.testPhoneRequired,
      ...Object.values(LIFT_MESSAGES),
      ...Object.values(EMAIL_DESIGN_MESSAGES),
      ...Object.values(TEST_RECIPIENT_MESSAGES),
    ];
    for (const message of sent) expect(known, message).toContain(message);
  });
});

describe('a composer message in the user’s language', () => {
  it('shows an unknown English message as written, and a fallback in another language', () => {
    expect(composerMessage(english, 'Something only the contract knows')).toBe('Something only the contract knows');
    expect(composerMessage(french, 'Something only the contract knows')).toBe('Vérifiez le formulaire et réessayez');
    expect(composerMessage(french, LIFT_MESSAGES.controlShare)).toBe(
      'Le groupe témoin doit être un pourcentage entier de 0 % à 50 %',
    );
  });

  it('translates the server’s refusals, and never shows an unknown English one in French', () => {
    const address = refused(
      'Add your business postal address in Settings before sending marketing email: the law requires it in every one.',
    );
    expect(composerRefusal(english, address)).toBe(address.message);
    expect(composerRefusal(french, address)).toBe(
      'Ajoutez l’adresse postale de votre entreprise dans les Paramètres avant d’envoyer des e-mails marketing : la loi l’exige dans chacun d’eux.',
    );
    expect(composerRefusal(french, refused('Something only the server knows'))).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    expect(composerRefusal(english, 'not an error')).toBe('Something went wrong. Please try again.');
  });

  it('says a plan limit with its numbers in another language, as the server wrote it in English', () => {
    const limit = refused(
      'This campaign would go to 1,200 customers, but your plan and credits cover 300 more emails. Upgrade your plan or add credits, or narrow the audience.',
      'PLAN_LIMIT',
      { limit: 300, current: 1200 },
    );
    expect(composerRefusal(english, limit)).toBe(limit.message);
    expect(composerRefusal(french, limit)).toBe(
      'Cette campagne irait à 1\u202f200 clients, mais votre formule et vos crédits n’en couvrent que 300. Changez de formule ou ajoutez des crédits, ou réduisez l’audience.',
    );
    const test = refused(
      'You have used all 100 SMS included in your plan this month and have no credits left. Upgrade your plan or add credits to send more.',
      'PLAN_LIMIT',
      { limit: 100, current: 100 },
    );
    expect(composerRefusal(french, test)).toBe(
      'Votre formule et vos crédits ne couvrent pas ce test. Changez de formule ou ajoutez des crédits pour envoyer davantage.',
    );
  });
});
