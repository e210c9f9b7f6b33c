import { LOCATION_MESSAGES, locationUsage, type TLocation } from '@regulars/contracts';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useDeleteLocation, useLocations } from '../../api/locations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { LocationFormDialog } from './location-form-dialog.tsx';
import { atLocationLimit } from './location-limit.ts';
import { LocationLimitNotice } from './location-limit-notice.tsx';
import { LocationRow } from './location-row.tsx';

/** /company → Locations: the business's shops, 'n of N locations', and (for the team admin) add, edit, delete. */
export function LocationsCard() {
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
        toast.success(LOCATION_MESSAGES.deleted, { description: deleting.name });
        setDeleting(null);
      },
    });
  }

  const addButton = (
    <Button size="sm" onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden />
      Add location
    </Button>
  );

  return (
    <Card aria-labelledby="locations-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id="locations-title">Locations</CardTitle>
          <CardDescription data-testid="location-usage">
            {data ? locationUsage(data.limit.used, data.limit.max) : 'Your shops and counters'}
          </CardDescription>
        </div>
        {canEdit && !full && (data?.locations.length ?? 0) > 0 && addButton}
      </CardHeader>

      {query.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12" role="status">
          <Spinner className="size-5 text-brand-600" label="Loading" />
          <p className="text-sm text-gray-500">Loading locations...</p>
        </div>
      ) : query.isError || !data ? (
        <EmptyState
          title={LOCATION_MESSAGES.loadFailed}
          description={errorMessage(query.error)}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : data.locations.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title="No locations yet"
          description={canEdit ? LOCATION_MESSAGES.empty : LOCATION_MESSAGES.readOnly}
          action={canEdit && addButton}
        />
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Locations">
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
        <p className="border-t border-gray-100 px-6 py-3 text-xs text-gray-500">{LOCATION_MESSAGES.readOnly}</p>
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
        title={`Delete ${deleting?.name ?? 'location'}?`}
        message={LOCATION_MESSAGES.deleteWarning}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        problem={
          remove.isError && <Alert tone="error">{errorMessage(remove.error, LOCATION_MESSAGES.deleteFailed)}</Alert>
        }
      />
    </Card>
  );
}
