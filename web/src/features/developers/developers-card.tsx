import { API_KEY_MESSAGES } from '@regulars/contracts';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useApiKeys } from '../../api/developers.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { DevelopersActivity } from './developers-activity.tsx';
import { DevelopersCreateDialog } from './developers-create-dialog.tsx';
import { DevelopersKeyList } from './developers-key-list.tsx';

/**
 * Developers (Pro and Agency): the keys a till, a shop or a CRM uses to reach the public API. Its own query, so the
 * rest of /settings never waits for it. Members see the keys; the team admin creates and revokes them.
 */
export function DevelopersCard() {
  const query = useApiKeys();
  const state = query.data;
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(state?.planIncludesApi && state.canEdit);
  return (
    <Card data-testid="developers-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>Developers</CardTitle>
            {state && !state.planIncludesApi && <Badge tone="brand">Pro and Agency</Badge>}
          </div>
          {canCreate && state && state.keys.length > 0 && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              Create API key
            </Button>
          )}
        </div>
        <CardDescription>
          API keys let your till, online shop or CRM read and update Regulars directly. Each key has its own permissions
          and can be revoked at any time.{' '}
          <a href="/api/v1/docs" className="font-medium text-brand-600 hover:underline">
            API reference
          </a>
        </CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div className="space-y-3 px-6 py-5" role="status" aria-busy="true" aria-label="Loading API keys">
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !state ? (
        <div className="px-6 py-5">
          <LoadError
            title={API_KEY_MESSAGES.loadFailed}
            description="We couldn't reach the server. Check your connection and try again."
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : !state.planIncludesApi && state.keys.length === 0 ? (
        <PlanUpgradePrompt message={API_KEY_MESSAGES.upgrade} canEdit={state.canEdit} testId="developers-upgrade" />
      ) : state.keys.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          title="No API keys yet"
          description={
            state.canEdit
              ? 'Create a key for each system you connect, with only the permissions it needs.'
              : 'Your team admin can create keys for the systems you connect.'
          }
          action={
            canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                Create API key
              </Button>
            )
          }
        />
      ) : (
        <>
          {!state.planIncludesApi && (
            <PlanUpgradePrompt message={API_KEY_MESSAGES.upgrade} canEdit={state.canEdit} testId="developers-upgrade" />
          )}
          <DevelopersKeyList keys={state.keys} canEdit={state.canEdit} />
        </>
      )}
      {state?.canEdit && (state.planIncludesApi || state.keys.length > 0) && <DevelopersActivity />}
      <DevelopersCreateDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
