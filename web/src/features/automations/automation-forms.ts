import {
  AUTOMATION_STATS_DAYS,
  BIRTHDAY_REWARD_DAYS,
  type TBirthdayConfig,
  type TWinBackConfig,
  ZBirthdayReward,
} from '@regulars/contracts';
import { z } from 'zod';
import { formatCount, formatCountOf } from '../../lib/format-number.ts';

/** The win-back editor's fields: a select's "None" is '', which the request sends as null. */
export type TWinBackFields = { days: number; smsTemplateId: string; emailTemplateId: string };

export function winBackFields(config: TWinBackConfig): TWinBackFields {
  return {
    days: config.days,
    smsTemplateId: config.smsTemplateId ?? '',
    emailTemplateId: config.emailTemplateId ?? '',
  };
}

export function winBackConfig(fields: TWinBackFields): TWinBackConfig {
  return {
    days: fields.days,
    smsTemplateId: fields.smsTemplateId || null,
    emailTemplateId: fields.emailTemplateId || null,
  };
}

/**
 * The birthday editor: a reward switch and its two fields. The fields are checked by the contracts' reward schema
 * only while the switch is on, so switching the reward off never trips over what was typed.
 */
export const ZBirthdayFields = z
  .object({ rewardOn: z.boolean(), description: z.string(), validDays: z.number() })
  .superRefine((fields, ctx) => {
    if (!fields.rewardOn) return;
    const parsed = ZBirthdayReward.safeParse({ description: fields.description, validDays: fields.validDays });
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type TBirthdayFields = z.infer<typeof ZBirthdayFields>;

export function birthdayFields(config: TBirthdayConfig): TBirthdayFields {
  return {
    rewardOn: config.reward !== null,
    description: config.reward?.description ?? '',
    validDays: config.reward?.validDays ?? BIRTHDAY_REWARD_DAYS.default,
  };
}

export function birthdayConfig(fields: TBirthdayFields): TBirthdayConfig {
  if (!fields.rewardOn) return { reward: null };
  return { reward: { description: fields.description.trim(), validDays: fields.validDays } };
}

/** 'Sent 12 in the last 30 days', or that nothing went out yet. */
export function sentSummary(sent: number): string {
  return sent === 0
    ? `Nothing sent in the last ${AUTOMATION_STATS_DAYS} days`
    : `Sent ${formatCount(sent)} in the last ${AUTOMATION_STATS_DAYS} days`;
}

/** The win-back row's one-line pitch, with the business's own number of days. */
export function winBackPitch(days: number): string {
  return `Bring back customers who haven't visited in ${formatCountOf(days, 'day')}`;
}

/** What switching win-back on will do, said in the toast, so nobody is surprised by the first run. */
export function winBackOnNote(days: number, lapsed: number): string {
  if (lapsed === 0) return `Customers get your message once they reach ${formatCountOf(days, 'day')} without a visit.`;
  return `${formatCountOf(lapsed, 'customer')} past ${formatCountOf(days, 'day')} without a visit get your message within the hour (once per absence).`;
}

/** The birthday reward in a line: 'Free coffee, valid 30 days', or none. */
export function rewardSummary(config: TBirthdayConfig): string | null {
  if (!config.reward) return null;
  return `${config.reward.description}, valid ${formatCountOf(config.reward.validDays, 'day')}`;
}
