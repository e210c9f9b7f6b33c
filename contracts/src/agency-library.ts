import { z } from 'zod';
import { AUTOMATION_KINDS } from './automations.ts';
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
  nameTaken: 'Your library already has an item with this name',
  full: `Your library holds at most ${LIBRARY_LIMITS.items} items: delete one first`,
  chooseClients: 'Choose at least one client business',
  tooManyClients: `Choose at most ${LIBRARY_LIMITS.clientsPerApply} client businesses`,
  notYourClients: 'Choose client businesses of your agency',
  applyNotFound: 'That addition was not found',
  kitNameRequired: 'Name the starter kit',
  kitNameTooLong: 'The starter kit’s name must be at most 80 characters',
  kitEmpty: 'This client has no programs, templates, automations, status tiers or multipliers to save',
  notAProgram: 'Only a program item can replace a program: save it under another name',
  updateNotChosen: 'Choose the clients to update among those you add it to',
  templateNotFound: 'Template not found',
  automationNotSet: 'This client has not set this automation up: it runs on the defaults every client has',
  otherKind: 'Only an item of the same kind can be replaced: save it under another name',
  pieceNameRequired: 'Name the library item',
  pieceNameTooLong: 'The library item’s name must be at most 80 characters',
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
  /** The client's program of that name now has the library's description and settings (its customers keep theirs). */
  'updated',
  /** The client's program of that name is of another type: never updated, left as it is. */
  'type_differs',
  /** A kit's automation or status tiers: the client has set its own up already, left exactly as it is. */
  'skipped_set',
  /** A kit's piece names a template or location the client does not have (by name): not added. */
  'skipped_missing',
]);
export type TLibraryOutcome = z.infer<typeof ZLibraryOutcome>;

/** What a starter kit holds, by kind (a kit saved before automations, tiers and multipliers has none of them). */
export const ZKitContents = z.object({
  programs: z.number().int(),
  smsTemplates: z.number().int(),
  emailTemplates: z.number().int(),
  /** Automations the client had set up (win-back, birthday). */
  automations: z.number().int(),
  /** Its status tiers (Bronze, Silver, Gold: 3); 0 without. */
  statusTiers: z.number().int(),
  /** Its earn multipliers. */
  multipliers: z.number().int(),
});
export type TKitContents = z.infer<typeof ZKitContents>;

/** A kit's piece in a client. An automation's name is its kind (`birthday`, `win_back`); status tiers', the tiers'. */
export const ZLibraryPieceKind = z.enum([
  'program',
  'sms_template',
  'email_template',
  'automation',
  'status_tiers',
  'multiplier',
]);
export type TLibraryPieceKind = z.infer<typeof ZLibraryPieceKind>;

/** What a library item is: one program, one template, one automation, or a starter kit of one client's set-up. */
export const LIBRARY_ITEM_KINDS = ['program', 'kit', 'sms_template', 'email_template', 'automation'] as const;
export type TLibraryItemKind = (typeof LIBRARY_ITEM_KINDS)[number];

