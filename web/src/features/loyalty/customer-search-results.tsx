import type { TCustomer } from '@regulars/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useCounterSearch } from '../../api/loyalty.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { counterRefusal } from './counter-refusal.ts';
import { CustomerResultRow } from './customer-result-row.tsx';
import { EnrolCustomerForm } from './enrol-customer-form.tsx';
import { NoCustomerFound } from './no-customer-found.tsx';
import { SearchResultsSkeleton } from './search-results-skeleton.tsx';

/** The matches for a search as tappable rows; with none, the new customer is enrolled right here. */
export function CustomerSearchResults({ search, onPick }: { search: string; onPick: (customer: TCustomer) => void }) {
  const words = useAppWords();
  const { t } = words;
  const results = useCounterSearch(search);
  const [enrolling, setEnrolling] = useState(false);
  const customers = results.data?.customers;

  if (results.isError) return <Alert tone="error">{counterRefusal(words, results.error)}</Alert>;
  if (!customers) return <SearchResultsSkeleton />;

  if (customers.length === 0) return <NoCustomerFound search={search} onEnrolled={onPick} />;

  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-gray-100" aria-label={t('counter.results.label')}>
        {customers.map((customer, index) => (
          <li key={customer.id}>
            <CustomerResultRow
              customer={customer}
              showPoints={results.data?.hasPointsProgram ?? false}
              isFirst={index === 0}
              onPick={onPick}
            />
          </li>
        ))}
      </ul>
      <div className="border-t border-gray-100 bg-gray-50/60 px-4 py-3 sm:px-5">
        {enrolling ? (
          <section aria-labelledby="enrol-heading" className="py-2">
            <h3 id="enrol-heading" className="mb-4 text-sm font-semibold text-gray-900">
              {t('counter.enrol.title')}
            </h3>
            <EnrolCustomerForm search={search} onEnrolled={onPick} />
          </section>
        ) : (
          <Button variant="ghost" onClick={() => setEnrolling(true)}>
            <UserPlus className="size-4" aria-hidden />
            {t('counter.results.enrolNew')}
          </Button>
        )}
      </div>
    </Card>
  );
}
