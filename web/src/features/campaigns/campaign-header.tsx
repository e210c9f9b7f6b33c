import type { TCampaign } from '@regulars/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppWords } from '../../lib/app-words.tsx';
import { CommunicationTypeIcon } from '../messaging/index.ts';
import { CAMPAIGN_OF_TYPE_KEYS } from './campaign-display.ts';
import { CampaignStatusBadge } from './campaign-status-badge.tsx';

/** The campaign page's top: the way back, its name, channel and status, and what can be done to it now. */
export function CampaignHeader({
  campaign,
  title,
  actions,
}: {
  campaign: Pick<TCampaign, 'name' | 'type' | 'status'>;
  /** Replaces the saved name (the composer shows the name being typed). */
  title?: string;
  actions?: ReactNode;
}) {
  const { t } = useAppWords();
  return (
    <div className="space-y-3">
      <Link
        to="/campaigns"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-500 hover:text-gray-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('campaigns.header.all')}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <CommunicationTypeIcon type={campaign.type} className="size-10" />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-gray-900">
              {title?.trim() || campaign.name}
            </h1>
            <p className="mt-0.5 flex items-center gap-2 text-sm text-gray-500">
              {t(CAMPAIGN_OF_TYPE_KEYS[campaign.type])}
              <CampaignStatusBadge status={campaign.status} />
            </p>
          </div>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
