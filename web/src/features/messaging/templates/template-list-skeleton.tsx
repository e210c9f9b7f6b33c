/** Three pulsing rows while the templates load. */
export function TemplateListSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5">
          <div className="flex gap-2">
            <div className="h-5 w-40 rounded bg-gray-200" />
            <div className="h-5 w-20 rounded-full bg-gray-100" />
          </div>
          <div className="h-4 w-3/4 rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
