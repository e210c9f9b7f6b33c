import { MAILCHIMP_MESSAGES } from '@regulars/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useMailchimp } from '../../api/mailchimp.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { MailchimpConnectForm } from './mailchimp-connect-form.tsx';
import { MailchimpConnected } from './mailchimp-connected.tsx';

/**
 * MailChimp (Pro and Agency): connect with an API key, choose an audience, sync. Its own query, so MailChimp being
 * slow or down never holds up the rest of /settings. On a plan without it: the upgrade prompt instead of the form.
 */
export function MailchimpCard() {
  const query = useMailchimp();
  const state = query.data;
  const connected = Boolean(state?.available && state.connection);
  return (
    <Card data-testid="mailchimp-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>MailChimp</CardTitle>
          {connected && <Badge tone="green">Connected</Badge>}
          {state && !state.available && <Badge tone="brand">Pro and Agency</Badge>}
        </div>
        <CardDescription>
          Keep a MailChimp audience in step with your customers: opted-in customers are added, unsubscribes are
          respected both ways. Syncs every night, or whenever you ask.
        </CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div className="space-y-3 px-6 py-5" role="status" aria-busy="true" aria-label="Loading MailChimp">
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !state ? (
        <div className="px-6 py-5">
          <LoadError
            title={MAILCHIMP_MESSAGES.loadFailed}
            description="We couldn't reach the server. Check your connection and try again."
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : !state.available ? (
        <UpgradePrompt canEdit={state.canEdit} />
      ) : state.connection ? (
        <MailchimpConnected connection={state.connection} canEdit={state.canEdit} />
      ) : (
        <MailchimpConnectForm canEdit={state.canEdit} />
      )}
    </Card>
  );
}

function UpgradePrompt({ canEdit }: { canEdit: boolean }) {
  return (
    <div className="px-6 py-5">
      <div
        className="flex flex-col gap-4 rounded-lg bg-brand-50 px-4 py-4 ring-1 ring-brand-200 ring-inset sm:flex-row sm:items-center sm:justify-between"
        data-testid="mailchimp-upgrade"
      >
        <p className="flex gap-3 text-sm text-brand-900">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
          <span>
            {MAILCHIMP_MESSAGES.upgrade}
            {!canEdit && ' Ask your team admin.'}
          </span>
        </p>
        {canEdit && (
          <Button asChild size="sm" className="w-full sm:w-auto">
            <Link to="/subscription">Upgrade Plan</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
