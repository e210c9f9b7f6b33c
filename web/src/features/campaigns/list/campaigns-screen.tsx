import { CAMPAIGNS_PAGE_SIZE, type TCampaignType } from '@regulars/contracts';
import { Mail, Megaphone, MessageSquare, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type TCampaignFilter, useCampaigns } from '../../../api/campaigns.ts';
import { errorMessage } from '../../../api/client.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCountOf } from '../../../lib/format-number.ts';
import { CampaignsList } from './campaigns-list.tsx';
import { CampaignsSkeleton } from './campaigns-skeleton.tsx';

const FILTERS: { value: TCampaignFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

const EMPTY: Record<TCampaignFilter, { title: string; hint: string; icon: typeof Mail; action: string }> = {
  all: {
    title: 'No campaigns yet',
    hint: 'Send your regulars news, offers or a nudge to come back, by email or SMS, to everyone or a segment.',
    icon: Megaphone,
    action: 'Create Campaign',
  },
  email: {
    title: 'No email campaigns yet',
    hint: 'Write an email with your news or an offer, and see who opens it and clicks.',
    icon: Mail,
    action: 'Create an email campaign',
  },
  sms: {
    title: 'No SMS campaigns yet',
    hint: 'A short text reaches customers who opted in to SMS, wherever they are.',
    icon: MessageSquare,
    action: 'Create an SMS campaign',
  },
};

const readFilter = (value: string | null): TCampaignFilter => (value === 'email' || value === 'sms' ? value : 'all');

/** The filter tabs over the campaign list; the tab is in the address, so Back and a reload keep it. */
export function CampaignsScreen({ onCreate }: { onCreate: (type: TCampaignType) => void }) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('type'));
  const [page, setPage] = useState(1);
  const query = useCampaigns({ type: filter, page });
  const timeZone = useBusinessTimeZone();
  const data = query.data;
  const empty = EMPTY[filter];

  // The tabs filter one list (there is no panel per tab): each tab controls that list.
  const listId = useId();

  const choose = (value: string) => {
    setPage(1);
    setParams(value === 'all' ? {} : { type: value }, { replace: true });
  };

  return (
    <section aria-label="Campaigns" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <Tabs value={filter} onValueChange={choose}>
          <TabsList aria-label="Filter campaigns">
            {FILTERS.map((f) => (
              <TabsTrigger key={f.value} value={f.value} aria-controls={listId}>
                {f.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        {data && (
          <p className="flex items-center gap-2 text-sm text-gray-500 tabular-nums" data-testid="campaign-count">
            {query.isFetching && <Spinner className="size-4 text-gray-400" />}
            {formatCountOf(data.total, 'campaign')}
          </p>
        )}
      </div>
      {query.isError && !data ? (
        <LoadError
          title="Campaigns could not be loaded"
          description={errorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <Card id={listId} className={cn('overflow-hidden transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          {!data ? (
            <CampaignsSkeleton />
          ) : data.campaigns.length === 0 ? (
            <EmptyState
              icon={empty.icon}
              title={empty.title}
              description={empty.hint}
              action={
                <Button onClick={() => onCreate(filter === 'sms' ? 'sms' : 'email')}>
                  <Plus className="size-4" aria-hidden />
                  {empty.action}
                </Button>
              }
            />
          ) : (
            <>
              <CampaignsList campaigns={data.campaigns} timeZone={timeZone} />
              <Pager
                page={page}
                limit={CAMPAIGNS_PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                rangeTestId="campaigns-range"
              />
            </>
          )}
        </Card>
      )}
    </section>
  );
}
