import { PASSKEY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { passkeys } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** DELETE /account/passkeys/:id: one's own only (another account's id is unknown here). Its name, for the notice. */
export async function removePasskey(db: TExecutor, userId: string, id: string): Promise<string> {
  const [gone] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  if (!gone) throw new AppError('NOT_FOUND', PASSKEY_MESSAGES.notFound);
  return gone.name;
}
