import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { portalSessions } from '../db/schema/index.ts';
import { hashPortalToken } from './session-token.ts';

/** POST /portal/logout: the session's row goes, so its cookie opens nothing even if it was copied. */
export async function portalLogOut({ db, token }: { db: TExecutor; token: string | undefined }): Promise<void> {
  if (!token) return;
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, hashPortalToken(token)));
}
