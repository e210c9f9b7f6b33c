import type { TProgramType } from '@regulars/contracts';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useCustomerLedger } from '../../../api/customers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCount, formatCountOf } from '../../../lib/format-number.ts';
import { LedgerRows } from './ledger-rows.tsx';
import { SectionHeading } from './section-heading.tsx';

type Props = { customerId: string; programTypes: ReadonlyMap<string, TProgramType> };

/** The full history, newest first, a page at a time: who did what, when, in which program. */
export function LedgerCard({ customerId, programTypes }: Props) {
  const [page, setPage] = useState(1);
  const query = useCustomerLedger(customerId, page, true);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="customer-activity" className="space-y-3">
      <SectionHeading
        id="customer-activity"
        title="Activity"
        aside={
          query.isFetching && data ? (
            <Spinner className="size-4 text-gray-400" label="Loading" />
          ) : data && data.total > 0 ? (
            formatCountOf(data.total, 'entry', 'entries')
          ) : undefined
        }
      />
      {query.isError ? (
        <LoadError
          title="Activity could not be loaded"
          description={errorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <Card className="overflow-hidden">
          {!data ? (
            <div className="space-y-3 p-5" role="status" aria-label="Loading activity">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-9 animate-pulse rounded-lg bg-gray-100" />
              ))}
            </div>
          ) : data.entries.length === 0 ? (
            <EmptyState
              icon={History}
              title="No activity yet"
              description="Visits, purchases, rewards and redemptions show here as they happen at the counter."
              className="py-10"
            />
          ) : (
            <>
              <LedgerRows entries={data.entries} programTypes={programTypes} />
              {pages > 1 && (
                <nav
                  className="flex items-center justify-between gap-3 border-t border-gray-100 px-4 py-3 text-sm sm:px-5"
                  aria-label="Activity pages"
                >
                  <span className="text-gray-500">
                    {formatCount((page - 1) * data.pageSize + 1)}–
                    {formatCount(Math.min(page * data.pageSize, data.total))} of {formatCount(data.total)}
                  </span>
                  <div className="flex gap-2">
                    <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                      <ChevronLeft className="size-4" aria-hidden />
                      Newer
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={page >= pages}
                      onClick={() => setPage((p) => p + 1)}
                    >
                      Older
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
