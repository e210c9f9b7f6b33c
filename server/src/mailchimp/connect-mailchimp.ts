import { MAILCHIMP_MESSAGES, mailchimpKeyHint, type TMailchimpState } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { mailchimpConnections } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { MailchimpApiError, mailchimpApi } from '../providers/mailchimp/index.ts';
import { findConnection } from './connection-row.ts';
import { toConnection } from './get-mailchimp-state.ts';
import { assertMailchimpPlan } from './plan-gate.ts';

/**
 * Connects (or reconnects) the business's MailChimp account: the key is checked with MailChimp first (GET /ping),
 * then stored encrypted with its last 4 characters as the hint. A chosen audience stays only if the new key's account
 * has it. Throws PLAN_LIMIT (plan without MailChimp), VALIDATION (MailChimp refused the key: nothing is stored),
 * UNAVAILABLE (MailChimp did not answer).
 */
export async function connectMailchimp({
  db,
  secrets,
  apiBase,
  businessId,
  apiKey,
}: {
  db: TDb;
  secrets: TSecretBox;
  apiBase: string;
  businessId: string;
  apiKey: string;
}): Promise<TMailchimpState> {
  await assertMailchimpPlan({ db, businessId });
  const api = mailchimpApi({ apiKey, apiBase });
  const { accountName, audiences } = await checkKey(api);
  const existing = await findConnection({ db, businessId });
  const kept = audiences.find((a) => a.id === existing?.audienceId) ?? null;
  const values = {
    apiKeyEncrypted: await secrets.encrypt(apiKey),
    serverPrefix: api.dataCentre,
    apiKeyHint: mailchimpKeyHint(apiKey),
    accountName,
    audienceId: kept?.id ?? null,
    audienceName: kept?.name ?? null,
    updatedAt: new Date(),
    // Another account's audience: its last sync says nothing about this one.
    ...(kept ? {} : { lastSyncAt: null, lastSyncStatus: null, lastSyncResult: {} }),
  };
  const [row] = await db
    .insert(mailchimpConnections)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: mailchimpConnections.businessId, set: values })
    .returning();
  return { available: true, canEdit: true, connection: toConnection(row, { audiences, error: null }) };
}

async function checkKey(api: ReturnType<typeof mailchimpApi>) {
  try {
    await api.ping();
    const [accountName, audiences] = await Promise.all([api.accountName(), api.audiences()]);
    return { accountName, audiences };
  } catch (err) {
    if (!(err instanceof MailchimpApiError)) throw err;
    if (err.kind === 'unavailable') throw new AppError('UNAVAILABLE', MAILCHIMP_MESSAGES.unreachable);
    throw new AppError('VALIDATION', MAILCHIMP_MESSAGES.keyRefused, { apiKey: [MAILCHIMP_MESSAGES.keyRefused] });
  }
}
