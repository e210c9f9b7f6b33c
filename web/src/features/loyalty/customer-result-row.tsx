import type { TCustomer, TCustomerListRow } from '@regulars/contracts';
import { ChevronRight, CornerDownLeft } from 'lucide-react';
import { useBusinessCountry } from '../../api/business-country.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { customerName } from '../../lib/customer-name.ts';
import { displayPhone } from '../../lib/display-phone.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { CustomerAvatar } from './customer-avatar.tsx';

/**
 * One match as a large tappable row: name, phone and customer ID, their points (where the business runs a points
 * program) and stamp cards; the first one is what Enter opens.
 */
export function CustomerResultRow({
  customer,
  showPoints,
  isFirst,
  onPick,
}: {
  customer: TCustomerListRow;
  showPoints: boolean;
  isFirst: boolean;
  onPick: (customer: TCustomer) => void;
}) {
  const words = useAppWords();
  const { t, locale } = words;
  const country = useBusinessCountry();
  const name = customerName(customer, words);
  return (
    <button
      type="button"
      onClick={() => onPick(customer)}
      data-testid="customer-result"
      className="flex min-h-18 w-full items-center gap-4 px-4 py-3 text-left transition-colors hover:bg-brand-50/60 focus-visible:bg-brand-50 focus-visible:outline-none active:bg-brand-50 sm:px-5"
    >
      <CustomerAvatar name={name} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-base font-semibold text-gray-900">{name}</span>
        <span className="block truncate text-sm text-gray-500">
          {customer.phone ? displayPhone(customer.phone, country) : t('counter.noPhone')}
          <span aria-hidden> · </span>
          <span className="font-medium text-gray-600">{customer.uniqueCustomerId}</span>
        </span>
      </span>
      {showPoints && (
        <span className="hidden text-right text-sm text-gray-500 sm:block" data-testid="result-points">
          <span className="block font-semibold text-gray-900 tabular-nums">
            {formatCountIn(customer.totalPoints, locale)}
          </span>
          {t('counter.results.points')}
        </span>
      )}
      {customer.stamps.map((card) => (
        <span
          key={card.programId}
          className="hidden text-right text-sm text-gray-500 sm:block"
          data-testid="result-stamps"
        >
          <span className="block font-semibold text-gray-900 tabular-nums">
            {t('counter.stampsValue', {
              current: formatCountIn(card.current, locale),
              required: formatCountIn(card.required, locale),
            })}
          </span>
          {customer.stamps.length > 1 ? card.programName : t('counter.results.stamps')}
        </span>
      ))}
      {isFirst && (
        <span className="hidden items-center gap-1 rounded-md border border-gray-200 px-1.5 py-0.5 text-xs text-gray-500 lg:inline-flex">
          <CornerDownLeft className="size-3" aria-hidden />
          {t('counter.results.enterKey')}
        </span>
      )}
      <ChevronRight className="size-5 shrink-0 text-gray-300" aria-hidden />
    </button>
  );
}
