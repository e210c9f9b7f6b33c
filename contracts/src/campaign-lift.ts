import { z } from 'zod';
import type { TEmailDesign } from './email-design.ts';

/**
 * Which group a campaign's recipient was drawn into: messaged (the campaign's own content, variant A when it has a
 * B), messaged with variant B, or kept back as the control group.
 */
export const CAMPAIGN_GROUPS = ['message', 'variant_b', 'control'] as const;
export type TCampaignGroup = (typeof CAMPAIGN_GROUPS)[number];

/** Variant B's content as a campaign keeps it (A's is the campaign's own subject, body, design and links). */
export type TCampaignVariantContent = {
  subject: string;
  body: string;
  design: TEmailDesign | null;
  links: string[];
};

/** The control group's share of the audience (whole percent) and the results window (days after the send). */
export const CONTROL_GROUP = { minShare: 0, maxShare: 50, defaultShare: 10 } as const;
/** An A/B test's split: the share (whole percent) of the messaged recipients who get version B. */
export const VARIANT_B = { minShare: 1, maxShare: 99, defaultShare: 50 } as const;
export const OUTCOME_WINDOW = { minDays: 1, maxDays: 90, defaultDays: 14 } as const;

export const LIFT_MESSAGES = {
  controlShare: `Control group must be a whole percentage from ${CONTROL_GROUP.minShare}% to ${CONTROL_GROUP.maxShare}%`,
  allInControl:
    'Everyone in this audience falls in the control group: nobody would receive it. Lower the control group or widen the audience',
  outcomeWindow: `Results window must be a whole number of days from ${OUTCOME_WINDOW.minDays} to ${OUTCOME_WINDOW.maxDays}`,
  variantBShare: `Version B must get a whole percentage from ${VARIANT_B.minShare}% to ${VARIANT_B.maxShare}% of those messaged`,
  variantBBodyRequired: "Write version B's message, or turn off the A/B test",
  variantBSubjectRequired: "Add version B's subject, or turn off the A/B test",
  noVariantB: 'This campaign has no version B: turn on “Test two versions (A/B)” to write one',
} as const;

export const ZControlShare = z
  .number({ error: LIFT_MESSAGES.controlShare })
  .int(LIFT_MESSAGES.controlShare)
  .min(CONTROL_GROUP.minShare, LIFT_MESSAGES.controlShare)
  .max(CONTROL_GROUP.maxShare, LIFT_MESSAGES.controlShare);

export const ZOutcomeWindowDays = z
  .number({ error: LIFT_MESSAGES.outcomeWindow })
  .int(LIFT_MESSAGES.outcomeWindow)
  .min(OUTCOME_WINDOW.minDays, LIFT_MESSAGES.outcomeWindow)
  .max(OUTCOME_WINDOW.maxDays, LIFT_MESSAGES.outcomeWindow);

export const ZVariantBShare = z
  .number({ error: LIFT_MESSAGES.variantBShare })
  .int(LIFT_MESSAGES.variantBShare)
  .min(VARIANT_B.minShare, LIFT_MESSAGES.variantBShare)
  .max(VARIANT_B.maxShare, LIFT_MESSAGES.variantBShare);

/** One group's outcome in the window. */
export const ZLiftGroup = z.object({
  customers: z.number(),
  /** Customers with a visit or purchase recorded in the window. */
  cameBack: z.number(),
  /** Purchase amounts in the window, per customer of the group (those who spent nothing count as 0). */
  spendPerCustomer: z.number(),
  pointsRedeemedPerCustomer: z.number(),
});
export type TLiftGroup = z.infer<typeof ZLiftGroup>;

const ZInterval = z.object({ difference: z.number(), low: z.number(), high: z.number() });

/**
 * One messaged group against the control group: `cameBack` is in shares (0.06 = 6 more in every 100), with Newcombe's
 * 95% interval; `moreRecipients` is how many more recipients (split as now, at the rates seen) would make the interval
 * leave out zero (0 once it does; null when no number would: no difference seen). `spend` is Welch's 95% interval of
 * the spend per customer (null while a group has fewer than two customers).
 */
export const ZGroupComparison = z.object({
  message: ZLiftGroup,
  control: ZLiftGroup,
  cameBack: ZInterval.extend({ conclusive: z.boolean(), moreRecipients: z.number().nullable() }),
  spend: ZInterval.nullable(),
});
export type TGroupComparison = z.infer<typeof ZGroupComparison>;

/** A campaign's lift: messaged minus control over its results window. Days are the business's calendar days. */
export const ZCampaignLift = ZGroupComparison.extend({
  windowDays: z.number(),
  /** The send's day and the window's last day (YYYY-MM-DD, the business's calendar). */
  windowStartsOn: z.string(),
  windowEndsOn: z.string(),
  /** The window's last day has passed: the figures will not change any more. */
  windowOver: z.boolean(),
  /**
   * An A/B test's version B against the same control group (then `message` and `cameBack` are version A's); null
   * without a version B.
   */
  variantB: ZGroupComparison.nullable(),
  /**
   * An A/B test's verdict: version B's recipients against version A's over the same window (`message` is B's,
   * `control` A's; a positive difference, more came back with B). Null without a version B.
   */
  bAgainstA: ZGroupComparison.nullable(),
});
export type TCampaignLift = z.infer<typeof ZCampaignLift>;

/** One version's messages so far: made, sent (taken by the provider), opened (email) and clicked. */
export const ZVariantFigures = z.object({
  messaged: z.number(),
  sent: z.number(),
  opened: z.number(),
  clicked: z.number(),
});
export type TVariantFigures = z.infer<typeof ZVariantFigures>;

/**
 * `lift` null: the campaign kept no control group (or has not been sent), so there is no lift to show. `variants`:
 * an A/B test's messages per version (null without a version B), whether or not it kept a control group.
 * `abVerdict`: an A/B test sent without a control group, version B's recipients against version A's over the results
 * window (`message` is B's, `control` A's; `variantB` and `bAgainstA` null): which version brought more back, though
 * not what either caused against sending nothing. Null otherwise (with a control group it is `lift.bAgainstA`).
 */
export const ZCampaignLiftAnswer = z.object({
  lift: ZCampaignLift.nullable(),
  variants: z.object({ a: ZVariantFigures, b: ZVariantFigures }).nullable(),
  abVerdict: ZCampaignLift.nullable(),
});
export type TCampaignLiftAnswer = z.infer<typeof ZCampaignLiftAnswer>;
