import {
  createTranslator,
  EMAIL_BLOCK_LABELS,
  SMS_LONG_WARNING,
  starterEmailDesign,
  TEMPLATE_MESSAGES,
  TRIGGER_LABELS,
  ZEmailTemplateInput,
  ZSmsTemplateInput,
} from '@regulars/contracts';
import { appEn } from '@regulars/contracts/i18n/app/en';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { APP_ENGLISH_WORDS } from '../../../lib/app-words.tsx';
import { firstIssue } from '../../../test/first-issue.ts';
import { TEMPLATE_REFUSALS, templateMessageIn, templateRefusal } from './template-refusals.ts';
import { BLOCK_KEYS, TRIGGER_KEYS } from './template-words.ts';

const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const known = Object.keys(TEMPLATE_REFUSALS);

const sms = { name: 'Welcome', triggerType: 'welcome', messageTemplate: 'Hi' };
const email = { name: 'Welcome', triggerType: 'welcome', subject: 'Hi', body: 'Hello' };
const designed = (blocks: unknown[], color = '#4f46e5') => ({
  ...email,
  body: '',
  design: { ...starterEmailDesign('#4f46e5'), color, blocks },
});

describe('the templates’ known messages', () => {
  it('holds each one word for word as the catalogue’s English says it', () => {
    for (const [message, key] of Object.entries(TEMPLATE_REFUSALS)) expect(appEn[key], key).toBe(message);
  });

  it('knows every check of the SMS and e-mail editors as the contract writes it', () => {
    const checks = [
      firstIssue(ZSmsTemplateInput, { ...sms, name: ' ' }),
      firstIssue(ZSmsTemplateInput, { ...sms, name: 'n'.repeat(101) }),
      firstIssue(ZSmsTemplateInput, { ...sms, messageTemplate: 'm'.repeat(1601) }),
      firstIssue(ZSmsTemplateInput, { ...sms, triggerType: 'promotional' }),
      firstIssue(ZEmailTemplateInput, { ...email, subject: '' }),
      firstIssue(ZEmailTemplateInput, { ...email, subject: 's'.repeat(201) }),
      firstIssue(ZEmailTemplateInput, { ...email, body: 'b'.repeat(20_001) }),
      firstIssue(ZEmailTemplateInput, designed([])),
      firstIssue(ZEmailTemplateInput, designed(Array.from({ length: 41 }, () => ({ type: 'divider' })))),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'heading', text: ' ' }])),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'heading', text: 'h'.repeat(201) }])),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'text', text: '' }])),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'text', text: 't'.repeat(5001) }])),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'image', src: 'http://a.example/x.jpg', alt: '' }])),
      firstIssue(
        ZEmailTemplateInput,
        designed([{ type: 'image', src: 'https://a.example/x.jpg', alt: 'a'.repeat(201) }]),
      ),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'button', label: '', href: 'https://a.example' }])),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'button', label: 'l'.repeat(61), href: 'https://a.example' }])),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'button', label: 'Go', href: 'nope' }])),
      firstIssue(ZEmailTemplateInput, designed([{ type: 'divider' }], 'blue-ish')),
    ];
    for (const check of checks) expect(known, String(check)).toContain(check);
  });

  it('says the contract’s own words of the screen word for word', () => {
    for (const [trigger, key] of Object.entries(TRIGGER_KEYS)) {
      expect(appEn[key]).toBe(TRIGGER_LABELS[trigger as keyof typeof TRIGGER_LABELS]);
    }
    for (const [block, key] of Object.entries(BLOCK_KEYS)) {
      expect(appEn[key]).toBe(EMAIL_BLOCK_LABELS[block as keyof typeof EMAIL_BLOCK_LABELS]);
    }
    expect(appEn['templates.counter.long']).toBe(SMS_LONG_WARNING);
    expect(appEn['templates.editor.created']).toBe(TEMPLATE_MESSAGES.created);
    expect(appEn['templates.editor.updated']).toBe(TEMPLATE_MESSAGES.updated);
  });
});

describe('a template refusal in the user’s language', () => {
  const refused = (message: string, status = 404, code = 'NOT_FOUND') => new ApiError({ status, code, message });

  it('shows the server’s reason in English as written', () => {
    expect(templateRefusal(english, refused('Something only the server knows'), 'templates.refusal.saveFailed')).toBe(
      'Something only the server knows',
    );
    expect(templateRefusal(english, refused('Template not found'), 'templates.refusal.toggleFailed')).toBe(
      'Template not found',
    );
  });

  it('translates a known reason or check, and never shows an unknown English one in French', () => {
    expect(templateRefusal(french, refused('Template not found'), 'templates.refusal.toggleFailed')).toBe(
      'Modèle introuvable',
    );
    expect(templateRefusal(french, refused('Something only the server knows'), 'templates.refusal.toggleFailed')).toBe(
      'Impossible de changer l’état du modèle',
    );
    expect(templateMessageIn(french, TEMPLATE_MESSAGES.smsRequired)).toBe('Le nom et le message sont obligatoires');
    expect(templateMessageIn(french, 'Message must be at most 1,600 characters')).toBe(
      'Le message doit faire au plus 1\u202f600 caractères',
    );
    expect(templateMessageIn(french, 'A rule nobody wrote down')).toBe('Vérifiez le formulaire et réessayez');
  });
});
