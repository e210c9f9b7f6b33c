import { CAMPAIGNS_PAGE_SIZE, type TAppMessageKey, type TCampaignType } from '@regulars/contracts';
import { Mail, Megaphone, MessageSquare, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type TCampaignFilter, useCampaigns } from '../../../api/campaigns.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { campaignRefusal } from '../campaign-refusals.ts';
import { CampaignsList } from './campaigns-list.tsx';
import { CampaignsSkeleton } from './campaigns-skeleton.tsx';

const FILTERS: { value: TCampaignFilter; label: TAppMessageKey }[] = [
  { value: 'all', label: 'campaigns.all' },
  { value: 'email', label: 'campaigns.type.email' },
  { value: 'sms', label: 'campaigns.type.sms' },
];

const EMPTY: Record<
  TCampaignFilter,
  { title: TAppMessageKey; hint: TAppMessageKey; icon: typeof Mail; action: TAppMessageKey }
> = {
  all: {
    title: 'campaigns.list.emptyAll',
    hint: 'campaigns.list.emptyAllHint',
    icon: Megaphone,
    action: 'campaigns.create',
  },
  email: {
    title: 'campaigns.list.emptyEmail',
    hint: 'campaigns.list.emptyEmailHint',
    icon: Mail,
    action: 'campaigns.list.createEmail',
  },
  sms: {
    title: 'campaigns.list.emptySms',
    hint: 'campaigns.list.emptySmsHint',
    icon: MessageSquare,
    action: 'campaigns.list.createSms',
  },
};

const readFilter = (value: string | null): TCampaignFilter => (value === 'email' || value === 'sms' ? value : 'all');

/** The filter tabs over the campaign list; the tab is in the address, so Back and a reload keep it. */
export function CampaignsScreen({ onCreate }: { onCreate: (type: TCampaignType) => void }) {
  const words = useAppWords();
  const { t } = words;
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
    <section aria-label={t('campaigns.title')} className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <Tabs value={filter} onValueChange={choose}>
          <TabsList aria-label={t('campaigns.list.filter')}>
            {FILTERS.map((f) => (
              <TabsTrigger key={f.value} value={f.value} aria-controls={listId}>
                {t(f.label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        {data && (
          <p className="flex items-center gap-2 text-sm text-gray-500 tabular-nums" data-testid="campaign-count">
            {query.isFetching && <Spinner className="size-4 text-gray-400" />}
            {t('campaigns.list.count', { count: data.total })}
          </p>
        )}
      </div>
      {query.isError && !data ? (
        <LoadError
          title={t('campaigns.list.loadFailed')}
          description={campaignRefusal(words, query.error)}
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
              title={t(empty.title)}
              description={t(empty.hint)}
              action={
                <Button onClick={() => onCreate(filter === 'sms' ? 'sms' : 'email')}>
                  <Plus className="size-4" aria-hidden />
                  {t(empty.action)}
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
