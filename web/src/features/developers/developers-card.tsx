import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useApiKeys } from '../../api/developers.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CardLoadState } from '../../components/ui/card-load-state.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { DevelopersActivity } from './developers-activity.tsx';
import { DevelopersCreateDialog } from './developers-create-dialog.tsx';
import { DevelopersKeyList } from './developers-key-list.tsx';

/**
 * Developers (Pro and Agency): the keys a till, a shop or a CRM uses to reach the public API. Its own query, so the
 * rest of /settings never waits for it. Members see the keys; the team admin creates and revokes them.
 */
export function DevelopersCard() {
  const { t } = useAppWords();
  const query = useApiKeys();
  const state = query.data;
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(state?.planIncludesApi && state.canEdit);
  return (
    <Card data-testid="developers-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{t('integrations.developers.title')}</CardTitle>
            {state && !state.planIncludesApi && <Badge tone="brand">{t('integrations.proAndAgency')}</Badge>}
          </div>
          {canCreate && state && state.keys.length > 0 && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              {t('integrations.developers.create')}
            </Button>
          )}
        </div>
        <CardDescription>
          {t('integrations.developers.description')}{' '}
          <a href="/api/v1/docs" className="font-medium text-brand-600 hover:underline">
            {t('integrations.developers.reference')}
          </a>
        </CardDescription>
      </CardHeader>
      {!state ? (
        <CardLoadState
          query={query}
          loading={t('integrations.developers.loading')}
          loadFailed={t('integrations.developers.loadFailed')}
          description={t('integrations.loadErrorDescription')}
        />
      ) : !state.planIncludesApi && state.keys.length === 0 ? (
        <PlanUpgradePrompt
          message={t('integrations.developers.upgrade')}
          canEdit={state.canEdit}
          testId="developers-upgrade"
        />
      ) : state.keys.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          title={t('integrations.developers.none')}
          description={t(state.canEdit ? 'integrations.developers.noneAdmin' : 'integrations.developers.noneMember')}
          action={
            canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                {t('integrations.developers.create')}
              </Button>
            )
          }
        />
      ) : (
        <>
          {!state.planIncludesApi && (
            <PlanUpgradePrompt
              message={t('integrations.developers.upgrade')}
              canEdit={state.canEdit}
              testId="developers-upgrade"
            />
          )}
          <DevelopersKeyList keys={state.keys} canEdit={state.canEdit} />
        </>
      )}
      {state?.canEdit && (state.planIncludesApi || state.keys.length > 0) && <DevelopersActivity />}
      <DevelopersCreateDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
