import type { TCustomDomainState } from '@regulars/contracts';
import { Globe } from 'lucide-react';
import { useCustomDomain } from '../../api/custom-domain.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CardLoadState } from '../../components/ui/card-load-state.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CustomDomainDetails } from './custom-domain-details.tsx';
import { CustomDomainForm } from './custom-domain-form.tsx';

/**
 * "Your own domain" (issue 53, white-label plans): the customers' pages, links and QR codes on the business's own
 * address. Its own query, polled while a check of the DNS records is under way. On a plan without it: what it is and
 * the way to a plan with it.
 */
export function CustomDomainCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useAppWords();
  const query = useCustomDomain();
  const state = query.data;
  return (
    <Card id="own-domain" className="scroll-mt-20" data-testid="custom-domain-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="flex items-center gap-2">
            <Globe className="size-4 text-brand-600" aria-hidden />
            {t('settings.domain.title')}
          </CardTitle>
          {state && !state.allowed && <Badge tone="brand">{t('settings.domain.whiteLabelPlans')}</Badge>}
        </div>
        <CardDescription>{t('settings.domain.description')}</CardDescription>
      </CardHeader>
      {!state ? (
        <CardLoadState
          query={query}
          loading={t('settings.domain.loading')}
          loadFailed={t('settings.domain.loadFailed')}
          description={t('settings.unreachable')}
        />
      ) : (
        <CustomDomainBody state={state} canEdit={canEdit} />
      )}
    </Card>
  );
}

/**
 * The plan first: without a white-label plan, the way to one; a domain added on one before still shows, so it can be
 * read and removed.
 */
function CustomDomainBody({ state, canEdit }: { state: TCustomDomainState; canEdit: boolean }) {
  const { t } = useAppWords();
  const upgrade = (
    <PlanUpgradePrompt message={t('settings.domain.notOnPlan')} canEdit={canEdit} testId="custom-domain-upgrade" />
  );
  if (!state.domain) return state.allowed ? <CustomDomainForm canEdit={canEdit} /> : upgrade;
  return (
    <>
      {!state.allowed && <div className="border-b border-gray-100">{upgrade}</div>}
      <CustomDomainDetails domain={state.domain} canEdit={canEdit} />
    </>
  );
}
