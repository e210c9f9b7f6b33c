import { MAILCHIMP_MESSAGES, type TMailchimpSyncResult } from '@regulars/contracts';
import type { TJobPayloads } from '../jobs/queue.ts';
import { loggableError } from '../platform/logger.ts';
import { MailchimpApiError, mailchimpApi } from '../providers/mailchimp/index.ts';
import { findConnection, openKey, unsubscribesCursor } from './connection-row.ts';
import type { TMailchimpDeps } from './deps.ts';
import { hasMailchimp } from './plan-gate.ts';
import { pullUnsubscribes } from './pull-unsubscribes.ts';
import { emptyTotals, pushCustomers } from './push-customers.ts';
import { recordSync } from './record-sync.ts';

export type { TMailchimpDeps } from './deps.ts';
export { queueMailchimpSyncs } from './queue-syncs.ts';

/**
 * MailChimp's clock and ours differ a little, and a member may change while we read: the next sync asks again from a
 * few minutes before this one started (opting out twice changes nothing).
 */
const CURSOR_OVERLAP_MS = 5 * 60_000;

/**
 * Syncs one business's customers to its MailChimp audience: first MailChimp's unsubscribes come home (those
 * customers are opted out here), then every customer with an email is upserted in batches of 500, opted-in ones as
 * subscribed, the rest as unsubscribed. The outcome is recorded on the connection: 'ok', 'partial' (MailChimp
 * rejected some members; the first ones are listed) or 'failed' with a plain reason. A refused key, a vanished
 * audience or a plan without MailChimp is recorded and not retried; no answer, a 5xx or a 429 is recorded and thrown,
 * so pg-boss tries again with back-off.
 */
export async function syncMailchimpAudience(input: TMailchimpDeps & TJobPayloads['mailchimp.sync']): Promise<void> {
  const { db, secrets, config, logger, businessId } = input;
  const row = await findConnection({ db, businessId });
  if (!row?.audienceId) return;
  const audienceId = row.audienceId;
  const since = unsubscribesCursor(row);
  const startedAt = new Date();
  const totals = emptyTotals();
  let optedOutInMailchimp = 0;
  let pulled = false;
  const result = (message: string | null): TMailchimpSyncResult => ({ ...totals, optedOutInMailchimp, message });
  const record = (status: 'ok' | 'partial' | 'failed', message: string | null, cursor: Date | null) =>
    recordSync({ db, businessId, audienceId, status, result: result(message), unsubscribesCheckedAt: cursor });

  if (!(await hasMailchimp({ db, businessId }))) return record('failed', MAILCHIMP_MESSAGES.syncPlanEnded, since);
  const apiKey = await openKey({ secrets, row });
  if (!apiKey) return record('failed', MAILCHIMP_MESSAGES.syncKeyUnreadable, since);
  try {
    const api = mailchimpApi({ apiKey, apiBase: config.mailchimpApiBase });
    optedOutInMailchimp = await pullUnsubscribes({ db, api, businessId, audienceId, since });
    pulled = true;
    const stillConnected = async () => (await findConnection({ db, businessId }))?.audienceId === audienceId;
    await pushCustomers({ db, api, businessId, audienceId, totals, stillConnected });
  } catch (err) {
    if (!(err instanceof MailchimpApiError)) throw err;
    logger.warn({ err: loggableError(err), businessId, kind: err.kind }, 'mailchimp sync failed');
    const cursor = pulled ? new Date(startedAt.getTime() - CURSOR_OVERLAP_MS) : since;
    await record('failed', failureMessage(err), cursor);
    if (err.kind === 'unavailable') throw err;
    return;
  }
  await record(totals.errorCount > 0 ? 'partial' : 'ok', null, new Date(startedAt.getTime() - CURSOR_OVERLAP_MS));
  logger.info({ businessId, ...totals, errors: undefined, optedOutInMailchimp }, 'mailchimp sync finished');
}

function failureMessage(err: MailchimpApiError): string {
  switch (err.kind) {
    case 'auth':
      return MAILCHIMP_MESSAGES.syncKeyRefused;
    case 'gone':
      return MAILCHIMP_MESSAGES.syncAudienceGone;
    case 'unavailable':
      return MAILCHIMP_MESSAGES.syncUnreachable;
    default:
      return MAILCHIMP_MESSAGES.syncRefused;
  }
}
