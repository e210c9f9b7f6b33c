import { type TAnalyticsQuery, ZExperimentList } from '@regulars/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useBusinessScope } from '../../api/use-business-scope.ts';
import { analyticsParams } from './analytics-params.ts';

/**
 * The period's experiments (campaigns that kept a control group, and the automations' rolling lift), apart from the
 * page's figures: each lift is an aggregate of its own, so the figures never wait for them.
 */
export function useExperiments(query: TAnalyticsQuery) {
  const scope = useBusinessScope();
  const params = analyticsParams(query);
  return useQuery({
    queryKey: queryKeys.experiments(scope, query),
    queryFn: ({ signal }) => apiRequest(`/api/analytics/experiments?${params}`, { schema: ZExperimentList, signal }),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}
