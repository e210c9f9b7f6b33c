import { z } from 'zod';
import { ZEmailDesign } from './email-design.ts';

/**
 * The spec's triggers, and points_expiring: the notice a week before points lapse
 * (docs/DESIGN-DECISIONS.md: Messages on loyalty events).
 */
export const SMS_TRIGGER_TYPES = [
  'welcome',
  'reward_earned',
  'points_milestone',
  'birthday',
  'custom',
  'points_expiring',
  'status_up',
  'referral_referrer',
  'referral_friend',
] as const;
export const EMAIL_TRIGGER_TYPES = [
  'welcome',
  'promotional',
  'reward',
  'birthday',
  'custom',
  'points_expiring',
  'status_up',
  'referral_referrer',
  'referral_friend',
] as const;
export type TSmsTriggerType = (typeof SMS_TRIGGER_TYPES)[number];
export type TEmailTriggerType = (typeof EMAIL_TRIGGER_TYPES)[number];
export type TTriggerType = TSmsTriggerType | TEmailTriggerType;

/** How each trigger reads in the editor and on a template's badge. */
export const TRIGGER_LABELS: Record<TTriggerType, string> = {
  welcome: 'Welcome',
  reward_earned: 'Reward earned',
  points_milestone: 'Points milestone',
  birthday: 'Birthday',
  custom: 'Custom',
  promotional: 'Promotional',
  reward: 'Reward',
  points_expiring: 'Points expiring',
  status_up: 'Moved up a tier',
  referral_referrer: 'Referral: their friend qualified',
  referral_friend: 'Referral: joined through a friend',
};

export const TEMPLATE_MESSAGES = {
  smsRequired: 'Name and message are required',
  emailRequired: 'Name, subject, and body are required',
  updated: 'Template updated successfully',
  created: 'Template created successfully',
  saveFailed: 'Failed to save template',
  toggleFailed: 'Failed to toggle template',
  notFound: 'Template not found',
  triggerRequired: 'Please choose a trigger',
} as const;

/** An SMS of 1,600 characters is already ten or more parts; carriers refuse longer ones. */
export const TEMPLATE_LIMITS = { name: 100, smsMessage: 1600, subject: 200, body: 20_000 } as const;

/** Shown in the SMS editor once a message passes 160 characters. */
export const SMS_LONG_WARNING = 'Messages over 160 characters are sent as multiple SMS';

/**
 * What every template may use; email adds {email}. {reward} to {referrer_name} are filled only on a loyalty event's
 * message; {wallet_link} is the customer's wallet card page (its sentence is left out when no wallet is set up),
 * {referral_link} their invite link (its sentence is left out while refer-a-friend is off).
 */
export const SMS_PLACEHOLDERS = [
  'business_name',
  'name',
  'firstName',
  'lastName',
  'points',
  'reward',
  'milestone',
  'expiring_points',
  'expiry_date',
  'tier',
  'friend_name',
  'referrer_name',
  'wallet_link',
  'referral_link',
] as const;
export const EMAIL_PLACEHOLDERS = [...SMS_PLACEHOLDERS.slice(0, 5), 'email', ...SMS_PLACEHOLDERS.slice(5)] as const;

/**
 * A body that holds an HTML tag (or comment): it is stored sanitised and sent as HTML. Anything else is plain
 * text and stays exactly as typed.
 */
export function isHtmlBody(body: string): boolean {
  return /<(?:[a-z][\w-]*|\/[a-z][\w-]*|!--)[^<>]*>/i.test(body);
}

const required = (message: string, max: number, field: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')} characters`);

export const ZSmsTemplateInput = z.object({
  name: required(TEMPLATE_MESSAGES.smsRequired, TEMPLATE_LIMITS.name, 'Name'),
  triggerType: z.enum(SMS_TRIGGER_TYPES, { error: TEMPLATE_MESSAGES.triggerRequired }),
  messageTemplate: required(TEMPLATE_MESSAGES.smsRequired, TEMPLATE_LIMITS.smsMessage, 'Message'),
});
export type TSmsTemplateInput = z.input<typeof ZSmsTemplateInput>;

/**
 * An email template is written in the visual editor (`design`: the server renders the body from its blocks) or as
 * plain text or HTML (`body`, with `design` null). One of the two is required.
 */
export const ZEmailTemplateInput = z
  .object({
    name: required(TEMPLATE_MESSAGES.emailRequired, TEMPLATE_LIMITS.name, 'Name'),
    triggerType: z.enum(EMAIL_TRIGGER_TYPES, { error: TEMPLATE_MESSAGES.triggerRequired }),
    subject: required(TEMPLATE_MESSAGES.emailRequired, TEMPLATE_LIMITS.subject, 'Subject'),
    body: z
      .string({ error: TEMPLATE_MESSAGES.emailRequired })
      .trim()
      .max(TEMPLATE_LIMITS.body, `Body must be at most ${TEMPLATE_LIMITS.body.toLocaleString('en-US')} characters`)
      .default(''),
    design: ZEmailDesign.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (!input.design && input.body === '') {
      ctx.addIssue({ code: 'custom', path: ['body'], message: TEMPLATE_MESSAGES.emailRequired });
    }
  });
export type TEmailTemplateInput = z.input<typeof ZEmailTemplateInput>;

export const ZSetTemplateActive = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export const ZSmsTemplate = z.object({
  id: z.string(),
  name: z.string(),
  triggerType: z.enum(SMS_TRIGGER_TYPES),
  messageTemplate: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TSmsTemplate = z.infer<typeof ZSmsTemplate>;
export const ZSmsTemplateList = z.object({ templates: z.array(ZSmsTemplate) });

export const ZEmailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  triggerType: z.enum(EMAIL_TRIGGER_TYPES),
  subject: z.string(),
  /** Plain text, or HTML already sanitised by the server (rendered from `design` when it has one). */
  body: z.string(),
  design: ZEmailDesign.nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;
export const ZEmailTemplateList = z.object({ templates: z.array(ZEmailTemplate) });
