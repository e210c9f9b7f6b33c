import { SMS_OPT_OUT_PAGE_SIZE_DEFAULT, type TSmsOptOut } from '@regulars/contracts';
import { MessageSquareOff, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSmsOptOuts } from '../../../api/sms-opt-outs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { AddOptOutDialog } from './add-opt-out-dialog.tsx';
import { OptOutList } from './opt-out-list.tsx';
import { RemoveOptOutDialog } from './remove-opt-out-dialog.tsx';

const limit = SMS_OPT_OUT_PAGE_SIZE_DEFAULT;

/** The business's SMS suppression list: searchable, paged, and kept by hand by the team admin. */
export function SmsOptOutsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useAppWords();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TSmsOptOut | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const optOuts = useSmsOptOuts({ search: debouncedSearch, page, limit });
  const data = optOuts.data;
  const searching = debouncedSearch.trim() !== '';

  // The last number of the last page was removed: show the page before it.
  useEffect(() => {
    if (data && data.optOuts.length === 0 && data.total > 0 && page > 1) setPage(Math.ceil(data.total / limit));
  }, [data, page]);

  return (
    <Card aria-labelledby="sms-opt-outs-title" role="region">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle id="sms-opt-outs-title" className="flex items-center gap-2">
            <MessageSquareOff className="size-4 text-brand-600" aria-hidden />
            {t('settings.optOuts.title')}
          </CardTitle>
          {canEdit && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden />
              {t('settings.optOuts.add')}
            </Button>
          )}
        </div>
        <CardDescription>{t('settings.optOuts.description')}</CardDescription>
      </CardHeader>

      <div className="border-b border-gray-100 px-4 py-3 sm:px-6">
        <div className="relative sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={t('settings.optOuts.search')}
            placeholder={t('settings.optOuts.searchPlaceholder')}
            className="pr-9 pl-9"
            value={search}
            maxLength={200}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
          {optOuts.isFetching && data && (
            <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-400" />
          )}
        </div>
      </div>

      {optOuts.isPending ? (
        <div className="flex justify-center px-6 py-10 text-gray-500">
          <Spinner label={t('settings.optOuts.loading')} />
        </div>
      ) : !data ? (
        <div className="px-4 py-5 sm:px-6">
          <Alert tone="error" title={t('settings.optOuts.loadFailed')}>
            <p>{t('settings.unreachable')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              loading={optOuts.isFetching}
              onClick={() => optOuts.refetch()}
            >
              {t('settings.tryAgain')}
            </Button>
          </Alert>
        </div>
      ) : data.total === 0 ? (
        searching ? (
          <EmptyState
            className="py-10"
            icon={Search}
            title={t('settings.optOuts.noMatches')}
            description={t('settings.optOuts.noMatchesHint')}
          />
        ) : (
          <EmptyState
            className="py-10"
            icon={MessageSquareOff}
            title={t('settings.optOuts.empty')}
            description={t('settings.optOuts.emptyHint')}
          />
        )
      ) : (
        <>
          <OptOutList optOuts={data.optOuts} canEdit={canEdit} onRemove={setRemoving} />
          <Pager page={page} limit={limit} total={data.total} onPage={setPage} rangeTestId="opt-outs-range" />
        </>
      )}

      {canEdit && <AddOptOutDialog open={adding} onOpenChange={setAdding} />}
      {canEdit && <RemoveOptOutDialog optOut={removing} onClose={() => setRemoving(null)} />}
    </Card>
  );
}
