import { z } from 'zod';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from './campaigns.ts';

/** How many of the period's campaigns /analytics lists; the rest are on /campaigns. */
export const ANALYTICS_CAMPAIGNS_LIMIT = 50;

/**
 * One campaign that went out in the period, with its results as the campaign page counts them. Opens and
 * unsubscribes are tracked for email only (null for SMS); the rates are shares of delivered messages, in percent to one
 * decimal, null with nothing delivered yet.
 */
export const ZAnalyticsCampaign = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  /** When sending finished, or began while it is still going (ISO instant). */
  sentAt: z.string(),
  /** That moment's day in the business's time zone (YYYY-MM-DD). */
  sentOn: z.string(),
  recipients: z.number(),
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  opened: z.number().nullable(),
  clicked: z.number(),
  unsubscribed: z.number().nullable(),
  openRate: z.number().nullable(),
  clickRate: z.number().nullable(),
});
export type TAnalyticsCampaign = z.infer<typeof ZAnalyticsCampaign>;

/** The period's campaigns, newest first, at most ANALYTICS_CAMPAIGNS_LIMIT, and how many there were in all. */
export const ZAnalyticsCampaigns = z.object({
  total: z.number(),
  rows: z.array(ZAnalyticsCampaign),
});
