import { TILL_MESSAGES } from '@regulars/contracts';
import { effectiveTier, UPGRADE_URL } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';

/** Whether the business's plan now includes till connections (the tier's features.tills; a lapsed trial has Free's). */
export async function hasTills({ db, businessId }: { db: TExecutor; businessId: string }): Promise<boolean> {
  return (await effectiveTier({ db, businessId })).features.tills;
}

/** Refuses (403 PLAN_LIMIT, with the upgrade link, as the other plan limits do) a business whose plan lacks it. */
export async function assertTillsPlan({ db, businessId }: { db: TExecutor; businessId: string }): Promise<void> {
  if (!(await hasTills({ db, businessId }))) {
    throw new AppError('PLAN_LIMIT', TILL_MESSAGES.upgrade, { upgradeUrl: UPGRADE_URL });
  }
}
