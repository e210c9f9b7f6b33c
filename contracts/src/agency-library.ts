import { z } from 'zod';
import { PROGRAM_TYPES } from './programs.ts';

/**
 * An agency's library (issue 53, "Set up once, use everywhere"): a program saved from one client, added to many
 * clients at once. Each add runs as a job and says, client by client, what it did; the library's copy never changes
 * a client by itself.
 */
export const LIBRARY_LIMITS = { clientsPerApply: 500, items: 200 } as const;

export const LIBRARY_MESSAGES = {
  itemNotFound: 'Library item not found',
  programNotFound: 'Program not found',
  nameTaken: 'Your library already has a program with this name',
  full: `Your library holds at most ${LIBRARY_LIMITS.items} items: delete one first`,
  chooseClients: 'Choose at least one client business',
  tooManyClients: `Choose at most ${LIBRARY_LIMITS.clientsPerApply} client businesses`,
  notYourClients: 'Choose client businesses of your agency',
  applyNotFound: 'That addition was not found',
} as const;

/**
 * What an addition did in each client: added, or not because it has a program of that name, its plan allows no more
 * active programs, it left the agency, it is closed or suspended, or it failed.
 */
export const ZLibraryOutcome = z.enum([
  'pending',
  'created',
  'skipped_name',
  'refused_plan',
  'not_client',
  'unavailable',
  'failed',
]);
export type TLibraryOutcome = z.infer<typeof ZLibraryOutcome>;

export const ZLibraryItem = z.object({
  id: z.string(),
  kind: z.literal('program'),
  name: z.string(),
  description: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  /** The client it was saved from, as named then. */
  sourceName: z.string(),
  createdAt: z.string(),
});
export type TLibraryItem = z.infer<typeof ZLibraryItem>;

export const ZLibraryApply = z.object({
  id: z.string(),
  itemId: z.string().nullable(),
  itemName: z.string(),
  status: z.enum(['running', 'done']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  results: z.array(z.object({ clientId: z.string(), clientName: z.string(), outcome: ZLibraryOutcome })),
});
export type TLibraryApply = z.infer<typeof ZLibraryApply>;

/** The library and its latest additions (newest first). */
export const ZLibrary = z.object({ items: z.array(ZLibraryItem), applies: z.array(ZLibraryApply) });
export type TLibrary = z.infer<typeof ZLibrary>;

export const ZSaveToLibrary = z.object({
  clientId: z.string().min(1).max(100),
  programId: z.string().min(1).max(100),
});
export type TSaveToLibrary = z.infer<typeof ZSaveToLibrary>;
export const ZSaveToLibraryResponse = z.object({ item: ZLibraryItem });

export const ZApplyLibraryItem = z.object({
  clientIds: z
    .array(z.string().min(1).max(100), { error: LIBRARY_MESSAGES.chooseClients })
    .min(1, LIBRARY_MESSAGES.chooseClients)
    .max(LIBRARY_LIMITS.clientsPerApply, LIBRARY_MESSAGES.tooManyClients),
});
export type TApplyLibraryItem = z.infer<typeof ZApplyLibraryItem>;
export const ZLibraryApplyResponse = z.object({ apply: ZLibraryApply });
