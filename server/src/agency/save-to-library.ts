import { LIBRARY_MESSAGES, type TLibraryItem } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { agencyLibraryItems } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { findProgram } from '../programs/index.ts';
import { assertLibraryRoom, libraryItemNamed, lockLibraryFrom } from './library-room.ts';
import { toLibraryItem } from './to-library.ts';

/**
 * Saves a copy of one client's program in the agency's library: its name, description, type, rules and rewards as
 * they are now. Later changes to the client's program do not reach the copy, nor the copy's to any client. With
 * `replace`, a program of that name already in the library takes this copy as its next version (same item, its
 * version one more): no client changes until the agency adds it again and chooses whom to update.
 */
export async function saveToLibrary(opts: {
  db: TDb;
  agencyId: string;
  clientId: string;
  programId: string;
  replace?: boolean | undefined;
}): Promise<TLibraryItem> {
  const { db, agencyId, clientId, programId } = opts;
  return db.transaction(async (tx) => {
    const clientName = await lockLibraryFrom(tx, agencyId, clientId);
    const program = clientName ? await findProgram({ db: tx, businessId: clientId, programId }) : null;
    if (!clientName || !program) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.programNotFound);
    const payload = { description: program.description, type: program.type, config: program.config };
    const current = opts.replace ? await libraryItemNamed(tx, agencyId, program.name) : null;
    if (current && current.kind !== 'program') throw new AppError('CONFLICT', LIBRARY_MESSAGES.notAProgram);
    if (current) {
      const [row] = await tx
        .update(agencyLibraryItems)
        .set({
          name: program.name,
          payload,
          sourceName: clientName,
          version: sql`${agencyLibraryItems.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(agencyLibraryItems.businessId, agencyId), eq(agencyLibraryItems.id, current.id)))
        .returning();
      if (!row) throw new AppError('INTERNAL', 'Library item not saved');
      return toLibraryItem(row);
    }
    await assertLibraryRoom(tx, agencyId, program.name);
    const [row] = await tx
      .insert(agencyLibraryItems)
      .values({ businessId: agencyId, kind: 'program', name: program.name, payload, sourceName: clientName })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Library item not saved');
    return toLibraryItem(row);
  });
}
