import type { TCustomer } from '@regulars/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TCounterOutcome } from './action-outcome.ts';

/**
 * The customer at the counter, kept in the address (?customer=…) so a reload keeps them open. The row
 * they were picked from is shown while their standing loads.
 */
export function useSelectedCustomer(report: (outcome: TCounterOutcome | null) => void) {
  const [params, setParams] = useSearchParams();
  const [preview, setPreview] = useState<TCustomer | null>(null);
  const customerId = params.get('customer');

  const select = useCallback(
    (customer: TCustomer | { id: string } | null) => {
      // The previous customer's result must not be read as this one's.
      report(null);
      setPreview(customer && 'uniqueCustomerId' in customer ? customer : null);
      setParams(customer ? { customer: customer.id } : {});
    },
    [report, setParams],
  );

  return { customerId, preview: preview?.id === customerId ? preview : null, select };
}
