import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** An id that is unknown, deleted or another business's: all look the same. */
export function CampaignNotFound() {
  const { t } = useAppWords();
  return (
    <Card>
      <EmptyState
        icon={SearchX}
        title={t('campaigns.refusal.notFound')}
        description={t('campaigns.detail.notFoundText')}
        action={
          <Button variant="secondary" asChild>
            <Link to="/campaigns">
              <ArrowLeft className="size-4" aria-hidden />
              {t('campaigns.detail.back')}
            </Link>
          </Button>
        }
      />
    </Card>
  );
}

/** The page's shape while the campaign loads: the way back, the title, two cards. */
export function CampaignSkeleton() {
  const { t } = useAppWords();
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label={t('campaigns.detail.loading')}>
      <div className="h-4 w-28 animate-pulse rounded bg-gray-200" />
      <div className="flex items-center gap-3">
        <div className="size-10 animate-pulse rounded-lg bg-gray-200" />
        <div className="space-y-2">
          <div className="h-6 w-56 animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-32 animate-pulse rounded bg-gray-100" />
        </div>
      </div>
      <div className="h-80 animate-pulse rounded-xl border border-gray-200 bg-white" />
      <div className="h-48 animate-pulse rounded-xl border border-gray-200 bg-white" />
    </div>
  );
}
