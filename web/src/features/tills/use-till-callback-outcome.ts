import { type RefObject, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toaster.tsx';
import { SQUARE_OUTCOME_PARAM, type TTillCallbackOutcome, tillCallbackOutcome } from './till-callback-outcome.ts';

/**
 * Back from Square's consent page: says the outcome once (a toast when it worked, an alert in the card when not, so
 * the reason stays to be read), takes `?square=` out of the address so a reload or a bookmark does not say it again,
 * and brings the card into view. Waits for the card's state (`ready`), so the scroll lands where the card ends up.
 */
export function useTillCallbackOutcome(card: RefObject<HTMLElement | null>, ready: boolean) {
  const [params, setParams] = useSearchParams();
  const value = params.get(SQUARE_OUTCOME_PARAM);
  const [problem, setProblem] = useState<TTillCallbackOutcome | null>(null);

  useEffect(() => {
    const outcome = tillCallbackOutcome(value);
    if (!outcome || !ready) return;
    // A fixed id: React's development double effect updates the one toast rather than showing two.
    if (outcome.tone === 'success') toast.success(outcome.message, { id: 'square-outcome' });
    else setProblem(outcome);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SQUARE_OUTCOME_PARAM);
        return next;
      },
      { replace: true },
    );
    // jsdom has no scrollIntoView.
    card.current?.scrollIntoView?.({ block: 'start' });
  }, [value, ready, setParams, card]);

  return { problem, dismiss: () => setProblem(null) };
}
