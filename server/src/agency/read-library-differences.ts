import {
  LIBRARY_MESSAGES,
  type TLibraryDifferenceState,
  type TLibraryDifferences,
  type TLibraryPiecePreview,
} from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { agencyLibraryItems, businesses, clientManagers, type TProgramPayload } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { findProgramsNamed } from '../programs/index.ts';
import { kitOfItem } from './kit-of-item.ts';
import { kitPreview } from './kit-preview.ts';
import { libraryDifference } from './library-difference.ts';
import { noHoldings, readClientHoldings } from './read-client-holdings.ts';
import { toLibraryItem } from './to-library.ts';

/**
 * Before adding a library program again: for each of the agency's clients (an account manager's: those assigned to
 * them, as their client list), whether it would be added, has the same, or has one of that name that differs (and
 * how). Nothing changes; the agency then chooses whom to update (start-library-apply.ts). A kit, a template or an
 * automation: each client's pieces as adding would find them (kit-preview.ts), what they have read for every client at
 * once.
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

  const kit = kitOfItem(item);
  if (kit) {
    const held = await readClientHoldings({ db, clientIds: clients.map((c) => c.id), kit });
    const answers = clients.map((client) => {
      const closed = Boolean(client.closedAt || client.suspendedAt);
      const pieces = kitPreview(kit, held.get(client.id) ?? noHoldings(), closed);
      return {
        clientId: client.id,
        clientName: client.name,
        money: { currency: client.currency, locale: client.locale },
        state: closed ? ('unavailable' as const) : stateOf(pieces),
        differences: [],
        client: null,
        pieces,
      };
    });
    return { item: toLibraryItem(item), library: null, clients: answers };
  }

  const library = { name: item.name, ...(item.payload as TProgramPayload) };
  // Every client's program of that name at once: one query, not one a client.
  const programs = await findProgramsNamed({ db, businessIds: clients.map((c) => c.id), name: library.name });
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
    const found = programs.get(client.id);
    const theirs = found
      ? { type: found.type, description: found.description, config: found.config as Record<string, unknown> }
      : null;
    answers.push({ ...base, ...libraryDifference(asProgram(library), theirs), client: theirs });
  }
  return { item: toLibraryItem(item), library: asProgram(library), clients: answers };
}

/** A client as a whole: something would be added; all the same; else something differs (left); else nothing fits. */
function stateOf(pieces: TLibraryPiecePreview[]): TLibraryDifferenceState {
  if (pieces.some((p) => p.state === 'missing')) return 'missing';
  if (pieces.every((p) => p.state === 'same')) return 'same';
  return pieces.some((p) => p.state === 'differs') ? 'differs' : 'unavailable';
}

function asProgram(payload: TProgramPayload) {
  return {
    type: payload.type as NonNullable<TLibraryDifferences['library']>['type'],
    description: payload.description,
    config: payload.config,
  };
}
