import type { TExecutor } from '../db/client.ts';
import { effectiveTier } from './plan-limits.ts';
import { readSendState } from './read-send-state.ts';
import { chargeFor, type TChannel, type TSendCharge } from './send-charge.ts';

/** Refuses (403 PLAN_LIMIT) a send that neither the monthly allowance nor the credits cover; changes nothing. */
export async function assertCanSend(opts: {
  db: TExecutor;
  businessId: string;
  channel: TChannel;
}): Promise<TSendCharge> {
  const tier = await effectiveTier({ db: opts.db, businessId: opts.businessId });
  return chargeFor(opts.channel, tier, await readSendState({ db: opts.db, businessId: opts.businessId, lock: false }));
}
