import type { TBalanceProgram } from '@regulars/contracts';
import { useMemo } from 'react';
import { usePrograms } from '../../../api/programs.ts';

/** The active points programs and stamp cards: the programs an import can bring opening balances into. */
export function useBalancePrograms(): TBalanceProgram[] {
  const programs = usePrograms().data?.programs;
  return useMemo(
    () =>
      (programs ?? []).flatMap((p) =>
        p.status === 'active' && (p.type === 'points' || p.type === 'stamp_card')
          ? [{ id: p.id, name: p.name, type: p.type }]
          : [],
      ),
    [programs],
  );
}
