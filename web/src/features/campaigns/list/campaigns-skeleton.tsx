import { useAppWords } from '../../../lib/app-words.tsx';

/** Pulsing rows shaped like the campaign list while its first page loads. */
export function CampaignsSkeleton() {
  const { t } = useAppWords();
  return (
    <div role="status" aria-busy="true" aria-label={t('campaigns.list.loading')} className="divide-y divide-gray-100">
      <div className="hidden h-10 bg-gray-50 md:block" />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex animate-pulse items-center gap-4 px-4 py-4 md:px-6">
          <div className="size-8 shrink-0 rounded-lg bg-gray-100" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="h-3.5 w-1/3 rounded bg-gray-100" />
            <div className="h-3 w-16 rounded bg-gray-100" />
          </div>
          <div className="h-5 w-16 rounded-full bg-gray-100" />
          <div className="hidden h-3.5 w-32 rounded bg-gray-100 md:block" />
          <div className="hidden h-3.5 w-40 rounded bg-gray-100 md:block" />
        </div>
      ))}
    </div>
  );
}
