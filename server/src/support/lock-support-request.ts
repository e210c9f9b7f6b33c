import { SUPPORT_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TTx } from '../db/client.ts';
import { supportRequests } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** A request held until the caller's transaction ends, so a reply and a close cannot race. Throws NOT_FOUND. */
export async function lockSupportRequest(tx: TTx, requestId: string) {
  const [request] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for('update');
  if (!request) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
  return request;
}
