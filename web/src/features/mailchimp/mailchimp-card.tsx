import { useMailchimp } from '../../api/mailchimp.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { MailchimpConnectForm } from './mailchimp-connect-form.tsx';
import { MailchimpConnected } from './mailchimp-connected.tsx';

/**
 * MailChimp (Pro and Agency): connect with an API key, choose an audience, sync. Its own query, so MailChimp being
 * slow or down never holds up the rest of /settings. On a plan without it: the upgrade prompt instead of the form.
 */
export function MailchimpCard() {
  const { t } = useAppWords();
  const query = useMailchimp();
  const state = query.data;
  const connected = Boolean(state?.available && state.connection);
  return (
    <Card data-testid="mailchimp-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('integrations.mailchimp.title')}</CardTitle>
          {connected && <Badge tone="green">{t('integrations.connected')}</Badge>}
          {state && !state.available && <Badge tone="brand">{t('integrations.proAndAgency')}</Badge>}
        </div>
        <CardDescription>{t('integrations.mailchimp.description')}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div
          className="space-y-3 px-6 py-5"
          role="status"
          aria-busy="true"
          aria-label={t('integrations.mailchimp.loading')}
        >
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !state ? (
        <div className="px-6 py-5">
          <LoadError
            title={t('integrations.mailchimp.loadFailed')}
            description={t('integrations.loadErrorDescription')}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : !state.available ? (
        <PlanUpgradePrompt
          message={t('integrations.mailchimp.upgrade')}
          canEdit={state.canEdit}
          testId="mailchimp-upgrade"
        />
      ) : state.connection ? (
        <MailchimpConnected connection={state.connection} canEdit={state.canEdit} />
      ) : (
        <MailchimpConnectForm canEdit={state.canEdit} />
      )}
    </Card>
  );
}
