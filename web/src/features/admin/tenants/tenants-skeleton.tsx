/** Pulsing rows shaped like the tenant list while its first page (or the recent tenants) loads. */
export function TenantsSkeleton({ rows = 6, label = 'Loading tenants' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="divide-y divide-gray-100">
      <div className="hidden h-10 bg-gray-50 md:block" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <div key={i} className="flex animate-pulse items-center gap-4 px-4 py-4 md:px-6">
          <div className="min-w-0 flex-1 space-y-2">
            <div className="h-3.5 w-1/3 rounded bg-gray-100" />
            <div className="h-3 w-1/2 rounded bg-gray-100" />
          </div>
          <div className="hidden h-3.5 w-24 rounded bg-gray-100 md:block" />
          <div className="h-5 w-16 rounded-full bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
