import {
  type TLibraryOutcome,
  type TLibraryPieceKind,
  ZCreateProgramRequest,
  ZUpdateProgramRequest,
} from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import {
  agencyLibraryApplies,
  agencyLibraryItems,
  businesses,
  type TKitPayload,
  type TProgramPayload,
} from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import type { TLogger } from '../platform/logger.ts';
import { loggableError } from '../platform/logger.ts';
import { createProgram, findProgramNamed, hasProgramNamed, updateProgram } from '../programs/index.ts';
import {
  addKitAutomation,
  addKitMultipliers,
  addKitStatusTiers,
  addKitTemplates,
  type TKitTarget,
} from './add-kit-settings.ts';
import { kitOfItem } from './kit-of-item.ts';

type TPiece = { kind: TLibraryPieceKind; name: string; outcome: TLibraryOutcome };
/** A client's row of the addition, as stored (agency_library_applies.results). */
type TResult = (typeof agencyLibraryApplies.$inferSelect)['results'][number];

/** How a kit's client reads: added if anything was; else the first reason nothing was (plan, name, failure). */
const RANK: TLibraryOutcome[] = ['created', 'refused_plan', 'skipped_name', 'skipped_set', 'skipped_missing', 'failed'];

/**
 * The job of one addition: each client still pending, one after the other, gets the library's program (or a kit's
 * programs, templates, automations, status tiers and multipliers) as its own, within its plan; its outcome is written
 * as soon as it is known (the screen shows progress, and a retry goes on from there). Whatever a client has of the same
 * name, or has set up itself, is left as it is. A kit's pieces go into a client in one transaction: a failure half-way
 * leaves that client as it was.
 */
export async function runLibraryApply(opts: {
  db: TDb;
  queue: TQueue;
  logger: TLogger;
  appUrl: string;
  agencyId: string;
  applyId: string;
}): Promise<void> {
  const { db, queue, logger, appUrl, agencyId, applyId } = opts;
  const where = and(eq(agencyLibraryApplies.businessId, agencyId), eq(agencyLibraryApplies.id, applyId));
  const [apply] = await db.select().from(agencyLibraryApplies).where(where);
  if (!apply || apply.status === 'done') return;
  const [item] = apply.itemId
    ? await db
        .select()
        .from(agencyLibraryItems)
        .where(and(eq(agencyLibraryItems.businessId, agencyId), eq(agencyLibraryItems.id, apply.itemId)))
    : [];

  const results: TResult[] = [...apply.results];
  for (const [i, result] of results.entries()) {
    if (result.outcome !== 'pending') continue;
    // The client's audit trail names the library's item as who added or changed what it brings.
    const actor = { type: 'user' as const, id: null, label: `Agency library: ${item?.name ?? apply.itemName}` };
    const into = { db, appUrl, clientId: result.clientId, actor };
    let next: TResult;
    try {
      const standing = await clientStanding(db, agencyId, result.clientId);
      const kit = item ? kitOfItem(item) : null;
      if (!item) next = { ...result, outcome: 'failed' };
      else if (standing) next = { ...result, outcome: standing };
      else if (kit) {
        // A kit, or a template or automation alone (a kit of one piece).
        const pieces = await db.transaction((tx) => addKit({ ...into, db: tx, queue }, kit));
        const outcome = RANK.find((o) => pieces.some((p) => p.outcome === o)) ?? 'created';
        next = { ...result, outcome, pieces };
      } else {
        const program = { name: item.name, ...(item.payload as TProgramPayload) };
        const updated = result.update ? await updateToLibrary(into, program) : null;
        if (updated === 'updated') next = { ...result, outcome: 'updated', version: item.version };
        else next = { ...result, outcome: updated ?? (await addProgram(into, program)) };
      }
    } catch (err) {
      logger.error({ err: loggableError(err), agencyId, applyId }, 'library addition failed for a client');
      next = { ...result, outcome: 'failed' };
    }
    results[i] = next;
    await db.update(agencyLibraryApplies).set({ results }).where(where);
  }
  await db.update(agencyLibraryApplies).set({ status: 'done', finishedAt: new Date() }).where(where);
}

/** Why nothing can be added to the client now (it left, or is closed or suspended), or null. */
async function clientStanding(db: TDb, agencyId: string, clientId: string): Promise<TLibraryOutcome | null> {
  const [client] = await db
    .select({ closedAt: businesses.closedAt, suspendedAt: businesses.suspendedAt })
    .from(businesses)
    .where(and(eq(businesses.id, clientId), eq(businesses.agencyId, agencyId)));
  if (!client) return 'not_client';
  return client.closedAt || client.suspendedAt ? 'unavailable' : null;
}

type TInto = { db: TDb; appUrl: string; clientId: string; actor: TBusinessActor };

async function addProgram({ db, clientId, actor }: TInto, payload: TProgramPayload & { name: string }) {
  const input = ZCreateProgramRequest.safeParse(payload);
  if (!input.success) return 'failed' as const;
  if (await hasProgramNamed({ db, businessId: clientId, name: input.data.name })) return 'skipped_name' as const;
  try {
    await createProgram({ db, businessId: clientId, actor, input: input.data });
    return 'created' as const;
  } catch (err) {
    if (err instanceof AppError && err.code === 'PLAN_LIMIT') return 'refused_plan' as const;
    throw err;
  }
}

/**
 * The agency chose to update this client: its program of that name takes the library's description and settings
 * through the programs domain's own edit (its rules checked as any edit's; customers keep what they have earned). One
 * of another type is never changed; with none of that name, it is added (null).
 */
async function updateToLibrary({ db, clientId, actor }: TInto, payload: TProgramPayload & { name: string }) {
  const current = await findProgramNamed({ db, businessId: clientId, name: payload.name });
  if (!current) return null;
  if (current.type !== payload.type) return 'type_differs' as const;
  const input = ZUpdateProgramRequest.safeParse({
    type: payload.type,
    description: payload.description,
    config: payload.config,
  });
  if (!input.success) return 'failed' as const;
  await updateProgram({ db, businessId: clientId, programId: current.id, actor, input: input.data });
  return 'updated' as const;
}

async function addKit(into: TInto & TKitTarget, kit: TKitPayload): Promise<TPiece[]> {
  const pieces: TPiece[] = [];
  for (const program of kit.programs) {
    pieces.push({ kind: 'program', name: program.name, outcome: await addProgram(into, program) });
  }
  pieces.push(...(await addKitTemplates(into, kit)));
  // After the templates: win-back names its templates, which the kit may just have added. Kits saved before these
  // were kept have none.
  for (const automation of kit.automations ?? []) {
    pieces.push({ kind: 'automation', name: automation.kind, outcome: await addKitAutomation(into, automation) });
  }
  if (kit.statusTiers) {
    const name = kit.statusTiers.tiers.map((tier) => tier.name).join(', ');
    pieces.push({ kind: 'status_tiers', name, outcome: await addKitStatusTiers(into, kit.statusTiers) });
  }
  for (const { name, outcome } of await addKitMultipliers(into, kit.multipliers ?? [])) {
    pieces.push({ kind: 'multiplier', name, outcome });
  }
  return pieces;
}
