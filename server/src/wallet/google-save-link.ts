import type { TExecutor } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';

/**
 * The customer's "Save to Google Wallet" link (absolute), or null when Google Wallet is not configured or the customer
 * is not (or no longer) one of the business's. Being built in issue 29's Google slice: until then, never configured.
 */
export async function googleSaveLink(_args: {
  db: TExecutor;
  config: TConfig;
  businessId: string;
  customerId: string;
}): Promise<string | null> {
  return null;
}
