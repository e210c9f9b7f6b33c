import { useAppWords } from '../../../lib/app-words.tsx';

/** The page's shape while the customer loads: header, totals, the two columns. */
export function CustomerDetailSkeleton() {
  const { t } = useAppWords();
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label={t('customerDetail.loading')}>
      <div className="h-4 w-24 animate-pulse rounded bg-gray-200" />
      <div className="flex items-center gap-4">
        <div className="size-14 animate-pulse rounded-full bg-gray-200" />
        <div className="space-y-2">
          <div className="h-6 w-48 animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-64 animate-pulse rounded bg-gray-100" />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-lg bg-gray-100" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="h-96 animate-pulse rounded-xl border border-gray-200 bg-white lg:col-start-3 lg:row-start-1" />
        <div className="space-y-4 lg:col-span-2 lg:row-start-1">
          <div className="h-48 animate-pulse rounded-xl border border-gray-200 bg-white" />
          <div className="h-64 animate-pulse rounded-xl border border-gray-200 bg-white" />
        </div>
      </div>
    </div>
  );
}
