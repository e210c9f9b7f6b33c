import { LIBRARY_MESSAGES, type TLibraryDifferences } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencyLibraryItems, businesses, clientManagers, type TProgramPayload } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { findProgramsNamed } from '../programs/index.ts';
import { libraryDifference } from './library-difference.ts';
import { toLibraryItem } from './to-library.ts';

/**
 * Before adding a library program again: for each of the agency's clients (an account manager's: those assigned to
 * them, as their client list), whether it would be added, has the same, or has one of that name that differs (and
 * how). Nothing changes; the agency then chooses whom to update (start-library-apply.ts).
 */
export async function readLibraryDifferences({
  db,
  agencyId,
  itemId,
  managerId,
}: {
  db: TExecutor;
  agencyId: string;
  itemId: string;
  /** An account manager: only the clients assigned to them; null for the agency's admins. */
  managerId: string | null;
}): Promise<TLibraryDifferences> {
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.itemNotFound);
  const [item] = await db
    .select()
    .from(agencyLibraryItems)
    .where(and(eq(agencyLibraryItems.businessId, agencyId), eq(agencyLibraryItems.id, itemId)));
  if (!item) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.itemNotFound);

  const assigned = managerId
    ? sql`exists (select 1 from ${clientManagers} where ${clientManagers.businessId} = ${businesses.id}
        and ${clientManagers.userId} = ${managerId})`
    : undefined;
  const clients = await db
    .select({
      id: businesses.id,
      name: businesses.companyName,
      currency: businesses.currency,
      locale: businesses.locale,
      closedAt: businesses.closedAt,
      suspendedAt: businesses.suspendedAt,
    })
    .from(businesses)
    .where(and(eq(businesses.agencyId, agencyId), assigned))
    .orderBy(sql`lower(${businesses.companyName})`, businesses.id);

  const library = item.kind === 'program' ? { name: item.name, ...(item.payload as TProgramPayload) } : null;
  // Every client's program of that name at once: one query, not one a client.
  const programs = library
    ? await findProgramsNamed({ db, businessIds: clients.map((c) => c.id), name: library.name })
    : new Map();
  const answers = [];
  for (const client of clients) {
    const base = {
      clientId: client.id,
      clientName: client.name,
      money: { currency: client.currency, locale: client.locale },
    };
    if (client.closedAt || client.suspendedAt) {
      answers.push({ ...base, state: 'unavailable' as const, differences: [], client: null });
      continue;
    }
    if (!library) {
      answers.push({ ...base, state: 'missing' as const, differences: [], client: null });
      continue;
    }
    const found = programs.get(client.id);
    const theirs = found
      ? { type: found.type, description: found.description, config: found.config as Record<string, unknown> }
      : null;
    answers.push({ ...base, ...libraryDifference(asProgram(library), theirs), client: theirs });
  }
  return { item: toLibraryItem(item), library: library ? asProgram(library) : null, clients: answers };
}

function asProgram(payload: TProgramPayload) {
  return {
    type: payload.type as NonNullable<TLibraryDifferences['library']>['type'],
    description: payload.description,
    config: payload.config,
  };
}
