import { adminJobSpecs } from '../admin/index.ts';
import { libraryJobSpecs } from '../agency/index.ts';
import { analyticsJobSpecs } from '../analytics/index.ts';
import { automationJobSpecs } from '../automations/index.ts';
import { campaignJobSpecs } from '../campaigns/index.ts';
import { closingJobSpecs } from '../closing/index.ts';
import { counterJobSpecs } from '../counter/index.ts';
import { customDomainJobSpecs } from '../custom-domains/index.ts';
import { customerJobSpecs } from '../customers/index.ts';
import { dataExportJobSpecs } from '../data-export/index.ts';
import type { TJobSpec } from '../jobs/queue.ts';
import { loyaltyJobSpecs } from '../loyalty/index.ts';
import { mailchimpJobSpecs } from '../mailchimp/index.ts';
import { messagingJobSpecs } from '../messaging/index.ts';
import { portalJobSpecs } from '../portal/index.ts';
import { statusJobSpecs } from '../status-tiers/index.ts';
import { tillJobSpecs } from '../tills/index.ts';
import { walletJobSpecs } from '../wallet/index.ts';
import { webhookJobSpecs } from '../webhooks/index.ts';

/** Every job of every domain: the queue creates each one's queue and schedule at start. */
export const ALL_JOBS: readonly TJobSpec[] = [
  ...customerJobSpecs,
  ...customDomainJobSpecs,
  ...messagingJobSpecs,
  ...portalJobSpecs,
  ...loyaltyJobSpecs,
  ...automationJobSpecs,
  ...adminJobSpecs,
  ...campaignJobSpecs,
  ...mailchimpJobSpecs,
  ...tillJobSpecs,
  ...analyticsJobSpecs,
  ...walletJobSpecs,
  ...webhookJobSpecs,
  ...closingJobSpecs,
  ...dataExportJobSpecs,
  ...libraryJobSpecs,
  ...counterJobSpecs,
  ...statusJobSpecs,
];
