import type { TActionResult, TAppMessageKey, TLedgerKind } from '@regulars/contracts';

/**
 * What the result banner shows after a counter action: what happened, or why it did not. A visit whose stamp a guard
 * held back (a cooldown, a daily limit) still counts, so it is a warning, not an error. The lines come from the
 * server in the staff's language (issue 52).
 */
export type TCounterOutcome =
  | { tone: 'success' | 'warning'; kind: TLedgerKind; changes: string[]; warnings: string[]; replayed: boolean }
  | { tone: 'error'; message: string };

/** The banner's title of each kind of action. */
export const ACTION_TITLES: Record<TLedgerKind, TAppMessageKey> = {
  enrol: 'changes.title.enrol',
  welcome_bonus: 'changes.title.welcome_bonus',
  visit: 'changes.title.visit',
  purchase: 'changes.title.purchase',
  earn: 'changes.title.earn',
  redeem: 'changes.title.redeem',
  adjust: 'changes.title.adjust',
  expire: 'changes.title.expire',
  reversal: 'changes.title.reversal',
  opening_balance: 'changes.title.opening_balance',
  refund: 'changes.title.refund',
};

/** An action's lines parted into what it gave and what a guard held back (the server says which). */
export function splitChanges(action: { changes: string[]; warnings: string[] }): {
  changes: string[];
  warnings: string[];
} {
  return { changes: action.changes.filter((line) => !action.warnings.includes(line)), warnings: action.warnings };
}

export function actionOutcome(result: TActionResult): TCounterOutcome {
  const { changes, warnings } = splitChanges(result);
  return {
    tone: warnings.length > 0 ? 'warning' : 'success',
    kind: result.kind,
    changes,
    warnings,
    replayed: result.replayed,
  };
}
