import { useAppWords } from '../../lib/app-words.tsx';

/** The shape of the programs and rewards while a customer's standing loads. */
export function StandingSkeleton() {
  const { t } = useAppWords();
  return (
    <div
      className="grid gap-4 xl:grid-cols-3"
      role="status"
      aria-busy="true"
      aria-label={t('counter.customer.loading')}
    >
      <div className="grid gap-4 md:grid-cols-2 xl:col-span-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-56 animate-pulse rounded-xl border border-gray-200 bg-white" />
        ))}
      </div>
      <div className="h-56 animate-pulse rounded-xl border border-gray-200 bg-white" />
    </div>
  );
}
