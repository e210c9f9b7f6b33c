import { LIBRARY_LIMITS, LIBRARY_MESSAGES } from '@regulars/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencyLibraryItems, businesses, type TLibraryPayload } from '../db/schema/index.ts';
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

type TItemKind = (typeof agencyLibraryItems.$inferInsert)['kind'];

/**
 * Puts a copy in the library under its name: a new item, or, with `replace`, the next version of the item of that
 * name when it is of the same kind (same id, version one more; no client changes). Without `replace` a name the
 * library holds is refused (`nameTaken`); an item of another kind is never replaced (`otherKind`).
 */
export async function putLibraryItem(
  tx: TExecutor,
  item: {
    agencyId: string;
    kind: TItemKind;
    name: string;
    payload: TLibraryPayload;
    sourceName: string;
    replace: boolean;
    otherKind: string;
  },
) {
  const { agencyId, kind, name, payload, sourceName } = item;
  const current = item.replace ? await libraryItemNamed(tx, agencyId, name) : null;
  if (current && current.kind !== kind) throw new AppError('CONFLICT', item.otherKind);
  if (current) {
    const [row] = await tx
      .update(agencyLibraryItems)
      .set({ name, payload, sourceName, version: sql`${agencyLibraryItems.version} + 1`, updatedAt: new Date() })
      .where(and(eq(agencyLibraryItems.businessId, agencyId), eq(agencyLibraryItems.id, current.id)))
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Library item not saved');
    return row;
  }
  await assertLibraryRoom(tx, agencyId, name);
  const [row] = await tx
    .insert(agencyLibraryItems)
    .values({ businessId: agencyId, kind, name, payload, sourceName })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Library item not saved');
  return row;
}
