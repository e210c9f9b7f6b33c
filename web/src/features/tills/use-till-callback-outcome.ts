import { type RefObject, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { TILL_OUTCOME_PARAMS, type TTillCallbackOutcome, tillCallbackOutcome } from './till-callback-outcome.ts';
import { TILL_PROVIDERS } from './till-words.ts';

/**
 * Back from a till's consent page (`?square=` or `?shopify=`): says the outcome once, in that till's words and the
 * user's language (a toast when it worked, an alert in the card when not, so the reason stays to be read), takes the
 * parameter out of the address so a reload or a bookmark does not say it again, and brings the card into view. Waits
 * for the card's state (`ready`), so the scroll lands where the card ends up.
 */
export function useTillCallbackOutcome(card: RefObject<HTMLElement | null>, ready: boolean) {
  const words = useAppWords();
  const [params, setParams] = useSearchParams();
  const square = params.get(TILL_OUTCOME_PARAMS.square);
  const shopify = params.get(TILL_OUTCOME_PARAMS.shopify);
  const [problem, setProblem] = useState<TTillCallbackOutcome | null>(null);

  useEffect(() => {
    if (!ready) return;
    const values = { square, shopify };
    const back = TILL_PROVIDERS.filter((provider) => values[provider] !== null);
    if (back.length === 0) return;
    for (const provider of back) {
      const outcome = tillCallbackOutcome(words, values[provider], provider)!;
      // A fixed id: React's development double effect updates the one toast rather than showing two.
      if (outcome.tone === 'success') toast.success(outcome.message, { id: `${provider}-outcome` });
      else setProblem(outcome);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const provider of back) next.delete(TILL_OUTCOME_PARAMS[provider]);
        return next;
      },
      { replace: true },
    );
    // jsdom has no scrollIntoView.
    card.current?.scrollIntoView?.({ block: 'start' });
  }, [square, shopify, ready, setParams, card, words]);

  return { problem, dismiss: () => setProblem(null) };
}
