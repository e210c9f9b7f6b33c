import type { TExecutor } from '../db/client.ts';
import { effectiveTier } from './plan-limits.ts';
import { readSendState } from './read-send-state.ts';
import { chargeFor, type TChannel, type TSendCharge } from './send-charge.ts';

/**
 * Refuses (403 PLAN_LIMIT) a send that neither the monthly allowance nor the credits cover (an SMS: all its segments);
 * changes nothing.
 */
export async function assertCanSend(opts: {
  db: TExecutor;
  businessId: string;
  channel: TChannel;
  /** The SMS's segments (smsSegmentsOf its text); 1 when absent. */
  segments?: number;
}): Promise<TSendCharge> {
  const tier = await effectiveTier({ db: opts.db, businessId: opts.businessId });
  const state = await readSendState({ db: opts.db, businessId: opts.businessId, lock: false });
  return chargeFor(opts.channel, tier, state, opts.segments ?? 1);
}
