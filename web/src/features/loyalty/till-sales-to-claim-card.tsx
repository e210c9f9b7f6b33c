import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useBusinessMoney } from '../../api/business-money.ts';
import { useClaimTillSale, useTillSalesToClaim } from '../../api/till-sales.ts';
import { useBusinessTimeZone } from '../../api/use-business-time-zone.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatAmountIn } from '../../lib/format-number.ts';
import { actionOutcome } from './action-outcome.ts';
import { useCounterLocationId } from './counter-location.ts';
import { useCounterOutcome } from './counter-outcome-context.ts';
import { counterRefusal } from './counter-refusal.ts';
import { saleTimeLabel } from './till-sale-labels.ts';
import { TillSaleRow } from './till-sale-row.tsx';

/** A few rows keep the customer's programs in sight; the rest are one tap away. */
const SHOWN = 5;

/**
 * "Till sales to claim" in the open customer's view: the till's sales from someone it did not know, each given to this
 * customer in one tap. Nothing at all while none are waiting (or the list cannot be read): it is an aid, never a step.
 */
export function TillSalesToClaimCard({ customerId, firstName }: { customerId: string; firstName: string | null }) {
  const words = useAppWords();
  const { t } = words;
  const sales = useTillSalesToClaim().data?.sales ?? [];
  const claim = useClaimTillSale(useCounterLocationId());
  const { report } = useCounterOutcome();
  const money = useBusinessMoney();
  const zone = useBusinessTimeZone();
  const [expanded, setExpanded] = useState(false);
  if (sales.length === 0) return null;

  const name = firstName?.trim() || t('counter.till.thisCustomer');
  const shown = expanded ? sales : sales.slice(0, SHOWN);
  const now = Date.now();
  const claimSale = (saleId: string) =>
    claim.mutate(
      { saleId, customerId },
      {
        onSuccess: (result) => {
          // The kind is 'purchase': the banner says 'Purchase recorded' with what it earned, as a typed purchase does.
          report(actionOutcome(result));
          toast.success(t('counter.till.claimed'));
        },
        onError: (error) => toast.error(counterRefusal(words, error)),
      },
    );

  return (
    <Card className="border-amber-200" data-testid="till-sales-to-claim">
      <CardHeader className="gap-1 px-4 py-4 sm:px-5">
        <div className="flex items-center gap-2">
          <Receipt className="size-5 shrink-0 text-amber-600" aria-hidden />
          <CardTitle className="flex-1">{t('counter.till.title')}</CardTitle>
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            {sales.length}
          </span>
        </div>
        <CardDescription>{t('counter.till.description')}</CardDescription>
      </CardHeader>
      <ul className="divide-y divide-gray-100" aria-label={t('counter.till.title')}>
        {shown.map((sale) => (
          <li key={sale.id}>
            <TillSaleRow
              sale={sale}
              // The sale's own currency, written the business's way.
              amount={formatAmountIn(sale.amount, { currency: sale.currency, locale: money.locale })}
              time={saleTimeLabel(sale.occurredAt, words, now, zone)}
              customerName={name}
              busy={claim.isPending && claim.variables?.saleId === sale.id}
              disabled={claim.isPending}
              onClaim={() => claimSale(sale.id)}
            />
          </li>
        ))}
      </ul>
      {sales.length > SHOWN && (
        <div className="border-t border-gray-100 px-4 py-2 sm:px-5">
          <Button
            variant="ghost"
            className="h-11 w-full"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('counter.till.showFewer') : t('counter.till.showAll', { count: sales.length })}
          </Button>
        </div>
      )}
    </Card>
  );
}
