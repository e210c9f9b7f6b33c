import type { TLibrary } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencyLibraryApplies, agencyLibraryItems } from '../db/schema/index.ts';
import { toLibraryApply, toLibraryItem } from './to-library.ts';

/** The agency's library by name, and its ten latest additions to clients (newest first). */
export async function readLibrary({ db, agencyId }: { db: TExecutor; agencyId: string }): Promise<TLibrary> {
  const [items, applies] = await Promise.all([
    db
      .select()
      .from(agencyLibraryItems)
      .where(eq(agencyLibraryItems.businessId, agencyId))
      .orderBy(agencyLibraryItems.name, agencyLibraryItems.id),
    db
      .select()
      .from(agencyLibraryApplies)
      .where(eq(agencyLibraryApplies.businessId, agencyId))
      .orderBy(desc(agencyLibraryApplies.createdAt), desc(agencyLibraryApplies.id))
      .limit(10),
  ]);
  return { items: items.map(toLibraryItem), applies: applies.map(toLibraryApply) };
}
