import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { effectiveTier, UPGRADE_URL } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';

/** Webhooks come with the API: the tier's features.api (a lapsed trial has Free's). */
export async function hasWebhooks({ db, businessId }: { db: TExecutor; businessId: string }): Promise<boolean> {
  return (await effectiveTier({ db, businessId })).features.api;
}

/** Refuses (403 PLAN_LIMIT, with the upgrade link) a business whose plan lacks them. */
export async function assertWebhookPlan({ db, businessId }: { db: TExecutor; businessId: string }): Promise<void> {
  if (!(await hasWebhooks({ db, businessId }))) {
    throw new AppError('PLAN_LIMIT', WEBHOOK_MESSAGES.upgrade, { upgradeUrl: UPGRADE_URL });
  }
}
