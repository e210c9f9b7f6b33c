import type { TAnalyticsQuery } from '@regulars/contracts';

/** A period as the analytics endpoints read it: ?period=…, with its from (custom only) and to, and a location. */
export function analyticsParams(query: TAnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'custom' && query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.location) params.set('location', query.location);
  return params;
}
