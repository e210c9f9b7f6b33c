import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';
import type { TConfig, TSquareConfig } from '../platform/config.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { ensureSquareSubscription } from '../providers/square/index.ts';

/** Where Square posts this server's webhook events (outside /api, as the other providers' are). */
export const SQUARE_WEBHOOK_PATH = '/webhooks/square';

const KEY = 'square.webhook_subscription';

type TStored = { id: string; notificationUrl: string; signatureKeySealed: string };

export const squareNotificationUrl = (config: Pick<TConfig, 'appUrl'>) => `${config.appUrl}${SQUARE_WEBHOOK_PATH}`;

async function readStored(db: TExecutor): Promise<TStored | null> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, KEY));
  if (!row) return null;
  try {
    return JSON.parse(row.value) as TStored;
  } catch {
    return null;
  }
}

/**
 * The application's webhook subscription is the server's, not a business's: made through Square's API the first time
 * a business connects (or when APP_URL changed), its signature key sealed in platform_settings. Later connections
 * find it there and call Square for nothing.
 */
export async function ensureSquareWebhook({
  db,
  secrets,
  config,
  square,
}: {
  db: TExecutor;
  secrets: TSecretBox;
  config: Pick<TConfig, 'appUrl'>;
  square: TSquareConfig;
}): Promise<void> {
  const notificationUrl = squareNotificationUrl(config);
  const stored = await readStored(db);
  if (stored?.notificationUrl === notificationUrl) return;
  const made = await ensureSquareSubscription(square, { notificationUrl });
  const value = JSON.stringify({
    id: made.id,
    notificationUrl,
    signatureKeySealed: await secrets.encrypt(made.signatureKey),
  } satisfies TStored);
  await db
    .insert(platformSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value } });
}

/** The signature key Square signs this server's webhooks with, or null before any business connected. */
export async function squareSignatureKey({
  db,
  secrets,
}: {
  db: TExecutor;
  secrets: TSecretBox;
}): Promise<{ key: string; notificationUrl: string } | null> {
  const stored = await readStored(db);
  if (!stored) return null;
  const key = await secrets.decrypt(stored.signatureKeySealed).catch(() => null);
  return key ? { key, notificationUrl: stored.notificationUrl } : null;
}
