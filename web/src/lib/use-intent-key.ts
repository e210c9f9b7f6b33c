import { useMemo, useRef } from 'react';
import { keyForIntent, newIdempotencyKey, type TIntentKey } from './intent-key.ts';

/**
 * Request keys for one kind of counter action: an intent keeps its key until it succeeds, so a double
 * click or a retry after a lost answer is counted once; the next intent gets a fresh key.
 */
export function useIntentKey() {
  const unfinished = useRef<TIntentKey | null>(null);
  return useMemo(
    () => ({
      keyFor: (intent: string) => {
        unfinished.current = keyForIntent(unfinished.current, intent, () => newIdempotencyKey(crypto));
        return unfinished.current.key;
      },
      finish: () => {
        unfinished.current = null;
      },
    }),
    [],
  );
}
