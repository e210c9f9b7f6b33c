import type { TTierList } from '@regulars/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './client.ts';

/*
 * The landing page's pricing cards, kept to plain React state: a visitor on a phone downloads neither TanStack Query
 * nor zod to read the tiers (issue 17). The answer is typed by the contracts' schema, which the server builds it
 * from; the page does not re-check it. Every visit asks again: a price the super admin just changed shows at once.
 */

type TLoad<T> = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/** GET /api/tiers: the tiers and TRIAL_DAYS (0: none), with a retry. */
export function usePublicTiers() {
  const [state, setState] = useState<TLoad<TTierList>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'pending' });
    (apiRequest('/api/tiers', { signal: controller.signal }) as Promise<TTierList>).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refetch };
}
