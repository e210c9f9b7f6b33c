import type { TCustomer } from '@regulars/contracts';
import { SearchX } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { EnrolCustomerForm } from './enrol-customer-form.tsx';

/** Nobody matches: say so, and enrol them on the spot with what was typed. */
export function NoCustomerFound({ search, onEnrolled }: { search: string; onEnrolled: (customer: TCustomer) => void }) {
  const { t } = useAppWords();
  return (
    <Card className="overflow-hidden">
      <div className="flex items-start gap-4 border-b border-gray-100 px-5 py-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gray-100">
          <SearchX className="size-5 text-gray-400" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-gray-900">{t('counter.notFound.title')}</h2>
          <p className="mt-0.5 text-sm break-words text-gray-500">
            {t('counter.notFound.description', { search: search.trim() })}
          </p>
        </div>
      </div>
      <section className="px-5 py-5" aria-labelledby="enrol-heading">
        <h3 id="enrol-heading" className="mb-4 text-sm font-semibold text-gray-900">
          {t('counter.enrol.title')}
        </h3>
        <EnrolCustomerForm key={search} search={search} onEnrolled={onEnrolled} />
      </section>
    </Card>
  );
}
