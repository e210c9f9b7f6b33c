import { AUTOMATION_MESSAGES, createTranslator, ZUpdateBirthday, ZUpdateWinBack } from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { ZBirthdayFields } from './automation-forms.ts';
import { AUTOMATION_REFUSALS, automationMessageIn, automationRefusal } from './automation-refusals.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const refused = (message: string, status = 400, code = 'VALIDATION') => new ApiError({ status, code, message });

/** Every message a schema gives for `value`, not only the first. */
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const winBack = { days: 45, smsTemplateId: null, emailTemplateId: null, controlShare: 0, outcomeWindowDays: 30 };
const birthday = { reward: null, controlShare: 0, outcomeWindowDays: 30 };

describe('the automations’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(AUTOMATION_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows every check of the requests and the forms as the contracts write them', () => {
    const messages = [
      ...messagesOf(ZUpdateWinBack, { enabled: 'yes', config: { ...winBack, days: 3 } }),
      ...messagesOf(ZUpdateWinBack, { enabled: true, config: { ...winBack, days: 45.5, smsTemplateId: 7 } }),
      ...messagesOf(ZUpdateWinBack, { enabled: true, config: { ...winBack, controlShare: 80, outcomeWindowDays: 0 } }),
      ...messagesOf(ZUpdateBirthday, {
        enabled: true,
        config: { ...birthday, reward: { description: ' ', validDays: 0 } },
      }),
      ...messagesOf(ZUpdateBirthday, {
        enabled: true,
        config: { ...birthday, reward: { description: 'x'.repeat(101), validDays: 30 } },
      }),
      ...messagesOf(ZUpdateBirthday, {
        enabled: true,
        config: { ...birthday, reward: { description: 'Free \uD800coffee', validDays: 30 } },
      }),
      ...messagesOf(ZBirthdayFields, {
        rewardOn: true,
        description: '',
        validDays: Number.NaN,
        keepControl: true,
        controlShare: Number.NaN,
        outcomeWindowDays: 91,
      }),
    ];
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(Object.keys(AUTOMATION_REFUSALS)).toContain(message);
    // And the server's own refusals of a win-back switched on (server/src/automations/update-automation.ts).
    for (const message of [
      AUTOMATION_MESSAGES.messageRequired,
      AUTOMATION_MESSAGES.templateInactive,
      AUTOMATION_MESSAGES.templateNotFound,
    ]) {
      expect(Object.keys(AUTOMATION_REFUSALS)).toContain(message);
    }
  });
});

describe('an automations refusal in the user’s language', () => {
  it('shows the server’s reason in English as written, and the fallback when there is none', () => {
    expect(automationRefusal(english, refused('Something only the server knows'))).toBe(
      'Something only the server knows',
    );
    expect(automationRefusal(english, 'not an error')).toBe('Something went wrong. Please try again.');
    expect(automationMessageIn(english, undefined)).toBeUndefined();
  });

  it('translates a known reason, and never shows an unknown English one in French', () => {
    expect(automationRefusal(french, refused(AUTOMATION_MESSAGES.messageRequired))).toBe(
      'Choisissez un message SMS ou e-mail avant d’activer la reconquête',
    );
    expect(automationRefusal(french, refused('Only the team admin can do this', 403, 'FORBIDDEN'))).toBe(
      'Seul l’administrateur de l’équipe peut faire cela',
    );
    expect(automationRefusal(french, refused('Something only the server knows'))).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    expect(automationMessageIn(french, AUTOMATION_MESSAGES.rewardDaysRange)).toBe(
      'Une récompense doit être valable entre 1 et 365 jours',
    );
  });
});
