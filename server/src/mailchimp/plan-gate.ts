import { MAILCHIMP_MESSAGES } from '@regulars/contracts';
import { effectiveTier, UPGRADE_URL } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';

/** Whether the business's plan now includes MailChimp (the tier's features.mailchimp; a lapsed trial has Free's). */
export async function hasMailchimp({ db, businessId }: { db: TExecutor; businessId: string }): Promise<boolean> {
  return (await effectiveTier({ db, businessId })).features.mailchimp;
}

/** Refuses (403 PLAN_LIMIT, with the upgrade link, as the other plan limits do) a business whose plan lacks it. */
export async function assertMailchimpPlan({ db, businessId }: { db: TExecutor; businessId: string }): Promise<void> {
  if (!(await hasMailchimp({ db, businessId }))) {
    throw new AppError('PLAN_LIMIT', MAILCHIMP_MESSAGES.upgrade, { upgradeUrl: UPGRADE_URL });
  }
}
