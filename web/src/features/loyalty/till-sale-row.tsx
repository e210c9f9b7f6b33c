import type { TTillSaleToClaim } from '@regulars/contracts';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = {
  sale: TTillSaleToClaim;
  /** '$9.00', in the sale's own currency. */
  amount: string;
  /** 'Today, 3:42 PM'. */
  time: string;
  /** 'Maya', or 'this customer' when they have no first name. */
  customerName: string;
  busy: boolean;
  disabled: boolean;
  onClaim: () => void;
};

/** One waiting till sale: what was paid, when and where, and the one tap that gives it to the open customer. */
export function TillSaleRow({ sale, amount, time, customerName, busy, disabled, onClaim }: Props) {
  const { t } = useAppWords();
  const receipt = sale.receiptNumber ? t('counter.till.receipt', { number: sale.receiptNumber }) : null;
  const details = [time, sale.locationName, receipt].filter((part): part is string => Boolean(part));
  return (
    <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5" data-testid="till-sale">
      <div className="min-w-0 flex-1">
        <p className="text-xl font-semibold text-gray-900 tabular-nums">{amount}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-sm text-gray-500">
          {details.map((part, index) => (
            <span key={part} className="break-words">
              {index > 0 && (
                <span className="mr-2" aria-hidden>
                  ·
                </span>
              )}
              {part}
            </span>
          ))}
        </p>
      </div>
      <Button
        size="lg"
        className="w-full px-5 sm:w-auto"
        loading={busy}
        disabled={disabled}
        onClick={onClaim}
        // Starts with the words on the button (what voice control users say), then which sale it is.
        aria-label={t('counter.till.addSale', { name: customerName, amount })}
      >
        {!busy && <Plus className="size-5" aria-hidden />}
        {t('counter.till.addTo', { name: customerName })}
      </Button>
    </div>
  );
}
