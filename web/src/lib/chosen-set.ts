import { useCallback, useState } from 'react';

/** Ticked ids of a list of checkboxes: `toggle` ticks or unticks one, `reset` replaces them all. */
export function useChosenSet() {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const reset = useCallback((ids: Iterable<string> = []) => setChosen(new Set(ids)), []);
  return { chosen, toggle, reset };
}
