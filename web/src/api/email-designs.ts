import { type TEmailDesign, ZEmailDesign, ZEmailDesignPreview } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { apiRequest } from './client.ts';
import { keepPageOf } from './keep-page-of.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

/**
 * The server's rendering of the design (what saving it would store), once typing pauses. A design that would not
 * save (a block still empty) keeps the last good preview on screen; `stale` says so.
 */
export function useEmailDesignPreview(design: TEmailDesign | null) {
  const scope = useBusinessScope();
  const settled = useDebouncedValue(design, 400);
  const valid = settled !== null && ZEmailDesign.safeParse(settled).success;
  const query = useQuery({
    queryKey: queryKeys.emailDesignPreview(scope, JSON.stringify(settled)),
    enabled: scope !== null && valid,
    placeholderData: keepPageOf(scope),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiRequest('/api/email-designs/preview', {
        method: 'POST',
        body: { design: settled },
        schema: ZEmailDesignPreview,
        signal,
      }),
  });
  return { html: query.data?.html ?? null, stale: !valid || settled !== design, failed: query.isError };
}

/** The design rendered now (switching to the HTML box starts from it). */
export const renderEmailDesign = (design: TEmailDesign) =>
  apiRequest('/api/email-designs/preview', { method: 'POST', body: { design }, schema: ZEmailDesignPreview }).then(
    (answer) => answer.html,
  );
