import type { TCustomer, TProgramStanding, TStampCount } from '@regulars/contracts';
import { X } from 'lucide-react';
import { useBusinessCountry } from '../../api/business-country.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { customerName } from '../../lib/customer-name.ts';
import { displayPhone } from '../../lib/display-phone.ts';
import { CustomerAvatar } from './customer-avatar.tsx';
import { StatTile } from './stat-tile.tsx';
import { summaryFigures } from './summary-figures.ts';

type TSummary = Pick<
  TCustomer,
  'firstName' | 'lastName' | 'uniqueCustomerId' | 'phone' | 'totalPoints' | 'totalVisits'
> & { stamps?: TStampCount[] };

/** Who is at the counter: name, customer ID, phone and their totals (points, stamps, visits as the business runs). */
export function CustomerSummaryCard({
  customer,
  programs,
  onClose,
}: {
  customer: TSummary;
  /** The customer's active programs, once the standing has arrived. */
  programs: TProgramStanding[] | null;
  onClose: () => void;
}) {
  const words = useAppWords();
  const name = customerName(customer, words);
  const country = useBusinessCountry();
  const figures = summaryFigures(customer, programs, words);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <CustomerAvatar name={name} className="size-14 text-lg" />
        <div className="min-w-0 flex-1">
          <h2
            className="truncate text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl"
            data-testid="customer-name"
          >
            {name}
          </h2>
          <p className="truncate text-sm text-gray-500">
            <span className="font-medium text-gray-700">{customer.uniqueCustomerId}</span>
            <span aria-hidden> · </span>
            {customer.phone ? displayPhone(customer.phone, country) : words.t('counter.noPhone')}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="sm:hidden"
          onClick={onClose}
          aria-label={words.t('counter.customer.close')}
        >
          <X className="size-5" aria-hidden />
        </Button>
      </div>
      <dl className={cn('grid gap-3 sm:flex sm:gap-3', figures.length > 2 ? 'grid-cols-3' : 'grid-cols-2')}>
        {figures.map((figure) => (
          <StatTile key={figure.label} {...figure} className="text-center sm:min-w-24" />
        ))}
      </dl>
      <Button
        variant="ghost"
        size="icon"
        className="hidden sm:inline-flex"
        onClick={onClose}
        aria-label={words.t('counter.customer.close')}
      >
        <X className="size-5" aria-hidden />
      </Button>
    </Card>
  );
}
