import { useMailchimp } from '../../api/mailchimp.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CardLoadState } from '../../components/ui/card-load-state.tsx';
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
      {!state ? (
        <CardLoadState
          query={query}
          loading={t('integrations.mailchimp.loading')}
          loadFailed={t('integrations.mailchimp.loadFailed')}
          description={t('integrations.loadErrorDescription')}
        />
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
