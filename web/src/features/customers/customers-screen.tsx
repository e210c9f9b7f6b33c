import { CUSTOMER_PAGE_SIZE_DEFAULT, type TCustomer } from '@regulars/contracts';
import { ChevronLeft, ChevronRight, History, Search, SearchX, Upload, UserPlus, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useCustomers } from '../../api/customers.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatCount } from '../../lib/format-number.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { AddCustomerDialog } from './add-customer-dialog.tsx';
import { CustomersTable } from './customers-table.tsx';
import { DeletionRequestsBanner } from './deletion-requests-banner.tsx';
import { ImportCustomersDialog } from './import/import-customers-dialog.tsx';
import { ImportHistoryDialog } from './import/import-history-dialog.tsx';
import { QuickMessageDialog } from './quick-message-dialog.tsx';

export function CustomersScreen() {
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
  const pages = Math.max(1, Math.ceil(total / limit));
  const searching = debounced.trim() !== '';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Customers"
        description={
          data ? (
            <span data-testid="customer-count">
              {formatCount(total)}
              {data.totalCapped ? '+' : ''} {total === 1 ? 'customer' : 'customers'}
              {searching ? ' found' : ''}
            </span>
          ) : (
            'Everyone enrolled in your loyalty programs'
          )
        }
        actions={
          <>
            {/* On a phone the three actions share one line: the history shows as its icon. */}
            <Button variant="ghost" className="px-2.5 sm:px-4" title="Import history" onClick={() => setHistory(true)}>
              <History className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">Import history</span>
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload className="size-4" aria-hidden />
              Upload
            </Button>
            <Button onClick={() => setAdding(true)}>
              <UserPlus className="size-4" aria-hidden />
              Add Customer
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
          aria-label="Search customers"
          placeholder="Search by name, email, phone or customer ID"
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
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      <Card className="overflow-hidden">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6 text-gray-400" label="Loading customers" />
          </div>
        ) : data && data.customers.length > 0 ? (
          <>
            <CustomersTable
              customers={data.customers}
              showPoints={data.hasPointsProgram}
              onEmail={setEmailing}
              onSms={setTexting}
            />
            {pages > 1 && (
              <nav
                className="flex items-center justify-between gap-3 border-t border-gray-100 px-4 py-3 text-sm sm:px-6"
                aria-label="Pagination"
              >
                <span className="text-gray-500">
                  {formatCount((page - 1) * limit + 1)}–{formatCount(Math.min(page * limit, total))} of{' '}
                  {formatCount(total)}
                </span>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    <ChevronLeft className="size-4" aria-hidden />
                    Previous
                  </Button>
                  <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    Next
                    <ChevronRight className="size-4" aria-hidden />
                  </Button>
                </div>
              </nav>
            )}
          </>
        ) : searching ? (
          <EmptyState
            icon={SearchX}
            title="No customers found"
            description={`Nothing matches “${debounced.trim()}”. Try a name, email, phone number or customer ID.`}
          />
        ) : (
          <EmptyState
            icon={Users}
            title="No customers yet"
            description="Add your first customer, import a list from a CSV file, or let customers join with a QR code."
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  <Upload className="size-4" aria-hidden />
                  Import CSV
                </Button>
                <Button onClick={() => setAdding(true)}>
                  <UserPlus className="size-4" aria-hidden />
                  Add Customer
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
