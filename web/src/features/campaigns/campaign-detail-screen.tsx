import { useCampaign } from '../../api/campaigns.ts';
import { ApiError } from '../../api/client.ts';
import { useSettings } from '../../api/settings.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CampaignNotFound, CampaignSkeleton } from './campaign-page-states.tsx';
import { campaignRefusal } from './campaign-refusals.ts';
import { CampaignComposer } from './composer/campaign-composer.tsx';
import { CampaignResults } from './results/campaign-results.tsx';
import { businessTimeZone } from './schedule-time.ts';
import { ScheduledView } from './scheduled-view.tsx';

/** /campaigns/:id — a draft opens in the composer, a scheduled one shows when it goes, the rest show results. */
export function CampaignDetailScreen({ id }: { id: string }) {
  const words = useAppWords();
  const campaign = useCampaign(id);
  const settings = useSettings();
  // Scheduling follows the server's clock for the business (UTC until a zone is chosen); a moment that has a date
  // is shown in the zone every other screen uses.
  const scheduleZone = businessTimeZone(settings.data?.sending.timeZone);
  const timeZone = useBusinessTimeZone();

  if (campaign.isPending) return <CampaignSkeleton />;
  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404) return <CampaignNotFound />;
    return (
      <LoadError
        title={words.t('campaigns.detail.loadFailed')}
        description={campaignRefusal(words, campaign.error)}
        onRetry={() => campaign.refetch()}
        retrying={campaign.isRefetching}
      />
    );
  }

  const data = campaign.data;
  if (data.status === 'draft') return <CampaignComposer key={data.id} campaign={data} timeZone={scheduleZone} />;
  if (data.status === 'scheduled') return <ScheduledView campaign={data} timeZone={timeZone} />;
  return <CampaignResults campaign={data} timeZone={timeZone} />;
}
