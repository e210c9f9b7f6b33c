import { z } from 'zod';
import { ZControlShare, ZGroupComparison, ZOutcomeWindowDays } from './campaign-lift.ts';
import { hasUnsavableCharacters } from './customer-import.ts';
import { SETTINGS_MESSAGES } from './settings.ts';

/** Win-back and birthday automations (issue 12): switched on and off, with their settings and what they sent. */
export const AUTOMATION_KINDS = ['win_back', 'birthday'] as const;
export type TAutomationKind = (typeof AUTOMATION_KINDS)[number];

/** How long without a visit makes a customer lapsed: Klaviyo's and Square's default of about six weeks. */
export const WIN_BACK_DAYS = { min: 7, max: 365, default: 45 } as const;
export const WIN_BACK_TIMINGS = ['days', 'rhythm'] as const;
export type TWinBackTiming = (typeof WIN_BACK_TIMINGS)[number];
/** How long a birthday reward can be used after it is issued. */
export const BIRTHDAY_REWARD_DAYS = { min: 1, max: 365, default: 30 } as const;
export const BIRTHDAY_REWARD_MAX_LENGTH = 100;
/** The window the "sent" figure of each automation counts. */
export const AUTOMATION_STATS_DAYS = 30;
/**
 * An automation's results window: a customer met on an occasion (a lapse, a birthday) counts as back when they visit
 * or buy within these days of it. Longer than a campaign's 14: a lapsed customer takes longer to return.
 */
export const AUTOMATION_OUTCOME_DAYS = 30;
/** The automation's lift reads the occasions of this many days back (today included). */
export const AUTOMATION_LIFT_DAYS = 90;

export const AUTOMATION_MESSAGES = {
  saved: 'Automation saved',
  saveFailed: 'Failed to save automation',
  loadFailed: 'Failed to load automations',
  daysRange: `Days must be between ${WIN_BACK_DAYS.min} and ${WIN_BACK_DAYS.max}`,
  daysWhole: 'Days must be a whole number',
  templateNotFound: 'Template not found',
  templateInactive: 'The chosen template is switched off. Switch it on in Templates, or choose another.',
  messageRequired: 'Choose an SMS or email message before switching win-back on',
  rewardRequired: 'Describe the birthday reward, for example Free coffee',
  rewardTooLong: `The reward description must be at most ${BIRTHDAY_REWARD_MAX_LENGTH} characters`,
  rewardDaysRange: `A reward must be valid for between ${BIRTHDAY_REWARD_DAYS.min} and ${BIRTHDAY_REWARD_DAYS.max} days`,
  enabledRequired: 'enabled must be true or false',
} as const;

const templateId = z.string({ error: AUTOMATION_MESSAGES.templateNotFound }).nullable().default(null);

/**
 * "Keep a control group" of an automation: the share of each occasion's customers (whole percent, 0 = off) held back
 * with nothing sent and nothing issued, and the results window. A config saved before these existed reads as off.
 */
const controlGroup = {
  controlShare: ZControlShare.default(0),
  outcomeWindowDays: ZOutcomeWindowDays.default(AUTOMATION_OUTCOME_DAYS),
};

export const ZWinBackConfig = z.object({
  days: z
    .number({ error: AUTOMATION_MESSAGES.daysRange })
    .int(AUTOMATION_MESSAGES.daysWhole)
    .min(WIN_BACK_DAYS.min, AUTOMATION_MESSAGES.daysRange)
    .max(WIN_BACK_DAYS.max, AUTOMATION_MESSAGES.daysRange)
    .default(WIN_BACK_DAYS.default),
  /**
   * When a customer has lapsed: `days` after their last visit; or `rhythm`, once overdue by their own rhythm (issue 55),
   * and after `days` for those without enough visits for one. Saved before it existed: days.
   */
  timing: z.enum(WIN_BACK_TIMINGS).default('days'),
  /** Any template of the business of that channel (typically a custom or promotional one); null: no SMS. */
  smsTemplateId: templateId,
  emailTemplateId: templateId,
  ...controlGroup,
});
export type TWinBackConfig = z.infer<typeof ZWinBackConfig>;

