import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { useDeletionRequests } from '../../api/customers.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { customerName } from '../../lib/customer-name.ts';
import { formatLongDate } from '../../lib/format-date.ts';

/**
 * Above the customer list while customers have asked in the portal to be deleted: who, and when each is deleted
 * automatically; each links to the customer, where the business can delete them sooner. Nothing while none has.
 */
export function DeletionRequestsBanner() {
  const words = useAppWords();
  const { t, locale } = words;
  const { data } = useDeletionRequests();
  const zone = useBusinessTimeZone();
  const requests = data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <section
      aria-labelledby="deletion-requests-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
      data-testid="deletion-requests"
    >
      <div className="flex items-start gap-3">
        <UserX className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="deletion-requests-title" className="text-sm font-semibold text-amber-900">
            {t('customers.deletion.title', { count: requests.length })}
          </h2>
          <p className="mt-1 text-sm text-amber-800">{t('customers.deletion.text')}</p>
          <ul className="mt-3 divide-y divide-amber-200/70">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <Link
                  to={`/customers/${r.id}`}
                  className="font-medium text-amber-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600"
                >
                  {customerName(r, words)}{' '}
                  <span className="font-mono text-xs text-amber-700">{r.uniqueCustomerId}</span>
                </Link>
                <span className="text-amber-800">
                  {t('customers.deletion.due', { date: formatLongDate(r.dueAt, zone, locale) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
