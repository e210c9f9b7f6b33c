import { AUTOMATION_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import {
  birthdayConfig,
  birthdayFields,
  rewardSummary,
  sentSummary,
  winBackConfig,
  winBackFields,
  winBackOnNote,
  winBackPitch,
  ZBirthdayFields,
} from './automation-forms.ts';

describe('win-back fields', () => {
  it('round-trip the config, a "None" choice being null', () => {
    const config = { days: 45, smsTemplateId: 'sms-1', emailTemplateId: null };
    expect(winBackFields(config)).toEqual({ days: 45, smsTemplateId: 'sms-1', emailTemplateId: '' });
    expect(winBackConfig(winBackFields(config))).toEqual(config);
  });
});

describe('birthday fields', () => {
  it('check the reward only while it is switched on', () => {
    expect(ZBirthdayFields.safeParse({ rewardOn: false, description: '', validDays: 0 }).success).toBe(true);
    const off = ZBirthdayFields.safeParse({ rewardOn: true, description: ' ', validDays: 0 });
    expect(off.success).toBe(false);
    expect(off.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['description', AUTOMATION_MESSAGES.rewardRequired],
      ['validDays', AUTOMATION_MESSAGES.rewardDaysRange],
    ]);
  });

  it('map to the config: no reward when switched off, the description trimmed', () => {
    expect(birthdayConfig({ rewardOn: false, description: 'Free coffee', validDays: 30 })).toEqual({ reward: null });
    expect(birthdayConfig({ rewardOn: true, description: ' Free coffee ', validDays: 14 })).toEqual({
      reward: { description: 'Free coffee', validDays: 14 },
    });
    expect(birthdayFields({ reward: null })).toEqual({ rewardOn: false, description: '', validDays: 30 });
  });
});

describe('summaries', () => {
  it('say what each automation did and will do', () => {
    expect(sentSummary(0)).toBe('Nothing sent in the last 30 days');
    expect(sentSummary(1234)).toBe('Sent 1,234 in the last 30 days');
    expect(winBackPitch(45)).toBe("Bring back customers who haven't visited in 45 days");
    expect(winBackOnNote(45, 0)).toBe('Customers get your message once they reach 45 days without a visit.');
    expect(winBackOnNote(45, 1)).toMatch(/^1 customer past 45 days/);
    expect(rewardSummary({ reward: { description: 'Free coffee', validDays: 1 } })).toBe('Free coffee, valid 1 day');
    expect(rewardSummary({ reward: null })).toBeNull();
  });
});
