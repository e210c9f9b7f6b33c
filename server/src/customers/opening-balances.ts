import {
  IMPORT_MAX_POINTS,
  IMPORT_MESSAGES,
  readBalance,
  stampsBalanceMessage,
  type TProgram,
} from '@regulars/contracts';

const DAY = 24 * 60 * 60_000;

/** A balance a customer brings from another tool: written as an `opening_balance` ledger row and their progress. */
export type TOpeningBalance = { programId: string; points: number; stamps: number; expiresAt: string | null };

/**
 * A row's balance cells read against the business's active programs: points for a points program (at most
 * IMPORT_MAX_POINTS), stamps for a stamp card (fewer than a full card). Zero brings nothing. Imported points lapse like
 * earned ones: the program's expiry counts from the import, first in, first out.
 */
export function readOpeningBalances(
  cells: Record<string, string>,
  programs: Map<string, TProgram>,
  importedAt: Date,
): TOpeningBalance[] | { error: string } {
  const balances: TOpeningBalance[] = [];
  for (const [programId, text] of Object.entries(cells)) {
    const program = programs.get(programId);
    if (program?.type !== 'points' && program?.type !== 'stamp_card') return { error: IMPORT_MESSAGES.programGone };
    const n = readBalance(text);
    if (program.type === 'points') {
      if (n === null || n > IMPORT_MAX_POINTS) return { error: IMPORT_MESSAGES.pointsBalance };
      if (n === 0) continue;
      const days = program.config.pointsExpireDays;
      const expiresAt = days > 0 ? new Date(importedAt.getTime() + days * DAY).toISOString() : null;
      balances.push({ programId, points: n, stamps: 0, expiresAt });
    } else {
      const required = program.config.stampsRequired;
      if (n === null || n >= required) return { error: stampsBalanceMessage(required) };
      if (n > 0) balances.push({ programId, points: 0, stamps: n, expiresAt: null });
    }
  }
  return balances;
}
