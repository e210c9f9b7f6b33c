import { CAMPAIGN_MESSAGES, LIFT_MESSAGES, starterEmailDesign, type TCampaign } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import { NO_RULES } from '../audience-rules.ts';
import {
  composerDefaults,
  draftToSave,
  firstProblem,
  numberOrNull,
  sendProblem,
  textOrNull,
  toUpdate,
  variantFromA,
} from './composer-form.ts';

const campaign: TCampaign = {
  id: 'c1',
  name: 'Spring',
  type: 'email',
  status: 'draft',
  recipientCount: 0,
  createdAt: '2026-03-01T12:00:00Z',
  scheduledFor: null,
  startedAt: null,
  sentAt: null,
  templateId: null,
  subject: 'Hi',
  body: 'Hello {firstName}',
  design: null,
  audience: {},
  error: null,
  stats: { queued: 0, sent: 0, delivered: 0, failed: 0, opened: 0, clicked: 0, unsubscribed: 0, control: 0 },
  controlShare: 0,
  outcomeWindowDays: 14,
  variantB: null,
  quietHold: null,
};

describe('composer values', () => {
  it('opens a campaign without rules on everyone, one with rules on the segment', () => {
    expect(composerDefaults(campaign)).toMatchObject({ audienceMode: 'all', audience: NO_RULES });
    expect(composerDefaults({ ...campaign, audience: { minVisits: 2 } })).toMatchObject({
      audienceMode: 'segment',
      audience: { ...NO_RULES, minVisits: 2 },
    });
  });

  it('saves only the rules that apply', () => {
    const values = { ...composerDefaults(campaign), audience: { ...NO_RULES, minPoints: 100 } };
    expect(toUpdate({ ...values, audienceMode: 'segment' }).audience).toEqual({ minPoints: 100 });
    expect(toUpdate({ ...values, audienceMode: 'all' }).audience).toEqual({});
    expect(toUpdate({ ...values, templateId: '' }).templateId).toBeNull();
  });

  it('keeps no control group until switched on, then offers 10%, and saves 0 when switched off again', () => {
    const fresh = composerDefaults(campaign);
    expect(fresh).toMatchObject({ keepControl: false, controlShare: 10, outcomeWindowDays: 14 });
    expect(toUpdate(fresh)).toMatchObject({ controlShare: 0, outcomeWindowDays: 14 });
    expect(toUpdate({ ...fresh, keepControl: true, controlShare: 20 }).controlShare).toBe(20);
    const kept = composerDefaults({ ...campaign, controlShare: 25, outcomeWindowDays: 30 });
    expect(kept).toMatchObject({ keepControl: true, controlShare: 25, outcomeWindowDays: 30 });
  });

  it('reads blank inputs as no rule', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('12')).toBe(12);
    expect(numberOrNull('x')).toBeNaN();
    expect(textOrNull('')).toBeNull();
    expect(textOrNull('2026-01-01')).toBe('2026-01-01');
  });
});

describe('sendProblem', () => {
  it('asks for a subject (email) and a message before sending', () => {
    const design = null;
    expect(sendProblem({ subject: ' ', body: 'x', design }, 'email')).toBe(CAMPAIGN_MESSAGES.subjectRequired);
    expect(sendProblem({ subject: 'Hi', body: '  ', design }, 'email')).toBe(CAMPAIGN_MESSAGES.messageRequired);
    expect(sendProblem({ subject: '', body: 'Hi', design }, 'sms')).toBeNull();
  });

  it('takes a design for the body of an email, and opens a new email draft in the visual editor', () => {
    const design = starterEmailDesign('#0f766e');
    expect(sendProblem({ subject: 'Hi', body: '', design }, 'email')).toBeNull();
    const fresh = composerDefaults({ ...campaign, body: '' }, design);
    expect(fresh.design).toEqual(design);
    expect(composerDefaults(campaign).design).toBeNull();
    expect(composerDefaults({ ...campaign, type: 'sms', body: '' }).design).toBeNull();
    expect(toUpdate(fresh).design).toEqual(design);
    // The starting words in the business's language, placeholders kept.
    const spanish = starterEmailDesign('#0f766e', translatorFor('es'));
    expect(spanish.blocks).toEqual([
      { type: 'heading', text: '¡Hola, {firstName}!' },
      { type: 'text', text: 'Gracias por ser cliente habitual de {business_name}.' },
    ]);
    expect(design.blocks[0]).toEqual({ type: 'heading', text: 'Hello {firstName}!' });
  });
});

