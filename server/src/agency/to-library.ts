import type { TLibraryApply, TLibraryItem, TLibraryOutcome } from '@regulars/contracts';
import type { agencyLibraryApplies, agencyLibraryItems } from '../db/schema/index.ts';

type TItemRow = typeof agencyLibraryItems.$inferSelect;
type TApplyRow = typeof agencyLibraryApplies.$inferSelect;

export function toLibraryItem(row: TItemRow): TLibraryItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.payload.description,
    programType: row.payload.type as TLibraryItem['programType'],
    sourceName: row.sourceName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLibraryApply(row: TApplyRow): TLibraryApply {
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    results: row.results.map((r) => ({ ...r, outcome: r.outcome as TLibraryOutcome })),
  };
}
