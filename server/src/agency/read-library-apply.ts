import { LIBRARY_MESSAGES, type TLibraryApply } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencyLibraryApplies } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toLibraryApply } from './to-library.ts';

/** One addition of the agency's, with each client's outcome so far; another agency's is not found. */
export async function readLibraryApply(opts: {
  db: TExecutor;
  agencyId: string;
  applyId: string;
}): Promise<TLibraryApply> {
  const [row] = await opts.db
    .select()
    .from(agencyLibraryApplies)
    .where(and(eq(agencyLibraryApplies.businessId, opts.agencyId), eq(agencyLibraryApplies.id, opts.applyId)));
  if (!row) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.applyNotFound);
  return toLibraryApply(row);
}
