import {
  AUTOMATION_OUTCOME_DAYS,
  AUTOMATION_STATS_DAYS,
  BIRTHDAY_REWARD_DAYS,
  CONTROL_GROUP,
  type TAutomationLift,
  type TBirthdayConfig,
  type TWinBackConfig,
  ZBirthdayReward,
  ZControlShare,
  ZOutcomeWindowDays,
} from '@regulars/contracts';
import { z } from 'zod';
import type { TAppWords } from '../../lib/app-words.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatCountIn, formatPercent } from '../../lib/format-number.ts';

/**
 * A number field as typed: an empty one reads NaN, which the contracts' schema then refuses in its own words (a bare
 * z.number() would refuse it first, in zod's).
 */
const typedNumber = () => z.number().or(z.nan());

/**
 * "Keep a control group" in an automation's editor: the switch, the share (kept while switched off, saved as 0) and the
 * results window. The numbers are checked by the contracts' schemas only while the switch is on.
 */
export const ZControlFields = z.object({
  keepControl: z.boolean(),
  controlShare: typedNumber(),
  outcomeWindowDays: typedNumber(),
});
export type TControlFields = z.infer<typeof ZControlFields>;

/** The contracts' checks of a kept control group, reported on the editor's own fields. */
export function checkControlFields(fields: TControlFields, ctx: z.RefinementCtx) {
  if (!fields.keepControl) return;
  for (const [path, schema] of [
    ['controlShare', ZControlShare],
    ['outcomeWindowDays', ZOutcomeWindowDays],
  ] as const) {
    const parsed = schema.safeParse(fields[path]);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: [path], message: parsed.error.issues[0]?.message });
  }
}

function controlFields(config: { controlShare: number; outcomeWindowDays: number }): TControlFields {
  return {
    keepControl: config.controlShare > 0,
    // Switched on from off, it offers the usual 10%.
    controlShare: config.controlShare > 0 ? config.controlShare : CONTROL_GROUP.defaultShare,
    outcomeWindowDays: config.outcomeWindowDays,
  };
}

function controlConfig(fields: TControlFields): { controlShare: number; outcomeWindowDays: number } {
  if (fields.keepControl) return { controlShare: fields.controlShare, outcomeWindowDays: fields.outcomeWindowDays };
  // Switched off, the hidden window is kept when it is a valid one.
  const window = ZOutcomeWindowDays.safeParse(fields.outcomeWindowDays);
  return { controlShare: 0, outcomeWindowDays: window.success ? window.data : AUTOMATION_OUTCOME_DAYS };
}

/** The win-back editor's fields: a select's "None" is '', which the request sends as null. */
export type TWinBackFields = {
  days: number;
  /** Timed by each customer's own rhythm (issue 55), the days for those without one. */
  byRhythm: boolean;
  smsTemplateId: string;
  emailTemplateId: string;
} & TControlFields;

export function winBackFields(config: TWinBackConfig): TWinBackFields {
  return {
    days: config.days,
    byRhythm: config.timing === 'rhythm',
    smsTemplateId: config.smsTemplateId ?? '',
    emailTemplateId: config.emailTemplateId ?? '',
    ...controlFields(config),
  };
}

export function winBackConfig(fields: TWinBackFields): TWinBackConfig {
  return {
    days: fields.days,
    timing: fields.byRhythm ? 'rhythm' : 'days',
    smsTemplateId: fields.smsTemplateId || null,
    emailTemplateId: fields.emailTemplateId || null,
    ...controlConfig(fields),
  };
}

/**
 * The birthday editor: a reward switch and its two fields. The fields are checked by the contracts' reward schema
 * only while the switch is on, so switching the reward off never trips over what was typed.
 */
export const ZBirthdayFields = z
  .object({ rewardOn: z.boolean(), description: z.string(), validDays: typedNumber(), ...ZControlFields.shape })
  .superRefine((fields, ctx) => {
    checkControlFields(fields, ctx);
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
    ...controlFields(config),
  };
}

export function birthdayConfig(fields: TBirthdayFields): TBirthdayConfig {
  const control = controlConfig(fields);
  if (!fields.rewardOn) return { reward: null, ...control };
  return { reward: { description: fields.description.trim(), validDays: fields.validDays }, ...control };
}

/** 'Sent 12 in the last 30 days', or that nothing went out yet. */
export function sentSummary(sent: number, words: TAppWords): string {
  const days = formatCountIn(AUTOMATION_STATS_DAYS, words.locale);
  return sent === 0
    ? words.t('automations.row.sentNone', { days })
    : words.t('automations.row.sent', { count: formatCountIn(sent, words.locale), days });
}

/** The win-back row's one-line pitch, with the business's own number of days. */
export const winBackPitch = (config: Pick<TWinBackConfig, 'days' | 'timing'>, words: TAppWords) =>
  config.timing === 'rhythm'
    ? words.t('automations.winBack.pitchRhythm')
    : words.t('automations.winBack.pitch', { days: config.days });

/** What switching win-back on will do, said in the toast, so nobody is surprised by the first run. */
export function winBackOnNote(
  config: Pick<TWinBackConfig, 'days' | 'timing'>,
  lapsed: number,
  words: TAppWords,
): string {
  const { days } = config;
  if (config.timing === 'rhythm') {
    if (lapsed === 0) return words.t('automations.winBack.onNoteRhythmNone', { days });
    return words.t('automations.winBack.onNoteRhythm', { lapsed });
  }
  if (lapsed === 0) return words.t('automations.winBack.onNoteNone', { days });
  return words.t('automations.winBack.onNote', { lapsed, days });
}

/** The birthday reward in a line: 'Free coffee, valid 30 days', or none. */
export function rewardSummary(config: TBirthdayConfig, words: TAppWords): string | null {
  if (!config.reward) return null;
  return words.t('automations.birthday.rewardSummary', {
    description: config.reward.description,
    days: config.reward.validDays,
  });
}

/** The control group on the row, when one is kept: 'Control group: 10%'. */
export function controlSummary(config: { controlShare: number }, words: TAppWords): string | null {
  if (config.controlShare <= 0) return null;
  return words.t('automations.row.control', { share: formatPercent(config.controlShare, undefined, words.locale) });
}

/** A day of the business's calendar (YYYY-MM-DD) in a sentence: 'August 27, 2026', '27 août 2026'. */
const calendarDay = (day: string, words: TAppWords) => formatLongDate(`${day}T12:00:00Z`, 'UTC', words.locale);

/** Which occasions a rolling lift compares, and how long each counts: said under its headline. */
export function liftPeriod(lift: Pick<TAutomationLift, 'fromDay' | 'windowDays'>, words: TAppWords): string {
  return words.t('automations.lift.period', { date: calendarDay(lift.fromDay, words), days: lift.windowDays });
}
