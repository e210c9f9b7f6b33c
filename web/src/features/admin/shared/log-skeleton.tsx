/** Rows of gray bars while a log's first page loads. */
export function LogSkeleton({ label }: { label: string }) {
  return (
    <div className="animate-pulse divide-y divide-gray-100" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4 sm:px-6">
          <div className="h-4 w-28 rounded bg-gray-100" />
          <div className="h-4 flex-1 rounded bg-gray-100" />
          <div className="hidden h-4 w-20 rounded bg-gray-100 sm:block" />
          <div className="hidden h-4 w-32 rounded bg-gray-100 md:block" />
        </div>
      ))}
    </div>
  );
}
