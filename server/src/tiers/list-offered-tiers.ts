import type { TTier } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { listTiers } from './list-tiers.ts';
import { supportRequestsOn, withSupportSwitch } from './support-switch.ts';

/** The tiers as every card shows them (pricing, sign-up, subscription, the admin editor) and the support switch. */
export async function listOfferedTiers({
  db,
}: {
  db: TExecutor;
}): Promise<{ tiers: TTier[]; supportRequests: boolean }> {
  const [tiers, supportOn] = await Promise.all([listTiers({ db }), supportRequestsOn({ db })]);
  return { tiers: tiers.map((tier) => withSupportSwitch(tier, supportOn)), supportRequests: supportOn };
}
