import type { TLocation, TLocationList } from '@regulars/contracts';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { useDeleteLocation, useLocations } from '../../api/locations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { LocationFormDialog } from './location-form-dialog.tsx';
import { atLocationLimit } from './location-limit.ts';
import { LocationLimitNotice } from './location-limit-notice.tsx';
import { locationRefusal } from './location-refusals.ts';
import { LocationRow } from './location-row.tsx';

/** '2 of 3 locations', or '2 locations (unlimited)'. */
function usage({ t, locale }: TAppWords, { used, max }: TLocationList['limit']): string {
  if (max === -1) return t('company.locations.usageUnlimited', { count: used });
  return t('company.locations.usage', { used: formatCountIn(used, locale), count: max });
}

/** /company → Locations: the business's shops, 'n of N locations', and (for the team admin) add, edit, delete. */
export function LocationsCard() {
  const words = useAppWords();
  const { t } = words;
  const query = useLocations();
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<TLocation | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TLocation | null>(null);
  const data = query.data;
  const canEdit = data?.canEdit ?? false;
  const full = atLocationLimit(data?.limit);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('company.locations.deleted'), { description: deleting.name });
        setDeleting(null);
      },
    });
  }

  const addButton = (
    <Button size="sm" onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden />
      {t('company.locations.add')}
    </Button>
  );

  return (
    <Card aria-labelledby="locations-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id="locations-title">{t('company.locations.title')}</CardTitle>
          <CardDescription data-testid="location-usage">
            {data ? usage(words, data.limit) : t('company.locations.placeholder')}
          </CardDescription>
        </div>
        {canEdit && !full && (data?.locations.length ?? 0) > 0 && addButton}
      </CardHeader>

      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label={t('company.loading')} />
          <p className="text-sm text-gray-500">{t('company.locations.loading')}</p>
        </div>
      ) : query.isError || !data ? (
        <EmptyState
          title={t('company.locations.loadFailed')}
          description={locationRefusal(words, query.error, 'company.somethingWrong')}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              {t('company.tryAgain')}
            </Button>
          }
        />
      ) : data.locations.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={t('company.locations.none')}
          description={canEdit ? t('company.locations.empty') : t('company.locations.readOnly')}
          action={canEdit && addButton}
        />
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t('company.locations.title')}>
          {data.locations.map((location) => (
            <LocationRow
              key={location.id}
              location={location}
              businessTimeZone={data.businessTimeZone}
              canEdit={canEdit}
              onEdit={() => setEditing(location)}
              onDelete={() => {
                remove.reset();
                setDeleting(location);
              }}
            />
          ))}
        </ul>
      )}

      {data && canEdit && full && (
        <div className="border-t border-gray-100 px-6 py-4">
          <LocationLimitNotice max={data.limit.max} />
        </div>
      )}
      {data && !canEdit && data.locations.length > 0 && (
        <p className="border-t border-gray-100 px-6 py-3 text-xs text-gray-500">{t('company.locations.readOnly')}</p>
      )}

      <LocationFormDialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        location={editing}
        businessTimeZone={data?.businessTimeZone ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('company.locations.deleteQuestion', { name: deleting?.name ?? t('company.locations.aLocation') })}
        message={t('company.locations.deleteWarning')}
        confirmLabel={t('company.locations.delete')}
        busyLabel={t('company.locations.deleting')}
        cancelLabel={t('company.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        problem={
          remove.isError && (
            <Alert tone="error">{locationRefusal(words, remove.error, 'company.locations.deleteFailed')}</Alert>
          )
        }
      />
    </Card>
  );
}
