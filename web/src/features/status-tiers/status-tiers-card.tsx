import type { TStatusProgram } from '@regulars/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '../../api/auth.ts';
import { useStatusProgram } from '../../api/status-tiers.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { StatusTierList } from './status-tier-list.tsx';
import { statusRefusal } from './status-tier-refusal.ts';
import { statusRuleIn } from './status-tier-words.ts';
import { StatusTiersDialog } from './status-tiers-dialog.tsx';
import { TurnOffTiersDialog } from './turn-off-tiers-dialog.tsx';

/**
 * /programs → Status tiers: Bronze, Silver, Gold… each with the line it needs, what it earns and who holds it, and
 * the rule that places customers, in words; set up, edit or turn off. A plan without tiers shows the way to upgrade.
 */
export function StatusTiersCard() {
  const words = useAppWords();
  const { t } = words;
  const query = useStatusProgram();
  const business = useMe().data?.business;
  // A team member works in the team admin's business: only the admin changes its plan.
  const canUpgrade = Boolean(business && (!business.tenantId || business.isTenantAdmin));
  // The table as it was when the editor opened: a refetch meanwhile does not wipe what is being typed.
  const [editing, setEditing] = useState<TStatusProgram | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const data = query.data;
  const hasTiers = (data?.tiers.length ?? 0) > 0;

  return (
    <Card aria-labelledby="status-tiers-title" role="region" data-testid="status-tiers-card">
      <CardHeader className="items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <CardTitle id="status-tiers-title">{t('growth.tiers.title')}</CardTitle>
          <CardDescription>{t('growth.tiers.description')}</CardDescription>
        </div>
        {data?.included && hasTiers && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(data)}>
            <Pencil className="size-4" aria-hidden />
            {t('growth.tiers.edit')}
          </Button>
        )}
      </CardHeader>

      {query.isPending ? (
        <div className="space-y-3 px-6 py-5" role="status" aria-busy="true" aria-label={t('growth.tiers.loading')}>
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !data ? (
        <div className="px-6 py-5">
          <LoadError
            title={t('growth.tiers.refusal.loadFailed')}
            description={statusRefusal(words, query.error)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <>
          {!data.included && (
            <PlanUpgradePrompt
              message={t('growth.tiers.refusal.notIncluded')}
              canEdit={canUpgrade}
              testId="status-tiers-upgrade"
            />
          )}
          {data.included && !hasTiers && (
            <div className="flex flex-col items-start gap-4 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-gray-600">{t('growth.tiers.empty')}</p>
              <Button size="sm" className="shrink-0" onClick={() => setEditing(data)}>
                {t('growth.tiers.setUp')}
              </Button>
            </div>
          )}
          {hasTiers && (
            <>
              {!data.included && <p className="px-6 pt-1 text-sm text-gray-600">{t('growth.tiers.notOnPlan')}</p>}
              <StatusTierList program={data} />
              <div className="flex flex-col items-start gap-2 border-t border-gray-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <p className="text-sm text-gray-700" data-testid="status-rule">
                  {statusRuleIn(data, words)}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-ml-3 text-red-600 hover:bg-red-50 hover:text-red-700 sm:-mr-3 sm:ml-0"
                  onClick={() => setTurningOff(true)}
                >
                  {t('growth.tiers.turnOff')}
                </Button>
              </div>
            </>
          )}
        </>
      )}

      {editing && (
        <StatusTiersDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          program={editing}
        />
      )}
      {data && <TurnOffTiersDialog open={turningOff} onOpenChange={setTurningOff} program={data} />}
    </Card>
  );
}
