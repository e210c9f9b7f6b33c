import type { TTillState } from '@regulars/contracts';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTills } from '../../api/tills.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { TillSection } from './till-section.tsx';
import { TILL_PROVIDERS } from './till-words.ts';
import { useTillCallbackOutcome } from './use-till-callback-outcome.ts';

/**
 * Square and Shopify (Pro and Agency): sales at the till earn by themselves. Its own query, so a till being slow or
 * down never holds up the rest of /settings. id="tills" is where each till's consent page sends the owner back to.
 */
export function TillCard() {
  const { t } = useAppWords();
  const query = useTills();
  const state = query.data;
  const card = useRef<HTMLDivElement>(null);
  const outcome = useTillCallbackOutcome(card, !query.isPending);
  return (
    // scroll-mt: the shell's sticky header (h-16) must not cover the card's title when it is scrolled to.
    <Card id="tills" ref={card} data-testid="till-card" className="scroll-mt-20">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('integrations.tills.title')}</CardTitle>
          {state && !state.available && <Badge tone="brand">{t('integrations.proAndAgency')}</Badge>}
        </div>
        <CardDescription>{t('integrations.tills.description')}</CardDescription>
      </CardHeader>
      {outcome.problem && (
        <div className="border-b border-gray-100 px-6 py-4">
          <Alert tone="error" data-testid="till-outcome">
            <div className="flex items-start justify-between gap-4">
              <p>{outcome.problem.message}</p>
              <button
                type="button"
                onClick={outcome.dismiss}
                className="-mt-0.5 rounded p-0.5 opacity-70 hover:opacity-100"
                aria-label={t('integrations.tills.dismiss')}
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
          </Alert>
        </div>
      )}
      {query.isPending ? (
        <div
          className="space-y-3 px-6 py-5"
          role="status"
          aria-busy="true"
          aria-label={t('integrations.tills.loading')}
        >
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !state ? (
        <div className="px-6 py-5">
          <LoadError
            title={t('integrations.tills.loadFailed')}
            description={t('integrations.loadErrorDescription')}
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

/**
 * The loaded card: the plan first, said once for both tills, then each till's section. A plan that ended keeps its
 * connections: their sections stay, so they can still be read and disconnected; a till not connected has nothing to
 * show until the plan has it again.
 */
function TillCardBody({ state }: { state: TTillState }) {
  const { t } = useAppWords();
  const { available, canEdit } = state;
  const connected = TILL_PROVIDERS.filter((provider) => state[provider] !== null);
  const shown = available ? TILL_PROVIDERS : connected;
  return (
    <>
      {!available && (
        <PlanUpgradePrompt
          message={t(connected.length > 0 ? 'integrations.tills.planEnded' : 'integrations.tills.upgrade')}
          canEdit={canEdit}
          testId="till-upgrade"
        />
      )}
      {shown.length > 0 && (
        <div className={!available ? 'divide-y divide-gray-200 border-t border-gray-100' : 'divide-y divide-gray-200'}>
          {shown.map((provider) => (
            <TillSection key={provider} provider={provider} state={state} />
          ))}
        </div>
      )}
    </>
  );
}
