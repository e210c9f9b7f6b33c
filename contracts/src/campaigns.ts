import { z } from 'zod';
import { CAMPAIGN_GROUPS, LIFT_MESSAGES, ZControlShare, ZOutcomeWindowDays, ZVariantBShare } from './campaign-lift.ts';
import { ZEmailDesign } from './email-design.ts';
import { ENGLISH, type TTranslator } from './i18n/translator.ts';

export const CAMPAIGN_TYPES = ['email', 'sms'] as const;
export type TCampaignType = (typeof CAMPAIGN_TYPES)[number];

/** The spec's draft, scheduled and sent, and what sending really goes through: sending, failed, cancelled. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<TCampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  typeRequired: 'Choose email or SMS',
  notFound: 'Campaign not found',
  created: 'Campaign created',
  saved: 'Campaign saved',
  onlyDraftEditable: 'Only a draft campaign can be changed',
  onlyDraftDeletable: 'Only a draft or cancelled campaign can be deleted',
  deleted: 'Campaign deleted',
  messageRequired: 'Write the message before sending',
  subjectRequired: 'Add a subject before sending',
  noRecipients: 'No customers match this audience: nobody would receive it',
  scheduleInPast: 'Choose a time in the future',
  scheduleTooFar: 'Campaigns can be scheduled up to a year ahead',
  scheduled: 'Campaign scheduled',
  sendingStarted: 'Campaign is sending',
  onlyScheduledCancellable: 'Only a scheduled or sending campaign can be cancelled',
  cancelled: 'Campaign cancelled',
  testSent: 'Test sent',
  testEmailRequired: 'Enter an email address for the test',
  testPhoneRequired: 'Enter a mobile number for the test',
  unknownProgram: 'That program does not exist',
} as const;

export const CAMPAIGN_LIMITS = { name: 100, subject: 200, smsBody: 1600, emailBody: 20_000 } as const;

/** Recipients shown per page of a campaign's results. */
export const CAMPAIGN_RECIPIENTS_PAGE_SIZE = 50;
export const CAMPAIGNS_PAGE_SIZE = 50;

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`)
    .nullable()
    .optional();
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .nullable()
    .optional();

/**
 * Who a campaign goes to. Every rule is optional and they all apply together; none at all means every customer who
 * opted in to the channel. Unsubscribed, opted-out (STOP) and deleted customers are never counted or sent to.
 */
export const ZCampaignAudience = z
  .object({
    minVisits: count('Minimum visits'),
    maxVisits: count('Maximum visits'),
    minPoints: count('Minimum points'),
    maxPoints: count('Maximum points'),
    joinedFrom: day('Joined from'),
    joinedTo: day('Joined to'),
    birthdayMonth: z
      .number()
      .int()
      .min(1, 'Birthday month must be 1 to 12')
      .max(12, 'Birthday month must be 1 to 12')
      .nullable()
      .optional(),
    programId: z.string().uuid(CAMPAIGN_MESSAGES.unknownProgram).nullable().optional(),
    /** Visited at least once, but not in the last N days. */
    lastVisitMoreThanDays: z
      .number({ error: 'Days must be a whole number' })
      .int('Days must be a whole number')
      .min(1, 'Days must be at least 1')
      .max(3650, 'Days must be at most 3,650')
      .nullable()
      .optional(),
    /**
     * Overdue by their own rhythm (issue 55): past the usual gap between their visits and its give or take, as the
     * customer's page reads it; customers without enough visits for a rhythm never match.
     */
    overdueByRhythm: z.boolean().nullable().optional(),
  })
  .refine((a) => a.minVisits == null || a.maxVisits == null || a.minVisits <= a.maxVisits, {
    message: 'Minimum visits cannot be more than maximum visits',
    path: ['maxVisits'],
  })
  .refine((a) => a.minPoints == null || a.maxPoints == null || a.minPoints <= a.maxPoints, {
    message: 'Minimum points cannot be more than maximum points',
    path: ['maxPoints'],
  })
  .refine((a) => !a.joinedFrom || !a.joinedTo || a.joinedFrom <= a.joinedTo, {
    message: 'Joined from must be on or before joined to',
    path: ['joinedTo'],
  });
export type TCampaignAudience = z.infer<typeof ZCampaignAudience>;

const name = z
  .string({ error: CAMPAIGN_MESSAGES.nameRequired })
  .trim()
  .min(1, CAMPAIGN_MESSAGES.nameRequired)
  .max(CAMPAIGN_LIMITS.name, `Name must be at most ${CAMPAIGN_LIMITS.name} characters`);

/** The spec's create dialog: a non-blank name and a type; the campaign starts as a draft. */
export const ZCreateCampaign = z.object({
  name,
  type: z.enum(CAMPAIGN_TYPES, { error: CAMPAIGN_MESSAGES.typeRequired }),
});
export type TCreateCampaign = z.input<typeof ZCreateCampaign>;

const subjectField = z
  .string()
  .max(CAMPAIGN_LIMITS.subject, `Subject must be at most ${CAMPAIGN_LIMITS.subject} characters`)
  .optional()
  .default('');
const bodyField = z
  .string()
  .max(
    CAMPAIGN_LIMITS.emailBody,
    `Message must be at most ${CAMPAIGN_LIMITS.emailBody.toLocaleString('en-US')} characters`,
  )
  .optional()
  .default('');

/**
 * An A/B test's version B as the composer saves it: the share of those messaged who get it and its own words (the
 * same fields as the campaign's own, version A's). It exists only to be sent, so it cannot be saved empty.
 */
export const ZCampaignVariantB = z
  .object({
    share: ZVariantBShare,
    subject: subjectField,
    body: bodyField,
    design: ZEmailDesign.nullable().optional().default(null),
  })
  .refine((v) => v.body.trim() !== '' || v.design !== null, {
    message: LIFT_MESSAGES.variantBBodyRequired,
    path: ['body'],
  });

/** The composer's save: content (copied from a template or written) and the audience. Drafts only. */
export const ZUpdateCampaign = z.object({
  name,
  /** The template the content was copied from, if any (kept for the record; later template edits do not change it). */
  templateId: z.string().uuid().nullable().optional(),
  /** Email only. */
  subject: subjectField,
  /** The SMS text, or the email body (plain text or HTML, sanitised on save). Same placeholders as templates. */
  body: bodyField,
  /** Email only: the visual editor's blocks; the server renders the body from them (the body sent is ignored). */
  design: ZEmailDesign.nullable().optional().default(null),
  audience: ZCampaignAudience.optional().default({}),
  /** "Keep a control group": the share of the audience not messaged (whole percent); absent: unchanged. */
  controlShare: ZControlShare.optional(),
  /** Days after the send in which a visit or purchase counts as coming back; absent: unchanged. */
  outcomeWindowDays: ZOutcomeWindowDays.optional(),
  /** "Test two versions (A/B)": version B and its split; null: no A/B test (version B is dropped); absent: unchanged. */
  variantB: ZCampaignVariantB.nullable().optional(),
});
export type TUpdateCampaign = z.input<typeof ZUpdateCampaign>;

export const ZAudienceCountRequest = z.object({
  type: z.enum(CAMPAIGN_TYPES, { error: CAMPAIGN_MESSAGES.typeRequired }),
  audience: ZCampaignAudience.optional().default({}),
  /** With the campaign and its control share: how many of the audience its control group would keep back. */
  campaignId: z.string().uuid(CAMPAIGN_MESSAGES.notFound).optional(),
  controlShare: ZControlShare.optional(),
  /** With an A/B test: how many of those messaged version B would get, drawn as the send draws them. */
  variantBShare: ZVariantBShare.optional(),
});
export type TAudienceCountRequest = z.input<typeof ZAudienceCountRequest>;
/**
 * `count`: who matches the audience now; `control`: how many of them the control group keeps back (drawn exactly as
 * the send will draw them; 0 without a campaign and share); `variantB`: how many of the messaged would get version B
 * (0 without an A/B test); `total`: the business's customers, for "312 of 1,040".
 */
export const ZAudienceCount = z.object({
  count: z.number(),
  control: z.number(),
  variantB: z.number(),
  total: z.number(),
});
export type TAudienceCount = z.infer<typeof ZAudienceCount>;

/**
 * Send now (no `scheduledFor`) or at a wall-clock time in the business's time zone ('2026-12-01T09:30').
 */
export const ZSendCampaign = z.object({
  scheduledFor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a date and time')
    .nullable()
    .optional(),
});
export type TSendCampaign = z.input<typeof ZSendCampaign>;

/**
 * A test to a verified test recipient (test-recipients.ts): an email address for email campaigns (blank: your own
 * verified email), a mobile number for SMS ones.
 */
export const ZCampaignTest = z.object({
  to: z.string().trim().max(254).optional().default(''),
  /** Which version of an A/B test to send: 'a' (the campaign's own words) or 'b'. */
  variant: z.enum(['a', 'b']).optional().default('a'),
});
export type TCampaignTest = z.input<typeof ZCampaignTest>;

/** What happened to a campaign's messages so far (live while sending). */
export const ZCampaignStats = z.object({
  /** Messages made for recipients (rises while sending until it reaches recipientCount). */
  queued: z.number(),
  sent: z.number(),
  /** SMS the carrier confirmed (Twilio's delivered); for email, accepted by the provider. */
  delivered: z.number(),
  failed: z.number(),
  opened: z.number(),
  clicked: z.number(),
  unsubscribed: z.number(),
  /** Recipients kept back as the control group (not messaged, not charged). */
  control: z.number(),
});

export const ZCampaign = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  recipientCount: z.number(),
  createdAt: z.string(),
  /** ISO instant; the composer shows it in the business's time zone. */
  scheduledFor: z.string().nullable(),
  startedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  templateId: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  design: ZEmailDesign.nullable(),
  audience: ZCampaignAudience,
  /** Why it failed or stopped early (plan limit reached mid-way…), in plain words. */
  error: z.string().nullable(),
  stats: ZCampaignStats,
  /** The control group's share of the audience (whole percent; 0: none) and the results window in days. */
  controlShare: z.number(),
  outcomeWindowDays: z.number(),
  /** An A/B test's version B: the share of those messaged who get it, and its words; null without one. */
  variantB: z
    .object({ share: z.number(), subject: z.string(), body: z.string(), design: ZEmailDesign.nullable() })
    .nullable(),
  /**
   * An SMS campaign waiting for the business's quiet hours to end (a draft: were it sent now): when they end (ISO) and
   * the zone they are kept in; null when nothing holds it.
   */
  quietHold: z.object({ until: z.string(), timeZone: z.string() }).nullable(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignList = z.object({
  campaigns: z.array(ZCampaign.omit({ body: true, design: true, audience: true, quietHold: true, variantB: true })),
  total: z.number(),
});
export type TCampaignList = z.infer<typeof ZCampaignList>;
export type TCampaignListItem = TCampaignList['campaigns'][number];

export const ZCampaignListQuery = z.object({
  type: z.enum(CAMPAIGN_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export const RECIPIENT_STATUSES = ['pending', 'sent', 'failed'] as const;
/** A messaged recipient's message, or 'control': kept back, no message (then `logId` is the customer's id). */
export const ZCampaignRecipient = z.object({
  logId: z.string(),
  group: z.enum(CAMPAIGN_GROUPS),
  customerId: z.string().nullable(),
  name: z.string(),
  /** The email address or phone it went to. */
  to: z.string().nullable(),
  status: z.enum([...RECIPIENT_STATUSES, 'control']),
  delivered: z.boolean(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TCampaignRecipient = z.infer<typeof ZCampaignRecipient>;
export const ZCampaignRecipients = z.object({ recipients: z.array(ZCampaignRecipient), total: z.number() });
export type TCampaignRecipients = z.infer<typeof ZCampaignRecipients>;
export const ZCampaignRecipientsQuery = z.object({
  status: z.enum([...RECIPIENT_STATUSES, 'opened', 'clicked', 'control']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/**
 * The SMS as it is sent: with the line on how to stop ('Reply STOP to opt out', carriers expect it) on a line of its
 * own when STOP is not already in it, in the business's language (`words`; the keyword stays STOP). The first text
 * after someone opts in (`welcome`) also says how to get help, as carriers check.
 */
export function withOptOutLine(
  body: string,
  { t }: Pick<TTranslator, 't'> = ENGLISH,
  kind: 'campaign' | 'welcome' = 'campaign',
): string {
  if (/\bstop\b/i.test(body)) return body;
  return `${body.trimEnd()}\n${t(kind === 'welcome' ? 'sms.welcomeOptOut' : 'sms.optOut')}`;
}
