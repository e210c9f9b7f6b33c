import { createContext, useContext, useMemo, useState } from 'react';
import type { TCounterOutcome } from './action-outcome.ts';

type TCounterOutcomeState = { outcome: TCounterOutcome | null; report: (outcome: TCounterOutcome | null) => void };

/** The counter screen's one result banner: every action on the screen reports to it. */
export const CounterOutcomeContext = createContext<TCounterOutcomeState | null>(null);

export function useCounterOutcomeState(): TCounterOutcomeState {
  const [outcome, report] = useState<TCounterOutcome | null>(null);
  return useMemo(() => ({ outcome, report }), [outcome]);
}

export function useCounterOutcome(): TCounterOutcomeState {
  const state = useContext(CounterOutcomeContext);
  if (!state) throw new Error('useCounterOutcome needs a CounterOutcomeContext provider');
  return state;
}
