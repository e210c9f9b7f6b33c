import { LIBRARY_LIMITS, LIBRARY_MESSAGES } from '@regulars/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencyLibraryItems, businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * Before an item is saved: the agency's row locked (two saves at once count the library one after the other), and the
 * name of the client it comes from, when it is one of the agency's (null otherwise).
 */
export async function lockLibraryFrom(tx: TExecutor, agencyId: string, clientId: string): Promise<string | null> {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, agencyId)).for('update');
  const [client] = await tx
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)));
  return client?.name ?? null;
}

/** The library's item of this name (case and spaces aside), or null. */
export async function libraryItemNamed(tx: TExecutor, agencyId: string, name: string) {
  const [same] = await tx
    .select({ id: agencyLibraryItems.id, kind: agencyLibraryItems.kind })
    .from(agencyLibraryItems)
    .where(
      and(
        eq(agencyLibraryItems.businessId, agencyId),
        sql`lower(trim(${agencyLibraryItems.name})) = lower(trim(${name}))`,
      ),
    )
    .limit(1);
  return same ?? null;
}

/** Room left in the library, and no item of that name already (case and spaces aside). */
export async function assertLibraryRoom(tx: TExecutor, agencyId: string, name: string): Promise<void> {
  const [size] = await tx
    .select({ n: count() })
    .from(agencyLibraryItems)
    .where(eq(agencyLibraryItems.businessId, agencyId));
  if ((size?.n ?? 0) >= LIBRARY_LIMITS.items) throw new AppError('CONFLICT', LIBRARY_MESSAGES.full);
  if (await libraryItemNamed(tx, agencyId, name)) throw new AppError('CONFLICT', LIBRARY_MESSAGES.nameTaken);
}
