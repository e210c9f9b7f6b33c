import type { TActionResult, TLedgerKind } from '@regulars/contracts';

/** What the result banner shows after a counter action: what happened, or why it did not. */
export type TCounterOutcome =
  | { tone: 'success'; title: string; changes: string[]; replayed: boolean }
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
};

export function actionOutcome(result: TActionResult): TCounterOutcome {
  return { tone: 'success', title: TITLES[result.kind], changes: result.changes, replayed: result.replayed };
}
