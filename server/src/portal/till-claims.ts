import type { TPortalTillClaimed } from '@regulars/contracts';
import type { TDb, TExecutor } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';

/**
 * What the portal uses of the tills domain, which stands on its own floor: handed in by the composition (app.ts, from
 * compose/portal-till-claims.ts). Whether the business lets its customers claim a till sale with its receipt number,
 * and the claim itself (tills' claimTillSaleByReceipt: it earns through the counter's own claim).
 */
export type TPortalTillClaims = {
  open: (args: { db: TExecutor; businessId: string }) => Promise<boolean>;
  claim: (args: {
    db: TDb;
    queue: TQueue;
    businessId: string;
    customerId: string;
    receiptNumber: string;
  }) => Promise<TPortalTillClaimed>;
};
