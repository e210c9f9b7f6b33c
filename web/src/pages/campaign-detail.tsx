import { useParams } from 'react-router';
import { CampaignDetailScreen } from '../features/campaigns/index.ts';

/** /campaigns/:id — a draft opens in the composer, a scheduled one shows when it goes, the rest show results. */
export function CampaignDetailPage() {
  const id = useParams().id ?? '';
  return <CampaignDetailScreen id={id} />;
}
