import type { TProgramType } from '@regulars/contracts';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { useCustomerLedger } from '../../../api/customers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { detailRefusal } from './detail-refusals.ts';
import { LedgerRows } from './ledger-rows.tsx';
import { SectionHeading } from './section-heading.tsx';

type Props = { customerId: string; programTypes: ReadonlyMap<string, TProgramType> };

/** The full history, newest first, a page at a time: who did what, when, in which program. */
export function LedgerCard({ customerId, programTypes }: Props) {
  const words = useAppWords();
  const { t, locale } = words;
  const [page, setPage] = useState(1);
  const query = useCustomerLedger(customerId, page, true);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const count = (n: number) => formatCountIn(n, locale);

  return (
    <section aria-labelledby="customer-activity" className="space-y-3">
      <SectionHeading
        id="customer-activity"
        title={t('customerDetail.activity.title')}
        aside={
          query.isFetching && data ? (
            <Spinner className="size-4 text-gray-400" label={t('customerDetail.activity.loading')} />
          ) : data && data.total > 0 ? (
            t('customerDetail.activity.count', { count: data.total })
          ) : undefined
        }
      />
      {query.isError ? (
        <LoadError
          title={t('customerDetail.activity.loadFailed')}
          description={detailRefusal(words, query.error, 'customerDetail.refusal.fallback')}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <Card className="overflow-hidden">
          {!data ? (
            <div className="space-y-3 p-5" role="status" aria-label={t('customerDetail.activity.loadingList')}>
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-9 animate-pulse rounded-lg bg-gray-100" />
              ))}
            </div>
          ) : data.entries.length === 0 ? (
            <EmptyState
              icon={History}
              title={t('customerDetail.activity.none')}
              description={t('customerDetail.activity.noneDescription')}
              className="py-10"
            />
          ) : (
            <>
              <LedgerRows entries={data.entries} programTypes={programTypes} />
              {pages > 1 && (
                <nav
                  className="flex items-center justify-between gap-3 border-t border-gray-100 px-4 py-3 text-sm sm:px-5"
                  aria-label={t('customerDetail.activity.pages')}
                >
                  <span className="text-gray-500">
                    {t('customerDetail.activity.range', {
                      from: count((page - 1) * data.pageSize + 1),
                      to: count(Math.min(page * data.pageSize, data.total)),
                      total: count(data.total),
                    })}
                  </span>
                  <div className="flex gap-2">
                    <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                      <ChevronLeft className="size-4" aria-hidden />
                      {t('customerDetail.activity.newer')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={page >= pages}
                      onClick={() => setPage((p) => p + 1)}
                    >
                      {t('customerDetail.activity.older')}
                      <ChevronRight className="size-4" aria-hidden />
                    </Button>
                  </div>
                </nav>
              )}
            </>
          )}
        </Card>
      )}
    </section>
  );
}
