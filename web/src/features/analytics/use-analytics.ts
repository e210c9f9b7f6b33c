import { type TAnalyticsQuery, ZAnalytics } from '@regulars/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useBusinessScope } from '../../api/use-business-scope.ts';
import { analyticsParams } from './analytics-params.ts';

/** The figures of one period; the last period's stay on screen (dimmed) while another loads. */
export function useAnalytics(query: TAnalyticsQuery) {
  const scope = useBusinessScope();
  const params = analyticsParams(query);
  return useQuery({
    queryKey: queryKeys.analytics(scope, query),
    queryFn: ({ signal }) => apiRequest(`/api/analytics?${params}`, { schema: ZAnalytics, signal }),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}
