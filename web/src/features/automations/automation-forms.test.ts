import { AUTOMATION_MESSAGES, LIFT_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import {
  birthdayConfig,
  birthdayFields,
  controlSummary,
  liftPeriod,
  rewardSummary,
  sentSummary,
  winBackConfig,
  winBackFields,
  winBackOnNote,
  winBackPitch,
  ZBirthdayFields,
} from './automation-forms.ts';

const english = APP_ENGLISH_WORDS;
const noControl = { keepControl: false, controlShare: 10, outcomeWindowDays: 30 };

describe('win-back fields', () => {
  it('round-trip the config, a "None" choice being null', () => {
    const config = {
      days: 45,
      timing: 'days' as const,
      smsTemplateId: 'sms-1',
      emailTemplateId: null,
      controlShare: 0,
      outcomeWindowDays: 30,
    };
    expect(winBackFields(config)).toEqual({
      days: 45,
      byRhythm: false,
      smsTemplateId: 'sms-1',
      emailTemplateId: '',
      ...noControl,
    });
    expect(winBackConfig(winBackFields(config))).toEqual(config);
    const byRhythm = { ...config, timing: 'rhythm' as const };
    expect(winBackFields(byRhythm).byRhythm).toBe(true);
    expect(winBackConfig(winBackFields(byRhythm))).toEqual(byRhythm);
  });

  it('keep a control group: offered at 10% when switched on, saved as 0 when off, its window kept', () => {
    const config = {
      days: 45,
      timing: 'days' as const,
      smsTemplateId: null,
      emailTemplateId: null,
      controlShare: 20,
      outcomeWindowDays: 21,
    };
    const fields = winBackFields(config);
    expect(fields).toMatchObject({ keepControl: true, controlShare: 20, outcomeWindowDays: 21 });
    expect(winBackConfig(fields)).toEqual(config);
    expect(winBackConfig({ ...fields, keepControl: false })).toMatchObject({ controlShare: 0, outcomeWindowDays: 21 });
    // Switched off, a window typed wrong and hidden is not sent.
    expect(winBackConfig({ ...fields, keepControl: false, outcomeWindowDays: Number.NaN })).toMatchObject({
      controlShare: 0,
      outcomeWindowDays: 30,
    });
  });
});

describe('control group fields', () => {
  it('are checked by the contracts only while switched on', () => {
    const base = { rewardOn: false, description: '', validDays: 30 };
    expect(
      ZBirthdayFields.safeParse({ ...base, keepControl: false, controlShare: 90, outcomeWindowDays: 0 }).success,
    ).toBe(true);
    const on = ZBirthdayFields.safeParse({
      ...base,
      keepControl: true,
      controlShare: 90,
      outcomeWindowDays: Number.NaN,
    });
    expect(on.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['controlShare', LIFT_MESSAGES.controlShare],
      ['outcomeWindowDays', LIFT_MESSAGES.outcomeWindow],
    ]);
  });
});

describe('birthday fields', () => {
  it('check the reward only while it is switched on', () => {
    expect(ZBirthdayFields.safeParse({ rewardOn: false, description: '', validDays: 0, ...noControl }).success).toBe(
      true,
    );
    const off = ZBirthdayFields.safeParse({ rewardOn: true, description: ' ', validDays: 0, ...noControl });
    expect(off.success).toBe(false);
    expect(off.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['description', AUTOMATION_MESSAGES.rewardRequired],
      ['validDays', AUTOMATION_MESSAGES.rewardDaysRange],
    ]);
  });

  it('map to the config: no reward when switched off, the description trimmed', () => {
    const off = { controlShare: 0, outcomeWindowDays: 30 };
    expect(birthdayConfig({ rewardOn: false, description: 'Free coffee', validDays: 30, ...noControl })).toEqual({
      reward: null,
      ...off,
    });
    expect(
      birthdayConfig({ rewardOn: true, description: ' Free coffee ', validDays: 14, ...noControl, keepControl: true }),
    ).toEqual({ reward: { description: 'Free coffee', validDays: 14 }, controlShare: 10, outcomeWindowDays: 30 });
    expect(birthdayFields({ reward: null, ...off })).toEqual({
      rewardOn: false,
      description: '',
      validDays: 30,
      ...noControl,
    });
  });
});

describe('summaries', () => {
  it('say what each automation did and will do', () => {
    expect(sentSummary(0, english)).toBe('Nothing sent in the last 30 days');
    expect(sentSummary(1234, english)).toBe('Sent 1,234 in the last 30 days');
    const byDays = { days: 45, timing: 'days' as const };
    expect(winBackPitch(byDays, english)).toBe("Bring back customers who haven't visited in 45 days");
    expect(winBackOnNote(byDays, 0, english)).toBe(
      'Customers get your message once they reach 45 days without a visit.',
    );
    expect(winBackOnNote(byDays, 1, english)).toMatch(/^1 customer past 45 days/);
    // Timed by each customer's own rhythm (issue 55): the days stay for those without one.
    const byRhythm = { days: 45, timing: 'rhythm' as const };
    expect(winBackPitch(byRhythm, english)).toBe('Bring back customers once they are overdue by their own rhythm');
    expect(winBackOnNote(byRhythm, 0, english)).toBe(
      'Customers get your message once they are overdue by their own rhythm (after 45 days without a visit for those with fewer than 4 visit days).',
    );
    expect(winBackOnNote(byRhythm, 3, english)).toBe(
      '3 customers overdue by their own rhythm get your message within the hour (once per absence).',
    );
    const off = { controlShare: 0, outcomeWindowDays: 30 };
    expect(rewardSummary({ reward: { description: 'Free coffee', validDays: 1 }, ...off }, english)).toBe(
      'Free coffee, valid 1 day',
    );
    expect(rewardSummary({ reward: null, ...off }, english)).toBeNull();
    expect(controlSummary({ controlShare: 0 }, english)).toBeNull();
    expect(controlSummary({ controlShare: 15 }, english)).toBe('Control group: 15%');
    expect(liftPeriod({ fromDay: '2026-08-27', windowDays: 30 }, english)).toBe(
      'Customers reached since August 27, 2026, each followed for 30 days.',
    );
  });
});
