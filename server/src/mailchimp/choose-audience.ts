import { MAILCHIMP_MESSAGES, type TMailchimpState } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { mailchimpConnections } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { MailchimpApiError, mailchimpApi } from '../providers/mailchimp/index.ts';
import { openKey, requireConnection } from './connection-row.ts';
import { toConnection } from './get-mailchimp-state.ts';
import { assertMailchimpPlan } from './plan-gate.ts';

/**
 * Chooses the audience customers are synced to: it must be one of the connected account's audiences (read from
 * MailChimp now, so an id from another account is refused). A different audience starts afresh: its first sync reads
 * all its unsubscribes. Throws PLAN_LIMIT, VALIDATION (not connected, or not one of the account's audiences),
 * UNAVAILABLE (MailChimp did not answer).
 */
export async function chooseAudience({
  db,
  secrets,
  apiBase,
  businessId,
  audienceId,
}: {
  db: TDb;
  secrets: TSecretBox;
  apiBase: string;
  businessId: string;
  audienceId: string;
}): Promise<TMailchimpState> {
  await assertMailchimpPlan({ db, businessId });
  const current = await requireConnection({ db, businessId });
  const audiences = await readAudiences({ apiKey: await keyOf({ secrets, row: current }), apiBase });
  const chosen = audiences.find((a) => a.id === audienceId);
  if (!chosen) {
    throw new AppError('VALIDATION', MAILCHIMP_MESSAGES.audienceUnknown, {
      audienceId: [MAILCHIMP_MESSAGES.audienceUnknown],
    });
  }
  const changed = chosen.id !== current.audienceId;
  const [row] = await db
    .update(mailchimpConnections)
    .set({
      audienceId: chosen.id,
      audienceName: chosen.name,
      updatedAt: new Date(),
      ...(changed ? { lastSyncAt: null, lastSyncStatus: null, lastSyncResult: {} } : {}),
    })
    .where(eq(mailchimpConnections.businessId, businessId))
    .returning();
  if (!row) throw new AppError('VALIDATION', MAILCHIMP_MESSAGES.notConnected);
  return { available: true, canEdit: true, connection: toConnection(row, { audiences, error: null }) };
}

async function keyOf(args: Parameters<typeof openKey>[0]): Promise<string> {
  const key = await openKey(args);
  if (!key) throw new AppError('VALIDATION', MAILCHIMP_MESSAGES.syncKeyUnreadable);
  return key;
}

async function readAudiences({ apiKey, apiBase }: { apiKey: string; apiBase: string }) {
  try {
    return await mailchimpApi({ apiKey, apiBase }).audiences();
  } catch (err) {
    if (!(err instanceof MailchimpApiError)) throw err;
    if (err.kind === 'auth') throw new AppError('VALIDATION', MAILCHIMP_MESSAGES.syncKeyRefused);
    throw new AppError('UNAVAILABLE', MAILCHIMP_MESSAGES.unreachable);
  }
}
