import { API_KEY_MESSAGES } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { effectiveTier, UPGRADE_URL } from './plan-limits.ts';

/**
 * Whether the business's plan now includes the API (the tier's features.api; a lapsed trial has Free's): API keys and
 * webhooks both come with it.
 */
export async function hasApi({ db, businessId }: { db: TExecutor; businessId: string }): Promise<boolean> {
  return (await effectiveTier({ db, businessId })).features.api;
}

/** Refuses (403 PLAN_LIMIT, with the upgrade link, as the other plan limits do) a business whose plan lacks it. */
export async function assertApiPlan({
  db,
  businessId,
  message = API_KEY_MESSAGES.upgrade,
}: {
  db: TExecutor;
  businessId: string;
  message?: string;
}): Promise<void> {
  if (!(await hasApi({ db, businessId }))) {
    throw new AppError('PLAN_LIMIT', message, { upgradeUrl: UPGRADE_URL });
  }
}
