import type { TCustomerStatus } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { readStatusContext } from './read-status-context.ts';
import { statusView } from './tier-rules.ts';

/** One customer's status as shown (the portal); null when the business has no tiers on its plan. */
export async function readCustomerStatus(args: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now: Date;
}): Promise<TCustomerStatus | null> {
  const status = await readStatusContext(args);
  return status && statusView(status);
}
