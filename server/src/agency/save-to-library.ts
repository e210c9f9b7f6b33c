import { LIBRARY_MESSAGES, type TLibraryItem } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { findProgram } from '../programs/index.ts';
import { lockLibraryFrom, putLibraryItem } from './library-room.ts';
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
    const row = await putLibraryItem(tx, {
      agencyId,
      kind: 'program',
      name: program.name,
      payload: { description: program.description, type: program.type, config: program.config },
      sourceName: clientName,
      replace: opts.replace === true,
      otherKind: LIBRARY_MESSAGES.notAProgram,
    });
    return toLibraryItem(row);
  });
}
