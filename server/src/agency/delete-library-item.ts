import { LIBRARY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencyLibraryItems } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

/** Deletes a library item; what it already added to clients stays theirs. */
export async function deleteLibraryItem(opts: { db: TExecutor; agencyId: string; itemId: string }): Promise<void> {
  const { db, agencyId, itemId } = opts;
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.itemNotFound);
  const deleted = await db
    .delete(agencyLibraryItems)
    .where(and(eq(agencyLibraryItems.businessId, agencyId), eq(agencyLibraryItems.id, itemId)))
    .returning({ id: agencyLibraryItems.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.itemNotFound);
}
