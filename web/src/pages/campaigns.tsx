import type { TCampaignType } from '@regulars/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { AutomationsPanel } from '../features/automations/index.ts';
import { CampaignsScreen, CreateCampaignDialog } from '../features/campaigns/index.ts';
import { useAppWords } from '../lib/app-words.tsx';

/** /campaigns — one-off email and SMS campaigns, then the automations that send on their own. */
export function CampaignsPage() {
  const { t } = useAppWords();
  const [creating, setCreating] = useState<TCampaignType | null>(null);
  // The header's button proposes the channel of the tab being looked at.
  const tabType: TCampaignType = useSearchParams()[0].get('type') === 'sms' ? 'sms' : 'email';
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('campaigns.title')}
        description={t('campaigns.description')}
        actions={
          <Button onClick={() => setCreating(tabType)}>
            <Plus className="size-4" aria-hidden />
            {t('campaigns.create')}
          </Button>
        }
      />
      <CampaignsScreen onCreate={setCreating} />
      <AutomationsPanel />
      <CreateCampaignDialog open={creating} onClose={() => setCreating(null)} />
    </div>
  );
}
