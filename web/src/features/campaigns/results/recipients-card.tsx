import { CAMPAIGN_RECIPIENTS_PAGE_SIZE, type TAppMessageKey, type TCampaign } from '@regulars/contracts';
import { Inbox } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type TRecipientFilter, useCampaignRecipients } from '../../../api/campaigns.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { campaignRefusal } from '../campaign-refusals.ts';
import { RecipientsList } from './recipients-list.tsx';
import { useInOutbox } from './use-in-outbox.ts';

const FILTERS: { value: TRecipientFilter; label: TAppMessageKey; emailOnly?: boolean; controlOnly?: boolean }[] = [
  { value: 'all', label: 'campaigns.recipients.all' },
  { value: 'sent', label: 'campaigns.figures.sent' },
  { value: 'failed', label: 'campaigns.figures.failed' },
  { value: 'opened', label: 'campaigns.figures.opened', emailOnly: true },
  { value: 'clicked', label: 'campaigns.figures.clicked' },
  { value: 'control', label: 'campaigns.recipients.filterControl', controlOnly: true },
];

const NONE = {
  all: 'campaigns.recipients.noneAll',
  pending: 'campaigns.recipients.nonePending',
  sent: 'campaigns.recipients.noneSent',
  failed: 'campaigns.recipients.noneFailed',
  opened: 'campaigns.recipients.noneOpened',
  clicked: 'campaigns.recipients.noneClicked',
  control: 'campaigns.recipients.noneControl',
} as const satisfies Record<TRecipientFilter, TAppMessageKey>;

/** Who it went to, filtered by what happened, 50 a page; follows the sending while it goes. */
export function RecipientsCard({ campaign, timeZone }: { campaign: TCampaign; timeZone: string }) {
  const words = useAppWords();
  const { t } = words;
  const inOutbox = useInOutbox(campaign.type);
  const [filter, setFilter] = useState<TRecipientFilter>('all');
  const [page, setPage] = useState(1);
  const query = useCampaignRecipients(campaign.id, { status: filter, page }, campaign.status === 'sending');
  const data = query.data;
  // The campaign (polled) moved on: its recipients did too, even when it finished between two polls of this table.
  const progress = `${campaign.status}:${campaign.stats.queued}:${campaign.stats.sent}:${campaign.stats.failed}`;
  const seen = useRef(progress);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === progress) return;
    seen.current = progress;
    void refetch();
  }, [progress, refetch]);
  // The tabs filter one list (there is no panel per tab): each tab controls that list.
  const listId = useId();
  const filters = FILTERS.filter(
    (f) => (!f.emailOnly || campaign.type === 'email') && (!f.controlOnly || campaign.controlShare > 0),
  );

  return (
    <Card className="overflow-hidden">
      <CardHeader className="gap-3 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <CardTitle className="flex items-center gap-2">
          {t('campaigns.recipients')}
          {query.isFetching && <Spinner className="size-4 text-gray-400" />}
        </CardTitle>
        <Tabs
          value={filter}
          onValueChange={(value) => {
            setFilter(value as TRecipientFilter);
            setPage(1);
          }}
        >
          <TabsList aria-label={t('campaigns.recipients.filter')} className="h-auto max-w-full flex-wrap">
            {filters.map((f) => (
              <TabsTrigger key={f.value} value={f.value} aria-controls={listId} className="px-2 sm:px-3">
                {t(f.label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </CardHeader>
      <div id={listId}>
        {query.isError && !data ? (
          <div className="p-6">
            <Alert tone="error">{campaignRefusal(words, query.error)}</Alert>
          </div>
        ) : !data ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6 text-gray-400" label={t('campaigns.recipients.loading')} />
          </div>
        ) : data.recipients.length === 0 ? (
          <EmptyState icon={Inbox} title={t('campaigns.recipients.empty')} description={t(NONE[filter])} />
        ) : (
          <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <RecipientsList
              recipients={data.recipients}
              timeZone={timeZone}
              inOutbox={inOutbox}
              abTest={campaign.variantB !== null}
            />
            <Pager
              page={page}
              limit={CAMPAIGN_RECIPIENTS_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              rangeTestId="recipients-range"
            />
          </div>
        )}
      </div>
    </Card>
  );
}