describe('version B', () => {
  it('is saved only while the A/B test is on, and starts as a copy of version A', () => {
    const fresh = composerDefaults(campaign);
    expect(fresh).toMatchObject({ abTest: false, variantB: { share: 50, subject: '', body: '' } });
    expect(toUpdate(fresh).variantB).toBeNull();
    const copied = variantFromA(fresh);
    expect(copied).toEqual({ share: 50, subject: 'Hi', body: 'Hello {firstName}', design: null });
    expect(toUpdate({ ...fresh, abTest: true, variantB: { ...copied, share: 30 } }).variantB).toEqual({
      share: 30,
      subject: 'Hi',
      body: 'Hello {firstName}',
      design: null,
    });
    // Words already written for B are kept when the test is switched on again.
    const written = { ...fresh, variantB: { share: 50, subject: 'B', body: 'Other', design: null } };
    expect(variantFromA(written)).toEqual(written.variantB);
    const saved = { ...campaign, variantB: { share: 20, subject: 'B', body: 'Other', design: null } };
    expect(composerDefaults(saved)).toMatchObject({ abTest: true, variantB: saved.variantB });
  });
});

describe('firstProblem', () => {
  it('takes the first broken field in order, audience rules last', () => {
    expect(firstProblem({})).toBeNull();
    expect(
      firstProblem({ audience: { maxVisits: { message: 'Minimum visits cannot be more than maximum visits' } } }),
    ).toBe('Minimum visits cannot be more than maximum visits');
    expect(firstProblem({ name: { message: CAMPAIGN_MESSAGES.nameRequired }, body: { message: 'long' } })).toBe(
      CAMPAIGN_MESSAGES.nameRequired,
    );
    expect(firstProblem({ controlShare: { message: LIFT_MESSAGES.controlShare } })).toBe(LIFT_MESSAGES.controlShare);
    expect(
      firstProblem({
        controlShare: { message: LIFT_MESSAGES.controlShare },
        variantB: { body: { message: LIFT_MESSAGES.variantBBodyRequired } },
      }),
    ).toBe(LIFT_MESSAGES.variantBBodyRequired);
  });
});

describe('draftToSave', () => {
  it('saves what the contract accepts, in the contract’s shape', () => {
    const values = { ...composerDefaults(campaign), body: 'Spring menu is here' };
    const draft = draftToSave(values, 'email');
    expect(draft.problem).toBeNull();
    expect(draft.save).toMatchObject({ name: 'Spring', subject: 'Hi', body: 'Spring menu is here', variantB: null });
  });

  it('keeps a change the contract would refuse on the page, with the contract’s reason', () => {
    expect(draftToSave({ ...composerDefaults(campaign), name: '  ' }, 'email')).toEqual({
      save: null,
      problem: CAMPAIGN_MESSAGES.nameRequired,
    });
    const ab = { ...composerDefaults(campaign), abTest: true };
    expect(draftToSave({ ...ab, variantB: { ...ab.variantB, subject: '', body: 'B' } }, 'email')).toEqual({
      save: null,
      problem: LIFT_MESSAGES.variantBSubjectRequired,
    });
    // An SMS has no subject: version B needs none.
    expect(draftToSave({ ...ab, variantB: { ...ab.variantB, subject: '', body: 'B' } }, 'sms').problem).toBeNull();
  });
});
