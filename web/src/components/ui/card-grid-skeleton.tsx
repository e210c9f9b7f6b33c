import { cn } from '../../lib/cn.ts';

/** Three pulsing cards in the card-grid layout while a list loads. */
export function CardGridSkeleton({ label, cardClassName }: { label: string; cardClassName: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={cn('animate-pulse rounded-xl border border-gray-200 bg-white', cardClassName)} />
      ))}
    </div>
  );
}
