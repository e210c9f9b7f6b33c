import { CUSTOMER_PAGE_SIZE_DEFAULT, type TCustomer } from '@regulars/contracts';
import { History, Search, SearchX, Upload, UserPlus, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useCustomers } from '../../api/customers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { refusalIn } from '../../lib/app-refusal.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { AddCustomerDialog } from './add-customer-dialog.tsx';
import { GENERAL_KNOWN } from './customers-refusals.ts';
import { CustomersTable } from './customers-table.tsx';
import { DeletionRequestsBanner } from './deletion-requests-banner.tsx';
import { ImportCustomersDialog } from './import/import-customers-dialog.tsx';
import { ImportHistoryDialog } from './import/import-history-dialog.tsx';
import { QuickMessageDialog } from './quick-message-dialog.tsx';

export function CustomersScreen() {
  const words = useAppWords();
  const { t, locale } = words;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [history, setHistory] = useState(false);
  const [emailing, setEmailing] = useState<TCustomer | null>(null);
  const [texting, setTexting] = useState<TCustomer | null>(null);
  const closeEmail = useCallback(() => setEmailing(null), []);
  const closeSms = useCallback(() => setTexting(null), []);
  const debounced = useDebouncedValue(search, 250);
  const limit = CUSTOMER_PAGE_SIZE_DEFAULT;
  const query = useCustomers({ search: debounced, page, limit });
  const data = query.data;
  const total = data?.total ?? 0;
  const searching = debounced.trim() !== '';

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('customers.title')}
        description={
          data ? (
            <span data-testid="customer-count">
              {t(searching ? 'customers.countFound' : 'customers.count', {
                count: total,
                total: `${formatCountIn(total, locale)}${data.totalCapped ? '+' : ''}`,
              })}
            </span>
          ) : (
            t('customers.description')
          )
        }
        actions={
          <>
            {/* On a phone the three actions share one line: the history shows as its icon. */}
            <Button
              variant="ghost"
              className="px-2.5 sm:px-4"
              title={t('customers.importHistory')}
              onClick={() => setHistory(true)}
            >
              <History className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('customers.importHistory')}</span>
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload className="size-4" aria-hidden />
              {t('customers.upload')}
            </Button>
            <Button onClick={() => setAdding(true)}>
              <UserPlus className="size-4" aria-hidden />
              {t('customers.add')}
            </Button>
          </>
        }
      />
      <DeletionRequestsBanner />
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('customers.search.label')}
          placeholder={t('customers.search.placeholder')}
          className="pl-9"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            // A new search starts on its first page.
            setPage(1);
          }}
        />
        {query.isFetching && data && (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-400" />
        )}
      </div>
      {query.isError && (
        <Alert tone="error">{refusalIn(words, query.error, GENERAL_KNOWN, 'customers.loadFailed')}</Alert>
      )}
      <Card className="overflow-hidden">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6 text-gray-400" label={t('customers.loading')} />
          </div>
        ) : data && data.customers.length > 0 ? (
          <>
            <CustomersTable
              customers={data.customers}
              showPoints={data.hasPointsProgram}
              onEmail={setEmailing}
              onSms={setTexting}
            />
            <Pager page={page} limit={limit} total={total} onPage={setPage} />
          </>
        ) : searching ? (
          <EmptyState
            icon={SearchX}
            title={t('customers.noneFound')}
            description={t('customers.noneFoundText', { query: debounced.trim() })}
          />
        ) : (
          <EmptyState
            icon={Users}
            title={t('customers.empty')}
            description={t('customers.emptyText')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  <Upload className="size-4" aria-hidden />
                  {t('customers.importCsv')}
                </Button>
                <Button onClick={() => setAdding(true)}>
                  <UserPlus className="size-4" aria-hidden />
                  {t('customers.add')}
                </Button>
              </div>
            }
          />
        )}
      </Card>
      <AddCustomerDialog open={adding} onOpenChange={setAdding} />
      <ImportCustomersDialog open={importing} onOpenChange={setImporting} />
      <ImportHistoryDialog open={history} onOpenChange={setHistory} />
      <QuickMessageDialog channel="email" customer={emailing} onClose={closeEmail} />
      <QuickMessageDialog channel="sms" customer={texting} onClose={closeSms} />
    </div>
  );
}
