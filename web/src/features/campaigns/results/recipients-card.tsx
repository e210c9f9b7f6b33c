import { CAMPAIGN_RECIPIENTS_PAGE_SIZE, type TCampaign } from '@regulars/contracts';
import { Inbox } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type TRecipientFilter, useCampaignRecipients } from '../../../api/campaigns.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { RecipientsList } from './recipients-list.tsx';
import { useInOutbox } from './use-in-outbox.ts';

const FILTERS: { value: TRecipientFilter; label: string; emailOnly?: boolean; controlOnly?: boolean }[] = [
  { value: 'all', label: 'All' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'opened', label: 'Opened', emailOnly: true },
  { value: 'clicked', label: 'Clicked' },
  { value: 'control', label: 'Control', controlOnly: true },
];

const NONE: Record<TRecipientFilter, string> = {
  all: 'Nobody has been sent this campaign yet.',
  pending: 'Nothing is queued.',
  sent: 'No message has been sent yet.',
  failed: 'No message failed.',
  opened: 'Nobody has opened it yet.',
  clicked: 'Nobody has clicked a link yet.',
  control: 'Nobody has been kept back yet.',
};

/** Who it went to, filtered by what happened, 50 a page; follows the sending while it goes. */
export function RecipientsCard({ campaign, timeZone }: { campaign: TCampaign; timeZone: string }) {
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
          Recipients
          {query.isFetching && <Spinner className="size-4 text-gray-400" />}
        </CardTitle>
        <Tabs
          value={filter}
          onValueChange={(value) => {
            setFilter(value as TRecipientFilter);
            setPage(1);
          }}
        >
          <TabsList aria-label="Filter recipients" className="h-auto max-w-full flex-wrap">
            {filters.map((f) => (
              <TabsTrigger key={f.value} value={f.value} aria-controls={listId} className="px-2 sm:px-3">
                {f.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </CardHeader>
      <div id={listId}>
        {query.isError && !data ? (
          <div className="p-6">
            <Alert tone="error">{errorMessage(query.error)}</Alert>
          </div>
        ) : !data ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6 text-gray-400" label="Loading recipients" />
          </div>
        ) : data.recipients.length === 0 ? (
          <EmptyState icon={Inbox} title="No recipients here" description={NONE[filter]} />
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
