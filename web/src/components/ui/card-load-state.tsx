import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

/** What a card's body shows before its answer: a skeleton while it loads, or what failed with a way to try again. */
export function CardLoadState({
  query,
  loading,
  loadFailed,
  description,
}: {
  query: { isPending: boolean; isFetching: boolean; refetch: () => unknown };
  /** The skeleton's name for screen readers. */
  loading: string;
  loadFailed: string;
  description: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3 px-6 py-5" role="status" aria-busy="true" aria-label={loading}>
        <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
        <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
      </div>
    );
  }
  return (
    <div className="px-6 py-5">
      <LoadError
        title={loadFailed}
        description={description}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    </div>
  );
}
