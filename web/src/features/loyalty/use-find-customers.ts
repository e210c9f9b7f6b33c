import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { counterSearchOptions } from '../../api/loyalty.ts';
import { useBusinessScope } from '../../api/use-business-scope.ts';

/** The matches for a search now (Enter, a scanned customer ID), from the cache when it already has them. */
export function useFindCustomers() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useCallback(
    async (search: string) => (await queryClient.fetchQuery(counterSearchOptions(scope, search))).customers,
    [queryClient, scope],
  );
}
