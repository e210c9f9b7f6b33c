import type { TSsoState } from '@regulars/contracts';
import { KeyRound } from 'lucide-react';
import { useSsoState } from '../../api/single-sign-on.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CardLoadState } from '../../components/ui/card-load-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CopyValue } from '../settings/index.ts';
import { SingleSignOnForm } from './single-sign-on-form.tsx';
import { SingleSignOnStatus } from './single-sign-on-status.tsx';

/**
 * Team → Single sign-on (issue 53), for an agency's team admin: the agency's staff sign in with its own OpenID Connect
 * provider. The redirect URI to register there, the provider's settings (the secret is never shown again) and, once
 * set up, who last signed in through it.
 */
export function SingleSignOnCard() {
  const { t } = useAppWords();
  const query = useSsoState();
  const state = query.data;
  return (
    <Card id="single-sign-on" className="scroll-mt-20" data-testid="sso-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-4 text-gray-500" aria-hidden />
            {t('company.sso.title')}
          </CardTitle>
          {state?.settings && <Badge tone="green">{t('company.sso.on')}</Badge>}
        </div>
        <CardDescription className="max-w-3xl">{t('company.sso.description')}</CardDescription>
      </CardHeader>
      {!state ? (
        <CardLoadState
          query={query}
          loading={t('company.sso.loading')}
          loadFailed={t('company.sso.loadFailed')}
          description={t('company.checkConnection')}
        />
      ) : (
        <SingleSignOnBody state={state} />
      )}
    </Card>
  );
}

function SingleSignOnBody({ state }: { state: TSsoState }) {
  const { t } = useAppWords();
  return (
    <>
      <div className="divide-y divide-gray-100 border-b border-gray-100">
        {state.settings && <SingleSignOnStatus settings={state.settings} />}
        <SettingsGroup title={t('company.sso.redirectTitle')} description={t('company.sso.redirectDescription')}>
          <CopyValue value={state.redirectUri} label={t('company.sso.copyRedirect')} testId="sso-redirect-uri" />
        </SettingsGroup>
      </div>
      <SingleSignOnForm settings={state.settings} />
    </>
  );
}
