import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** Three pulsing rows while the first answer to a search is on its way. */
export function SearchResultsSkeleton() {
  const { t } = useAppWords();
  return (
    <Card className="divide-y divide-gray-100" role="status" aria-busy="true" aria-label={t('counter.results.loading')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-4 px-5 py-4">
          <div className="size-11 animate-pulse rounded-full bg-gray-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-40 animate-pulse rounded bg-gray-100" />
            <div className="h-3 w-56 animate-pulse rounded bg-gray-100" />
          </div>
        </div>
      ))}
    </Card>
  );
}
