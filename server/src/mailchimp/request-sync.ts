import { MAILCHIMP_MESSAGES, type TMailchimpState } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { claimSync } from './claim-sync.ts';
import { requireConnection } from './connection-row.ts';
import { toConnection } from './get-mailchimp-state.ts';
import { assertMailchimpPlan } from './plan-gate.ts';

/**
 * "Sync now": queues a sync of the business's customers to its audience and answers at once (the job does the work;
 * the page follows it through GET). Throws PLAN_LIMIT, VALIDATION (not connected, no audience chosen), CONFLICT (a
 * sync is already running).
 */
export async function requestSync({
  db,
  queue,
  businessId,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
}): Promise<TMailchimpState> {
  await assertMailchimpPlan({ db, businessId });
  const row = await requireConnection({ db, businessId });
  if (!row.audienceId) throw new AppError('VALIDATION', MAILCHIMP_MESSAGES.noAudience);
  if (!(await claimSync({ db, queue, businessId }))) {
    throw new AppError('CONFLICT', MAILCHIMP_MESSAGES.syncRunning);
  }
  const queued = await requireConnection({ db, businessId });
  // The audiences were listed when the page loaded; the answer carries none rather than ask MailChimp again.
  return { available: true, canEdit: true, connection: toConnection(queued, { audiences: [], error: null }) };
}
