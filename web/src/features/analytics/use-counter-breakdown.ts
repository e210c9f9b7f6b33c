import { type TAnalyticsQuery, ZCounterBreakdown } from '@regulars/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useBusinessScope } from '../../api/use-business-scope.ts';
import { analyticsParams } from './analytics-params.ts';

/** The period's counter figures by location and by staff member, apart from the page's figures (a pass of its own). */
export function useCounterBreakdown(query: TAnalyticsQuery) {
  const scope = useBusinessScope();
  const params = analyticsParams(query);
  return useQuery({
    queryKey: queryKeys.counterBreakdown(scope, query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/analytics/counter-breakdown?${params}`, { schema: ZCounterBreakdown, signal }),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}