export const ZLibraryItem = z.object({
  id: z.string(),
  kind: z.enum(LIBRARY_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  /** A program's type; null for a kit. */
  programType: z.enum(PROGRAM_TYPES).nullable(),
  /** A kit's contents; null for a program. */
  contents: ZKitContents.nullable(),
  /** Which automation an automation item is (its name is the agency's); absent for the other kinds. */
  automation: z.enum(AUTOMATION_KINDS).optional(),
  /** The client it was saved from, as named then (the latest version's). */
  sourceName: z.string(),
  /** 1 when first saved; each replacement of the library's copy adds one. */
  version: z.number().int(),
  createdAt: z.string(),
  /** When this version was saved. */
  updatedAt: z.string(),
});
export type TLibraryItem = z.infer<typeof ZLibraryItem>;

export const ZLibraryApply = z.object({
  id: z.string(),
  itemId: z.string().nullable(),
  itemName: z.string(),
  status: z.enum(['running', 'done']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  results: z.array(
    z.object({
      clientId: z.string(),
      clientName: z.string(),
      outcome: ZLibraryOutcome,
      /** The library's version a client was updated to ('updated'). */
      version: z.number().int().optional(),
      /** A kit's pieces in this client, each with its own outcome. */
      pieces: z
        .array(
          z.object({
            kind: ZLibraryPieceKind,
            name: z.string(),
            outcome: ZLibraryOutcome,
          }),
        )
        .optional(),
    }),
  ),
});
export type TLibraryApply = z.infer<typeof ZLibraryApply>;

/** The library and its latest additions (newest first). */
export const ZLibrary = z.object({ items: z.array(ZLibraryItem), applies: z.array(ZLibraryApply) });
export type TLibrary = z.infer<typeof ZLibrary>;

export const ZSaveToLibrary = z.object({
  clientId: z.string().min(1).max(100),
  programId: z.string().min(1).max(100),
  /** The library holds a program of this name: replace its copy with this one (a new version; no client changes). */
  replace: z.boolean().optional(),
});
export type TSaveToLibrary = z.infer<typeof ZSaveToLibrary>;
export const ZSaveToLibraryResponse = z.object({ item: ZLibraryItem });

/** Save every program, template, automation, status tier and multiplier of one client as a starter kit. */
export const ZSaveKit = z.object({
  clientId: z.string().min(1).max(100),
  name: z
    .string({ error: LIBRARY_MESSAGES.kitNameRequired })
    .trim()
    .min(1, LIBRARY_MESSAGES.kitNameRequired)
    .max(80, LIBRARY_MESSAGES.kitNameTooLong),
});
export type TSaveKit = z.input<typeof ZSaveKit>;

const pieceBase = { clientId: z.string().min(1).max(100), replace: z.boolean().optional() };

/**
 * Save one template or automation of a client on its own (issue 53: "a program, a template, an automation"). A
 * template's item takes the template's name; an automation has none of its own, so the agency names it. With
 * `replace`, the library's item of that name (of the same kind) takes this copy as its next version.
 */
export const ZSaveLibraryPiece = z.discriminatedUnion('kind', [
  z.object({ ...pieceBase, kind: z.literal('sms_template'), templateId: z.string().min(1).max(100) }),
  z.object({ ...pieceBase, kind: z.literal('email_template'), templateId: z.string().min(1).max(100) }),
  z.object({
    ...pieceBase,
    kind: z.literal('automation'),
    automation: z.enum(AUTOMATION_KINDS),
    name: z
      .string({ error: LIBRARY_MESSAGES.pieceNameRequired })
      .trim()
      .min(1, LIBRARY_MESSAGES.pieceNameRequired)
      .max(80, LIBRARY_MESSAGES.pieceNameTooLong),
  }),
]);
export type TSaveLibraryPiece = z.input<typeof ZSaveLibraryPiece>;

/** What of one client can be saved on its own: its templates, and the automations it has set up (saved once). */
export const ZLibraryPieceChoices = z.object({
  clientName: z.string(),
  smsTemplates: z.array(z.object({ id: z.string(), name: z.string() })),
  emailTemplates: z.array(z.object({ id: z.string(), name: z.string() })),
  automations: z.array(z.enum(AUTOMATION_KINDS)),
});
export type TLibraryPieceChoices = z.infer<typeof ZLibraryPieceChoices>;

export const ZApplyLibraryItem = z.object({
  clientIds: z
    .array(z.string().min(1).max(100), { error: LIBRARY_MESSAGES.chooseClients })
    .min(1, LIBRARY_MESSAGES.chooseClients)
    .max(LIBRARY_LIMITS.clientsPerApply, LIBRARY_MESSAGES.tooManyClients),
  /** Chosen clients whose program of that name is to take the library's version (its customers keep theirs). */
  update: z.array(z.string().min(1).max(100)).max(LIBRARY_LIMITS.clientsPerApply).optional(),
});
export type TApplyLibraryItem = z.infer<typeof ZApplyLibraryItem>;
export const ZLibraryApplyResponse = z.object({ apply: ZLibraryApply });

/** A program as the library and a client hold it, for wording on screen (`describeProgram`). */
export const ZLibraryProgram = z.object({
  type: z.enum(PROGRAM_TYPES),
  description: z.string(),
  config: z.record(z.string(), z.unknown()),
});
export type TLibraryProgram = z.infer<typeof ZLibraryProgram>;

/**
 * How one client's program of the item's name stands against the library's: none (it would be added), the same, or
 * different (each difference said), of another type (never updated), or the client cannot take it now.
 */
export const ZLibraryDifferenceState = z.enum(['missing', 'same', 'differs', 'type_differs', 'unavailable']);
export type TLibraryDifferenceState = z.infer<typeof ZLibraryDifferenceState>;

/**
 * What adding would do with one piece of a kit (or a template or automation item) in one client, before adding:
 * added ('missing'), already there and equal ('same'), already there and different (left exactly as it is:
 * 'differs'), or it cannot take it ('unavailable': closed or suspended, or it lacks the template or location the piece
 * names).
 */
export const ZLibraryPiecePreview = z.object({
  kind: ZLibraryPieceKind,
  name: z.string(),
  state: z.enum(['missing', 'same', 'differs', 'unavailable']),
});
export type TLibraryPiecePreview = z.infer<typeof ZLibraryPiecePreview>;

export const ZLibraryDifference = z.object({
  clientId: z.string(),
  clientName: z.string(),
  state: ZLibraryDifferenceState,
  /** What differs: the type, the description, the rules (as `describeProgram` words them), or other settings only. */
  differences: z.array(z.enum(['type', 'description', 'rules', 'settings'])),
  /** The client's program of that name (null when it has none). */
  client: ZLibraryProgram.nullable(),
  /** The client's money, to word its rules in. */
  money: z.object({ currency: z.string(), locale: z.string() }),
  /** A kit's, template's or automation's pieces in this client, each as adding would find it; absent for a program. */
  pieces: z.array(ZLibraryPiecePreview).optional(),
});
export type TLibraryDifference = z.infer<typeof ZLibraryDifference>;

export const ZLibraryDifferences = z.object({
  item: ZLibraryItem,
  /** The library's program (null for the other kinds: their clients' `pieces` say what adding would do). */
  library: ZLibraryProgram.nullable(),
  clients: z.array(ZLibraryDifference),
});
export type TLibraryDifferences = z.infer<typeof ZLibraryDifferences>;
