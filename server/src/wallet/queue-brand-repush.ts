import type { TQueue } from '../jobs/queue.ts';
import { WALLET_JOBS } from './jobs.ts';

/** A logo and a colour saved together (or a few tries) within this many seconds make one walk of the passes. */
const BRAND_COALESCE_SECONDS = 5;

/**
 * The business's logo or colour changed: every pass shows the brand, so a background job brings them all up to date
 * (the check-in that follows waits for none of it). Safe to call for a business with no pass: the job finds none.
 */
export async function queueBrandRepush({ queue, businessId }: { queue: TQueue; businessId: string }): Promise<void> {
  // One job per slot, started once the slot has closed: it reads the brand as every change in the slot left it.
  const windowMs = BRAND_COALESCE_SECONDS * 1000;
  const windowEnds = Math.floor(Date.now() / windowMs) * windowMs + windowMs;
  await queue.send(
    WALLET_JOBS.repushBrand,
    { businessId },
    {
      singletonKey: `wallet-brand:${businessId}`,
      singletonSeconds: BRAND_COALESCE_SECONDS,
      startAfter: new Date(windowEnds + 250),
    },
  );
}
