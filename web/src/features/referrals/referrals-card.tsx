import type { TReferralSettings } from '@regulars/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '../../api/auth.ts';
import { usePrograms } from '../../api/programs.ts';
import { useReferralProgram, useSaveReferralProgram } from '../../api/referrals.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { ReferralDialog } from './referral-dialog.tsx';
import { settingsInput } from './referral-form.ts';
import { ReferralList } from './referral-list.tsx';
import { referralRefusal } from './referral-refusal.ts';
import { ReferralCounts, ReferralRule } from './referral-summary.tsx';

/** The editor's opening: the set-up as it was when it opened (null: a first one), so a refetch keeps what is typed. */
type TEditing = { settings: TReferralSettings | null };

/**
 * /programs → Refer a friend: each customer's link and code bring friends, and both are rewarded when the friend
 * qualifies. The rule in words, the counts and the latest referrals; set up, edit, turn off or on. A plan without it
 * shows the way to upgrade.
 */
export function ReferralsCard() {
  const words = useAppWords();
  const { t } = words;
  const query = useReferralProgram();
  const business = useMe().data?.business;
  // A team member works in the team admin's business: only the admin changes its plan.
  const canUpgrade = Boolean(business && (!business.tenantId || business.isTenantAdmin));
  const data = query.data;
  const programs = usePrograms(data?.included ?? false);
  const save = useSaveReferralProgram();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const settings = data?.settings ?? null;

  function turn(enabled: boolean) {
    if (!settings) return;
    save.mutate(settingsInput(settings, enabled), {
      onSuccess: () => toast.success(t(enabled ? 'growth.referrals.saved' : 'growth.referrals.turnedOff')),
      onError: (caught) =>
        toast.error(t('growth.referrals.refusal.saveFailed'), { description: referralRefusal(words, caught) }),
    });
  }

  return (
    <Card aria-labelledby="referrals-title" role="region" data-testid="referrals-card">
      <CardHeader className="items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <div className="flex items-center gap-2">
            <CardTitle id="referrals-title">{t('growth.referrals.title')}</CardTitle>
            {settings && (
              <Badge tone={settings.enabled ? 'green' : 'neutral'} data-testid="referrals-state">
                {settings.enabled ? t('growth.referrals.on') : t('growth.referrals.off')}
              </Badge>
            )}
          </div>
          <CardDescription>{t('growth.referrals.description')}</CardDescription>
        </div>
      </CardHeader>

      {query.isPending ? (
        <div className="space-y-3 px-6 py-5" role="status" aria-busy="true" aria-label={t('growth.referrals.loading')}>
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !data ? (
        <div className="px-6 py-5">
          <LoadError
            title={t('growth.referrals.refusal.loadFailed')}
            description={referralRefusal(words, query.error)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <>
          {!data.included && (
            <PlanUpgradePrompt
              message={t('growth.referrals.refusal.notIncluded')}
              canEdit={canUpgrade}
              testId="referrals-upgrade"
            />
          )}
          {data.included && !settings && (
            <div className="flex flex-col items-start gap-4 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-gray-600">{t('growth.referrals.empty')}</p>
              <Button size="sm" className="shrink-0" onClick={() => setEditing({ settings: null })}>
                {t('growth.referrals.setUp')}
              </Button>
            </div>
          )}
          {settings && (
            <div className="space-y-5 px-6 py-5">
              {!data.included && <p className="text-sm text-gray-600">{t('growth.referrals.notOnPlan')}</p>}
              <ReferralRule settings={settings} />
              <ReferralCounts counts={data.counts} />
              {data.included && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing({ settings })}
                    disabled={save.isPending}
                  >
                    <Pencil className="size-4" aria-hidden />
                    {t('growth.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant={settings.enabled ? 'ghost' : 'primary'}
                    className={settings.enabled ? 'text-red-600 hover:bg-red-50 hover:text-red-700' : undefined}
                    loading={save.isPending}
                    onClick={() => turn(!settings.enabled)}
                  >
                    {settings.enabled ? t('growth.referrals.turnOff') : t('growth.referrals.turnOn')}
                  </Button>
                </div>
              )}
              <section aria-labelledby="referrals-recent-title" className="space-y-3 border-t border-gray-100 pt-5">
                <h3 id="referrals-recent-title" className="text-sm font-semibold text-gray-900">
                  {t('growth.referrals.recent')}
                </h3>
                <ReferralList />
              </section>
            </div>
          )}
        </>
      )}

      {editing && (
        <ReferralDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          settings={editing.settings}
          programs={programs.data?.programs}
        />
      )}
    </Card>
  );
}
