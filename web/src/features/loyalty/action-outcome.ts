import { isHeldChange, type TActionResult, type TLedgerKind } from '@regulars/contracts';

/**
 * What the result banner shows after a counter action: what happened, or why it did not. A visit whose stamp a guard
 * held back (a cooldown, a daily limit) still counts, so it is a warning, not an error.
 */
export type TCounterOutcome =
  | { tone: 'success' | 'warning'; title: string; changes: string[]; warnings: string[]; replayed: boolean }
  | { tone: 'error'; message: string };

const TITLES: Record<TLedgerKind, string> = {
  enrol: 'Customer enrolled',
  welcome_bonus: 'Welcome bonus added',
  visit: 'Visit recorded',
  purchase: 'Purchase recorded',
  earn: 'Points added',
  redeem: 'Reward redeemed',
  adjust: 'Balance adjusted',
  expire: 'Points expired',
  reversal: 'Last action undone',
  opening_balance: 'Opening balance imported',
  refund: 'Refund taken back',
};

/** A counter action's change lines parted into what it gave and what a guard held back. */
export function splitChanges(lines: string[]): { changes: string[]; warnings: string[] } {
  return { changes: lines.filter((l) => !isHeldChange(l)), warnings: lines.filter(isHeldChange) };
}

export function actionOutcome(result: TActionResult): TCounterOutcome {
  const { changes, warnings } = splitChanges(result.changes);
  return {
    tone: warnings.length > 0 ? 'warning' : 'success',
    title: TITLES[result.kind],
    changes,
    warnings,
    replayed: result.replayed,
  };
}
