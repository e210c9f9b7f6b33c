import type { TCreditEntry } from '@regulars/contracts';
import type { creditLedger } from '../db/schema/index.ts';

/** The API shape of a ledger row; the company name only where the super admin reads several businesses. */
export function toCreditEntry(row: typeof creditLedger.$inferSelect & { companyName?: string }): TCreditEntry {
  return {
    id: row.id,
    businessId: row.businessId,
    ...(row.companyName !== undefined ? { companyName: row.companyName } : {}),
    kind: row.kind,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
