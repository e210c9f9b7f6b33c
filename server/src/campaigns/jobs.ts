import type { TJobSpec } from '../jobs/queue.ts';

export const CAMPAIGN_JOBS = {
  sendCampaign: 'campaign.send',
  sendCampaignTest: 'campaign.send-test',
  sendTestRecipientCode: 'campaign.send-test-code',
} as const;

/** A campaign test: one message to a verified test recipient, charged when queued, never logged as a customer send. */
export type TCampaignTestMessage = { businessId: string } & (
  | { channel: 'email'; to: string; subject: string; text: string; html: string }
  | { channel: 'sms'; to: string; body: string }
);

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /**
     * One slice of a campaign's sending (run-campaign-slice.ts): starts a scheduled campaign when due, makes the next
     * batches of messages from its checkpoint and hands them over, then queues the next slice behind other
     * businesses' work.
     */
    [CAMPAIGN_JOBS.sendCampaign]: { businessId: string; campaignId: string };
    /** A campaign's test to the person composing it (the address and text: redacted once sent). */
    [CAMPAIGN_JOBS.sendCampaignTest]: TCampaignTestMessage;
    /** The code that proves a campaign test recipient is the team's (the code itself: redacted once sent). */
    [CAMPAIGN_JOBS.sendTestRecipientCode]: {
      businessId: string;
      businessName: string;
      channel: 'sms' | 'email';
      to: string;
      code: string;
    };
  }
}

export const campaignJobSpecs: TJobSpec[] = [
  { name: CAMPAIGN_JOBS.sendCampaign },
  { name: CAMPAIGN_JOBS.sendCampaignTest, redactWhenSettled: true },
  { name: CAMPAIGN_JOBS.sendTestRecipientCode, redactWhenSettled: true },
];
