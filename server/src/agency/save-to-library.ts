import { LIBRARY_LIMITS, LIBRARY_MESSAGES, type TLibraryItem } from '@regulars/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { agencyLibraryItems, businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findProgram } from '../programs/index.ts';
import { toLibraryItem } from './to-library.ts';

/**
 * Saves a copy of one client's program in the agency's library: its name, description, type, rules and rewards as
 * they are now. Later changes to the client's program do not reach the copy, nor the copy's to any client.
 */
export async function saveToLibrary(opts: {
  db: TDb;
  agencyId: string;
  clientId: string;
  programId: string;
}): Promise<TLibraryItem> {
  const { db, agencyId, clientId, programId } = opts;
  return db.transaction(async (tx) => {
    // The agency's row, locked: two saves at once count the library's size and names one after the other.
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, agencyId)).for('update');
    const [client] = await tx
      .select({ name: businesses.companyName })
      .from(businesses)
      .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)));
    const program = client ? await findProgram({ db: tx, businessId: clientId, programId }) : null;
    if (!client || !program) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.programNotFound);
    const [size] = await tx
      .select({ n: count() })
      .from(agencyLibraryItems)
      .where(eq(agencyLibraryItems.businessId, agencyId));
    if ((size?.n ?? 0) >= LIBRARY_LIMITS.items) throw new AppError('CONFLICT', LIBRARY_MESSAGES.full);
    const [same] = await tx
      .select({ id: agencyLibraryItems.id })
      .from(agencyLibraryItems)
      .where(
        and(
          eq(agencyLibraryItems.businessId, agencyId),
          sql`lower(trim(${agencyLibraryItems.name})) = lower(trim(${program.name}))`,
        ),
      )
      .limit(1);
    if (same) throw new AppError('CONFLICT', LIBRARY_MESSAGES.nameTaken);
    const [row] = await tx
      .insert(agencyLibraryItems)
      .values({
        businessId: agencyId,
        kind: 'program',
        name: program.name,
        payload: { description: program.description, type: program.type, config: program.config },
        sourceName: client.name,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Library item not saved');
    return toLibraryItem(row);
  });
}
