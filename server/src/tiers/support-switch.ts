import type { TTier } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';

/*
 * The install's "support requests" switch (issue 32), in platform_settings so every process reads the same. Tiers own
 * it because it decides what a tier may claim: while it is off, no tier offers priority support, whatever is stored.
 */
const KEY = 'support_requests';

/** On unless the super admin switched it off (a fresh install takes requests). */
export async function supportRequestsOn({ db }: { db: TExecutor }): Promise<boolean> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, KEY));
  return row?.value !== 'off';
}

/** Stores the switch; answers what it was before (for the audit row). */
export async function writeSupportRequestsOn({ db, enabled }: { db: TExecutor; enabled: boolean }): Promise<boolean> {
  const before = await supportRequestsOn({ db });
  await db
    .insert(platformSettings)
    .values({ key: KEY, value: enabled ? 'on' : 'off' })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: sql`excluded.value` } });
  return before;
}

/** The tier as cards may show it: no priority support while the install takes no requests. */
export function withSupportSwitch(tier: TTier, supportOn: boolean): TTier {
  if (supportOn || !tier.features.prioritySupport) return tier;
  return { ...tier, features: { ...tier.features, prioritySupport: false } };
}