export const ZBirthdayReward = z.object({
  /** What the customer gets, as the counter and the portal show it ('Free coffee'); fills {reward}. */
  description: z
    .string({ error: AUTOMATION_MESSAGES.rewardRequired })
    .trim()
    .min(1, AUTOMATION_MESSAGES.rewardRequired)
    .max(BIRTHDAY_REWARD_MAX_LENGTH, AUTOMATION_MESSAGES.rewardTooLong)
    // Stored in jsonb, which refuses half a surrogate pair that a text column would take.
    .refine((value) => !hasUnsavableCharacters(value), { error: SETTINGS_MESSAGES.unsavableCharacter }),
  validDays: z
    .number({ error: AUTOMATION_MESSAGES.rewardDaysRange })
    .int(AUTOMATION_MESSAGES.rewardDaysRange)
    .min(BIRTHDAY_REWARD_DAYS.min, AUTOMATION_MESSAGES.rewardDaysRange)
    .max(BIRTHDAY_REWARD_DAYS.max, AUTOMATION_MESSAGES.rewardDaysRange),
});
export type TBirthdayReward = z.infer<typeof ZBirthdayReward>;

export const ZBirthdayConfig = z.object({
  /** A reward issued through the loyalty engine on the birthday, once a year; null: a greeting only. */
  reward: ZBirthdayReward.nullable().default(null),
  ...controlGroup,
});
export type TBirthdayConfig = z.infer<typeof ZBirthdayConfig>;

const enabled = z.boolean({ error: AUTOMATION_MESSAGES.enabledRequired });
export const ZUpdateWinBack = z.object({ enabled, config: ZWinBackConfig });
export type TUpdateWinBack = z.infer<typeof ZUpdateWinBack>;
export type TUpdateWinBackInput = z.input<typeof ZUpdateWinBack>;
export const ZUpdateBirthday = z.object({ enabled, config: ZBirthdayConfig });
export type TUpdateBirthday = z.infer<typeof ZUpdateBirthday>;
export type TUpdateBirthdayInput = z.input<typeof ZUpdateBirthday>;

/** A template an automation sends, as its editor names it. */
export const ZAutomationTemplate = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
export type TAutomationTemplate = z.infer<typeof ZAutomationTemplate>;
const ZMessages = z.object({ sms: ZAutomationTemplate.nullable(), email: ZAutomationTemplate.nullable() });

const common = {
  enabled: z.boolean(),
  /** Messages of this automation created in the last 30 days and not refused (queued, waiting out quiet hours, sent). */
  sentLast30Days: z.number().int(),
  /** When it was last changed; null while it keeps its defaults. */
  updatedAt: z.string().nullable(),
  /** What it sends per channel: the chosen templates (win-back) or the active birthday templates (birthday). */
  messages: ZMessages,
};

export const ZWinBackAutomation = z.object({
  kind: z.literal('win_back'),
  ...common,
  config: ZWinBackConfig,
  /** Customers whose last visit is older than the configured days right now (contactable or not). */
  lapsedCustomers: z.number().int(),
});
export type TWinBackAutomation = z.infer<typeof ZWinBackAutomation>;

export const ZBirthdayAutomation = z.object({
  kind: z.literal('birthday'),
  ...common,
  config: ZBirthdayConfig,
  /** Birthday rewards issued in the last 30 days. */
  rewardsLast30Days: z.number().int(),
});
export type TBirthdayAutomation = z.infer<typeof ZBirthdayAutomation>;

export const ZAutomationList = z.object({
  winBack: ZWinBackAutomation,
  birthday: ZBirthdayAutomation,
  /** Whether this user may change them (the team admin). */
  canEdit: z.boolean(),
  /** Marketing email cannot go out without the business's postal address (CAN-SPAM): the panel says so. */
  postalAddressMissing: z.boolean(),
});
export type TAutomationList = z.infer<typeof ZAutomationList>;

/**
 * An automation's rolling lift: every occasion of the last 90 days (`fromDay` to `toDay`, the business's calendar),
 * its customer counted as back with a visit or purchase from the occasion's day through `windowDays` days, messaged
 * occasions against control ones. Occasions whose window is still open count with what they have so far.
 */
export const ZAutomationLift = ZGroupComparison.extend({
  windowDays: z.number().int(),
  fromDay: z.string(),
  toDay: z.string(),
});
export type TAutomationLift = z.infer<typeof ZAutomationLift>;

/** null: no control group was kept in the last 90 days, or one of the groups is still empty. */
export const ZAutomationLiftAnswer = z.object({ lift: ZAutomationLift.nullable() });
export type TAutomationLiftAnswer = z.infer<typeof ZAutomationLiftAnswer>;
