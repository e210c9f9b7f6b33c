import type { TMultiplierRule } from '@regulars/contracts';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useMe } from '../../api/auth.ts';
import { useLocations } from '../../api/locations.ts';
import { useDeleteMultiplier, useMultipliers } from '../../api/multipliers.ts';
import { PlanUpgradePrompt } from '../../components/plan-upgrade-prompt.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { CombineRuleForm } from './combine-rule-form.tsx';
import { MultiplierFormDialog } from './multiplier-form-dialog.tsx';
import { multiplierRefusal } from './multiplier-refusal.ts';
import { MultiplierRow } from './multiplier-row.tsx';
import { TimeZoneNote } from './time-zone-note.tsx';

/**
 * /programs → Earn multipliers: the happy hours, double-points days and birthday week, each in words, how several
 * combine and the zone they are read in; add, edit, delete. A plan without them shows the way to upgrade instead.
 */
export function MultipliersCard() {
  const words = useAppWords();
  const { t } = words;
  const query = useMultipliers();
  const business = useMe().data?.business;
  // A team member works in the team admin's business: only the admin changes its plan.
  const canUpgrade = Boolean(business && (!business.tenantId || business.isTenantAdmin));
  const locations = useLocations(query.data?.included ?? false);
  const remove = useDeleteMultiplier();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TMultiplierRule | null>(null);
  const [deleting, setDeleting] = useState<TMultiplierRule | null>(null);
  const data = query.data;
  const places = useMemo(() => locations.data?.locations ?? [], [locations.data]);
  const names = useMemo(() => new Map(places.map((place) => [place.id, place.name])), [places]);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('growth.multipliers.deleted'), { description: deleting.name });
        setDeleting(null);
      },
    });
  }

  const addButton = (
    <Button size="sm" onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden />
      {t('growth.multipliers.add')}
    </Button>
  );

  return (
    <Card aria-labelledby="multipliers-title" role="region" data-testid="multipliers-card">
      <CardHeader className="items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <CardTitle id="multipliers-title">{t('growth.multipliers.title')}</CardTitle>
          <CardDescription>{t('growth.multipliers.description')}</CardDescription>
        </div>
        {data?.included && data.rules.length > 0 && addButton}
      </CardHeader>

      {query.isPending ? (
        <div
          className="space-y-3 px-6 py-5"
          role="status"
          aria-busy="true"
          aria-label={t('growth.multipliers.loading')}
        >
          <div className="h-4 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : !data ? (
        <div className="px-6 py-5">
          <LoadError
            title={t('growth.multipliers.refusal.loadFailed')}
            description={multiplierRefusal(words, query.error, 'frame.somethingWrong')}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <>
          {!data.included && (
            <PlanUpgradePrompt
              message={t('growth.multipliers.refusal.notIncluded')}
              canEdit={canUpgrade}
              testId="multipliers-upgrade"
            />
          )}
          {data.included && data.rules.length === 0 && (
            <div className="flex flex-col items-start gap-4 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-gray-600">{t('growth.multipliers.empty')}</p>
              {addButton}
            </div>
          )}
          {data.rules.length > 0 && (
            <>
              {!data.included && <p className="px-6 pt-1 text-sm text-gray-600">{t('growth.multipliers.notOnPlan')}</p>}
              <ul className="divide-y divide-gray-100" aria-label={t('growth.multipliers.list')}>
                {data.rules.map((rule) => (
                  <MultiplierRow
                    key={rule.id}
                    rule={rule}
                    names={names}
                    onEdit={data.included ? () => setEditing(rule) : null}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(rule);
                    }}
                  />
                ))}
              </ul>
              {data.included && (
                <div className="space-y-2 border-t border-gray-100 px-6 py-4">
                  <CombineRuleForm settings={data} />
                  <TimeZoneNote timeZone={data.timeZone} />
                </div>
              )}
            </>
          )}
        </>
      )}

      <MultiplierFormDialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        rule={editing}
        locations={places}
        timeZone={data?.timeZone ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          deleting
            ? t('growth.multipliers.deleteTitleNamed', { name: deleting.name })
            : t('growth.multipliers.deleteTitle')
        }
        message={t('growth.multipliers.deleteMessage')}
        confirmLabel={t('growth.delete')}
        busyLabel={t('growth.multipliers.deleting')}
        cancelLabel={t('growth.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        problem={
          remove.isError && (
            <Alert tone="error">
              {multiplierRefusal(words, remove.error, 'growth.multipliers.refusal.deleteFailed')}
            </Alert>
          )
        }
      />
    </Card>
  );
}
