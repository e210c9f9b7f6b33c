import { createTranslator, type TAutomationLift } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { comparisonHeadline, spendLine } from '../campaigns/index.ts';

const group = { customers: 400, cameBack: 120, spendPerCustomer: 12.4, pointsRedeemedPerCustomer: 3 };
const lift: TAutomationLift = {
  windowDays: 30,
  fromDay: '2026-08-27',
  toDay: '2026-11-24',
  message: group,
  control: { ...group, customers: 45, cameBack: 9 },
  cameBack: { difference: 0.0612, low: 0.021, high: 0.098, conclusive: true, moreRecipients: 0 },
  spend: { difference: -1.25, low: -3.5, high: 1 },
};

describe("an automation's lift in words", () => {
  it('says what it caused in the campaign card’s words, naming the automation', () => {
    expect(comparisonHeadline(lift, 'win-back')).toEqual({
      title: 'About 6 more customers in every 100 came back because of win-back (95% range: 2 to 10)',
      sofar: '',
      conclusive: true,
    });
    const fewer = { ...lift, cameBack: { ...lift.cameBack, difference: -0.01, low: -0.018, high: -0.004 } };
    expect(comparisonHeadline(fewer, 'the birthday greeting').title).toBe(
      'About 1 fewer customer in every 100 came back because of the birthday greeting (95% range: 0.4 to 2 fewer)',
    );
  });

  it('says how many more customers would settle it while the range crosses zero, and what it is so far', () => {
    const open = {
      ...lift,
      cameBack: { difference: 0.05, low: -0.0176, high: 0.109, conclusive: false, moreRecipients: 1559 },
    };
    expect(comparisonHeadline(open, 'win-back')).toEqual({
      title: 'Not conclusive yet: about 1,559 more customers would settle it',
      sofar: 'So far 5 in every 100 (95% range: −2 to 11).',
      conclusive: false,
    });
    const alike = { ...open, cameBack: { ...open.cameBack, difference: 0, moreRecipients: null } };
    expect(comparisonHeadline(alike, 'win-back').title).toBe('Not conclusive yet: so far the groups come back alike');
  });

  it('says the spend difference, and nothing when nobody spent', () => {
    expect(spendLine(lift)).toBe('About $1.25 less spent per customer (95% range: −$3.50 to $1.00)');
    const none = { ...lift, message: { ...group, spendPerCustomer: 0 }, control: { ...group, spendPerCustomer: 0 } };
    expect(spendLine(none)).toBeNull();
    expect(spendLine({ ...lift, spend: null })).toBeNull();
  });
});

describe("an automation's lift in French", () => {
  const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };

  it('names the automation in the campaign card’s French sentence', () => {
    const { title } = comparisonHeadline(lift, french.t('automations.winBack.cause'), {}, french);
    expect(title).toContain('grâce à la reconquête');
    const fewer = { ...lift, cameBack: { ...lift.cameBack, difference: -0.01, low: -0.018, high: -0.004 } };
    expect(comparisonHeadline(fewer, french.t('automations.birthday.cause'), {}, french).title).toContain(
      'à cause de l’envoi d’anniversaire',
    );
  });
});
