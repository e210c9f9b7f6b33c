import {
  type TAnalyticsQuery,
  ZAnalytics,
  ZCounterBreakdown,
  ZExperimentList,
  ZRhythmFigures,
} from '@regulars/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

/** A period as the analytics endpoints read it: ?period=…, with its from (custom only) and to, and a location. */
function analyticsParams(query: TAnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'custom' && query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.location) params.set('location', query.location);
  return params;
}

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

/** The customers by their own rhythm today (issue 55): overdue now, at risk this week, with a rhythm at all. */
export function useRhythmFigures() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.rhythmFigures(scope),
    queryFn: ({ signal }) => apiRequest('/api/analytics/rhythm', { schema: ZRhythmFigures, signal }),
    enabled: scope !== null,
  });
}
