import { TILL_MESSAGES, type TTillState } from '@regulars/contracts';
import { Info, X } from 'lucide-react';
import { useRef } from 'react';
import { useTills } from '../../api/tills.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { TillConnect } from './till-connect.tsx';
import { TillConnected } from './till-connected.tsx';
import { useTillCallbackOutcome } from './use-till-callback-outcome.ts';

/**
 * Square (Pro and Agency): sales at the till earn by themselves. Its own query, so Square being slow or down never
 * holds up the rest of /settings. id="tills" is where Square's consent page sends the owner back to.
 */
export function TillCard() {
  const query = useTills();
  const state = query.data;
  const card = useRef<HTMLDivElement>(null);
  const outcome = useTillCallbackOutcome(card, !query.isPending);
  const connected = Boolean(state?.available && state.square);
  return (
    // scroll-mt: the shell's sticky header (h-16) must not cover the card's title when it is scrolled to.
    <Card id="tills" ref={card} data-testid="till-card" className="scroll-mt-20">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Square</CardTitle>
          {connected && <Badge tone="green">Connected</Badge>}
          {state && !state.available && <Badge tone="brand">Pro and Agency</Badge>}
        </div>
        <CardDescription>
          Sales at your Square till earn points and stamps by themselves: the customer Square knows by phone or email
          earns on what they paid, refunds take it back. No re-keying at the counter.
        </CardDescription>
      </CardHeader>
      {outcome.problem && (
        <div className="px-6 pt-5">
          <Alert tone="error" data-testid="till-outcome">
            <div className="flex items-start justify-between gap-4">
              <p>{outcome.problem.message}</p>
              <button
                type="button"
                onClick={outcome.dismiss}
                className="-mt-0.5 rounded p-0.5 opacity-70 hover:opacity-100"
                aria-label="Dismiss"
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
          </Alert>
        </div>
      )}
      {query.isPending ? (
        <div className="space-y-3 px-6 py-5" role="status" aria-busy="true" aria-label="Loading Square">
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !state ? (
        <div className="px-6 py-5">
          <LoadError
            title={TILL_MESSAGES.loadFailed}
            description="We couldn't reach the server. Check your connection and try again."
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <TillCardBody state={state} />
      )}
    </Card>
  );
}

/** The loaded card: the plan first, then whether this server can reach Square, then the connection. */
function TillCardBody({ state }: { state: TTillState }) {
  const { available, squareConfigured, canEdit, square } = state;
  // A plan that ended keeps its connection: shown, so it can still be read and disconnected.
  const upgrade = !available && (
    <PlanUpgradePrompt
      message={square ? TILL_MESSAGES.planEnded : TILL_MESSAGES.upgrade}
      canEdit={canEdit}
      testId="till-upgrade"
    />
  );
  if (square) {
    return (
      <>
        {upgrade}
        <TillConnected connection={square} canEdit={canEdit} />
      </>
    );
  }
  if (upgrade) return upgrade;
  if (!squareConfigured) {
    return (
      <div className="px-6 py-5">
        <p
          className="flex gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-600 ring-1 ring-gray-200 ring-inset"
          data-testid="till-not-configured"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          <span>{TILL_MESSAGES.notConfigured}</span>
        </p>
      </div>
    );
  }
  return <TillConnect canEdit={canEdit} />;
}
