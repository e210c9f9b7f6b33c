import type { TCustomerDetail } from '@regulars/contracts';
import { ArrowLeft, ScanLine, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { customerName } from '../../../lib/customer-name.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { joinedOn } from '../../../lib/joined-on.ts';
import { CustomerAvatar } from '../../loyalty/index.ts';
import { DownloadCustomerDataButton } from './download-customer-data-button.tsx';

/** Back to the list, who this is (name, customer ID, since when) and what to do with them. */
export function CustomerDetailHeader({ customer, onDelete }: { customer: TCustomerDetail; onDelete: () => void }) {
  const words = useAppWords();
  const { t, locale } = words;
  const name = customerName(customer, words);
  const zone = useBusinessTimeZone();
  const joined = joinedOn(customer, zone);
  return (
    <div className="space-y-4">
      <Link
        to="/customers"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-gray-500 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('customerDetail.header.back')}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <CustomerAvatar name={name} className="size-14 text-lg" />
          <div className="min-w-0">
            <h1
              className="truncate text-2xl font-semibold tracking-tight text-gray-900"
              data-testid="customer-detail-name"
            >
              {name}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-500">
              <span
                className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs font-medium tracking-wide text-gray-700"
                data-testid="customer-detail-id"
              >
                {customer.uniqueCustomerId}
              </span>
              <span>{t('customerDetail.header.since', { date: formatLongDate(joined.iso, joined.zone, locale) })}</span>
              {!customer.portalEnabled && <Badge tone="neutral">{t('customerDetail.header.portalOff')}</Badge>}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" asChild>
            <Link to={`/checkin?customer=${encodeURIComponent(customer.id)}`}>
              <ScanLine className="size-4" aria-hidden />
              {t('customerDetail.header.checkIn')}
            </Link>
          </Button>
          <DownloadCustomerDataButton customerId={customer.id} />
          <Button variant="secondary" className="text-red-600 hover:bg-red-50 hover:text-red-700" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden />
            {t('customerDetail.header.delete')}
          </Button>
        </div>
      </div>
    </div>
  );
}
