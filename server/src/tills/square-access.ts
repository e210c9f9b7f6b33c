import { TILL_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { tillConnections } from '../db/schema/index.ts';
import type { TSquareConfig } from '../platform/config.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { refreshSquareToken, SquareApiError, squareSeller, type TSquareSeller } from '../providers/square/index.ts';
import type { TTillConnectionRow } from './connection-row.ts';

/** Tokens are refreshed this long before they expire (Square's last 30 days). */
export const REFRESH_BEFORE_MS = 7 * 24 * 3_600_000;

/** Why a connection's token cannot be used: the words its state screen shows. */
export class TillAccessError extends Error {}

/**
 * The seller's API with a usable access token: opened from its sealed form, refreshed first when it expires within a
 * week (the new one sealed and saved). Throws TillAccessError when the token cannot be opened or Square refuses the
 * refresh (the business reconnects).
 */
export async function squareAccess({
  db,
  secrets,
  square,
  row,
  now = new Date(),
}: {
  db: TExecutor;
  secrets: TSecretBox;
  square: TSquareConfig;
  row: TTillConnectionRow;
  now?: Date;
}): Promise<TSquareSeller> {
  const accessToken = await secrets.decrypt(row.accessTokenEncrypted).catch(() => null);
  if (!accessToken) throw new TillAccessError(TILL_MESSAGES.tokenUnreadable);
  const expiresSoon = row.tokenExpiresAt && row.tokenExpiresAt.getTime() - now.getTime() < REFRESH_BEFORE_MS;
  if (!expiresSoon || !row.refreshTokenEncrypted) return squareSeller(square, accessToken);
  const refreshToken = await secrets.decrypt(row.refreshTokenEncrypted).catch(() => null);
  if (!refreshToken) throw new TillAccessError(TILL_MESSAGES.tokenUnreadable);
  try {
    const fresh = await refreshSquareToken(square, refreshToken);
    await db
      .update(tillConnections)
      .set({
        accessTokenEncrypted: await secrets.encrypt(fresh.accessToken),
        ...(fresh.refreshToken ? { refreshTokenEncrypted: await secrets.encrypt(fresh.refreshToken) } : {}),
        tokenExpiresAt: fresh.expiresAt,
        updatedAt: now,
      })
      .where(and(eq(tillConnections.businessId, row.businessId), eq(tillConnections.id, row.id)));
    return squareSeller(square, fresh.accessToken);
  } catch (err) {
    if (err instanceof SquareApiError && err.kind === 'refused') throw new TillAccessError(TILL_MESSAGES.tokenRefused);
    throw err;
  }
}
