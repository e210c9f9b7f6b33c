import { MAILCHIMP_MESSAGES, type TMailchimpAudience, type TMailchimpState } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { MailchimpApiError, mailchimpApi } from '../providers/mailchimp/index.ts';
import { findConnection, openKey, readSyncResult, type TConnectionRow } from './connection-row.ts';
import { hasMailchimp } from './plan-gate.ts';

/**
 * What the MailChimp card shows: whether the plan includes it, and the connection (the key's hint, never the key).
 * The audiences are read from MailChimp live, so a list made there a minute ago can be chosen at once; when
 * MailChimp does not answer, the card still shows the connection with a note (audiencesError).
 */
export async function getMailchimpState({
  db,
  secrets,
  apiBase,
  businessId,
  canEdit,
}: {
  db: TDb;
  secrets: TSecretBox;
  apiBase: string;
  businessId: string;
  canEdit: boolean;
}): Promise<TMailchimpState> {
  const [available, row] = await Promise.all([hasMailchimp({ db, businessId }), findConnection({ db, businessId })]);
  if (!row) return { available, canEdit, connection: null };
  // A plan without MailChimp shows the upgrade prompt: no call to MailChimp for a connection that cannot be used.
  const live = available ? await liveAudiences({ secrets, apiBase, row }) : { audiences: [], error: null };
  return { available, canEdit, connection: toConnection(row, live) };
}

async function liveAudiences({ secrets, apiBase, row }: { secrets: TSecretBox; apiBase: string; row: TConnectionRow }) {
  const apiKey = await openKey({ secrets, row });
  if (!apiKey) return { audiences: [], error: MAILCHIMP_MESSAGES.syncKeyUnreadable };
  try {
    const api = mailchimpApi({ apiKey, apiBase });
    return { audiences: await api.audiences(), error: null };
  } catch (err) {
    if (!(err instanceof MailchimpApiError)) throw err;
    const error = err.kind === 'auth' ? MAILCHIMP_MESSAGES.syncKeyRefused : MAILCHIMP_MESSAGES.unreachable;
    return { audiences: [], error };
  }
}

export function toConnection(row: TConnectionRow, live: { audiences: TMailchimpAudience[]; error: string | null }) {
  return {
    apiKeyHint: row.apiKeyHint,
    dataCentre: row.serverPrefix,
    accountName: row.accountName,
    audience: row.audienceId ? { id: row.audienceId, name: row.audienceName ?? row.audienceId } : null,
    audiences: live.audiences,
    audiencesError: live.error,
    lastSync: row.lastSyncStatus
      ? {
          at: row.lastSyncAt?.toISOString() ?? null,
          status: row.lastSyncStatus,
          result: readSyncResult(row),
        }
      : null,
  };
}
