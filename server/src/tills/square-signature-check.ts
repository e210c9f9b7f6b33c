import type { TDb } from '../db/client.ts';
import type { TConfig } from '../platform/config.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { verifySquareSignature } from '../providers/square/index.ts';
import { squareNotificationUrl, squareSignatureKey } from './square-subscription.ts';

/** How long a process checks webhooks with the signature key it last read before reading it again. */
const KEY_KEPT_MS = 60_000;

const keptKeys = new WeakMap<TDb, { key: string; readAt: number }>();

/**
 * Whether a Square webhook's signature matches, against this server's notification URL (Square's scheme). The key is
 * read and unsealed once a minute, not for every webhook of a burst; a signature the kept key does not match is
 * checked again against the stored key, so a key Square gave this server since (a new subscription) is taken at once.
 */
export async function squareSignatureValid({
  db,
  secrets,
  config,
  rawBody,
  signature,
  now = Date.now(),
}: {
  db: TDb;
  secrets: TSecretBox;
  config: Pick<TConfig, 'appUrl'>;
  rawBody: string;
  signature: string | undefined;
  now?: number;
}): Promise<boolean> {
  const notificationUrl = squareNotificationUrl(config);
  const matches = (key: string) =>
    verifySquareSignature({ rawBody, signature, signatureKey: key, notificationUrl }).catch(() => false);
  const kept = keptKeys.get(db);
  if (kept && now - kept.readAt < KEY_KEPT_MS && (await matches(kept.key))) return true;
  const stored = await squareSignatureKey({ db, secrets });
  if (!stored) {
    keptKeys.delete(db);
    return false;
  }
  keptKeys.set(db, { key: stored.key, readAt: now });
  return matches(stored.key);
}
