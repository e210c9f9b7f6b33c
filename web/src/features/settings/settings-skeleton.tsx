import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-100 ${className}`} />;
}

/** The three cards' shapes while the settings load. */
export function SettingsSkeleton() {
  const { t } = useAppWords();
  return (
    <div className="space-y-6" role="status" aria-label={t('settings.loading')}>
      {[2, 6, 4].map((rows) => (
        <Card key={rows} className="overflow-hidden">
          <div className="space-y-2 border-b border-gray-100 px-6 py-5">
            <Bar className="h-4 w-40" />
            <Bar className="h-3 w-72 max-w-full" />
          </div>
          <div className="space-y-4 px-6 py-5">
            {Array.from({ length: rows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Bar key={i} className="h-10 w-full" />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
