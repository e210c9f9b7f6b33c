import type { TScope } from './query-keys.ts';

/**
 * TanStack Query's keepPreviousData, within one business: while a list's page, search or filter changes, the last
 * answer stays on screen until the new one comes; when the business changes (an agency opens another client, issue
 * 32), nothing of the last one is shown, since every business query's key starts with its business (query-keys.ts).
 */
export function keepPageOf(scope: TScope) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery?.queryKey[0] === scope ? previous : undefined;
}
