import type { TEmailConfig } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { integrations } from '../db/schema/index.ts';
import type { TSecretBox } from '../platform/secret-box.ts';

export const SENDGRID = 'sendgrid';

/** The business's SendGrid row (the first, should a race ever have made two): what the senders and the page read. */
export async function findSendgridRow({ db, businessId }: { db: TExecutor; businessId: string }) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.businessId, businessId), eq(integrations.provider, SENDGRID)))
    .orderBy(asc(integrations.createdAt), asc(integrations.id))
    .limit(1);
  return row ?? null;
}

/**
 * The configuration as the browser may see it: whether a key is saved and its last 4 characters, never the key. A
 * key that no longer opens (AUTH_SECRET changed) counts as not set, so the page asks for it again.
 */
export async function readEmailConfig({
  db,
  secrets,
  businessId,
}: {
  db: TExecutor;
  secrets: TSecretBox;
  businessId: string;
}): Promise<TEmailConfig> {
  const row = await findSendgridRow({ db, businessId });
  const sealed = row?.emailConfig.sendgridApiKeyEncrypted;
  const key = sealed ? await secrets.decrypt(sealed).catch(() => null) : null;
  return {
    provider: SENDGRID,
    active: row?.active ?? false,
    fromEmail: row?.emailConfig.fromEmail ?? null,
    fromName: row?.emailConfig.fromName ?? null,
    apiKeySet: key !== null,
    apiKeyLast4: key && key.length >= 12 ? key.slice(-4) : null,
  };
}
