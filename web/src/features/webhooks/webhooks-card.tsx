import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useWebhookEndpoints } from '../../api/webhooks.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CardLoadState } from '../../components/ui/card-load-state.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { WebhooksCreateDialog } from './webhooks-create-dialog.tsx';
import { WebhooksEndpointList } from './webhooks-endpoint-list.tsx';

/**
 * Webhooks (with the API, on Pro and Agency): the addresses Regulars posts events to as they happen, signed. Its own
 * query, so the rest of /settings never waits for it. Members see the endpoints and their logs; the admin changes them.
 */
export function WebhooksCard() {
  const { t } = useAppWords();
  const query = useWebhookEndpoints();
  const state = query.data;
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(state?.planIncludesApi && state.canEdit);
  return (
    <Card data-testid="webhooks-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{t('integrations.webhooks.title')}</CardTitle>
            {state && !state.planIncludesApi && <Badge tone="brand">{t('integrations.proAndAgency')}</Badge>}
          </div>
          {canCreate && state && state.endpoints.length > 0 && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              {t('integrations.webhooks.add')}
            </Button>
          )}
        </div>
        <CardDescription>{t('integrations.webhooks.description')}</CardDescription>
      </CardHeader>
      {!state ? (
        <CardLoadState
          query={query}
          loading={t('integrations.webhooks.loading')}
          loadFailed={t('integrations.webhooks.loadFailed')}
          description={t('integrations.loadErrorDescription')}
        />
      ) : !state.planIncludesApi && state.endpoints.length === 0 ? (
        <PlanUpgradePrompt
          message={t('integrations.webhooks.upgrade')}
          canEdit={state.canEdit}
          testId="webhooks-upgrade"
        />
      ) : state.endpoints.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title={t('integrations.webhooks.none')}
          description={t(state.canEdit ? 'integrations.webhooks.noneAdmin' : 'integrations.webhooks.noneMember')}
          action={
            canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                {t('integrations.webhooks.add')}
              </Button>
            )
          }
        />
      ) : (
        <WebhooksEndpointList endpoints={state.endpoints} canEdit={state.canEdit} />
      )}
      <WebhooksCreateDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
