import {
  LOCATION_MESSAGES,
  type TTillLocation,
  type TTillProvider,
  type TUpdateTillConnection,
} from '@regulars/contracts';
import { Store } from 'lucide-react';
import { type Control, Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useLocations } from '../../api/locations.ts';
import { useCreateTillLocation } from '../../api/tills.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { TILL_WORDS } from './till-words.ts';

/**
 * One row per till location (Square's, Shopify's): its name and the Regulars location its sales count at, side by side
 * on a wide screen, stacked on a phone. The selects are controlled, so the choice shows right once the business's
 * locations arrive.
 */
export function TillLocationsField({
  provider,
  control,
  tillLocations,
  error,
}: {
  provider: TTillProvider;
  control: Control<TUpdateTillConnection>;
  tillLocations: TTillLocation[];
  error: string | null;
}) {
  const places = useLocations();
  const ours = places.data?.locations ?? [];
  const create = useCreateTillLocation(provider);
  const addAsLocation = (till: TTillLocation) =>
    create.mutate(till.externalId, {
      onSuccess: () => toast.success(`“${till.name}” added to your locations`),
      onError: (error) => toast.error(`Could not add “${till.name}”`, { description: errorMessage(error) }),
    });
  // A till location with none of ours by its name can become one in a click (the plan's limit applies).
  const named = (till: TTillLocation) =>
    ours.some((l) => l.name.trim().toLowerCase() === till.name.trim().toLowerCase());
  const { name, account } = TILL_WORDS[provider];
  const errorId = `till-${provider}-locations-error`;

  if (tillLocations.length === 0) {
    return (
      <p className="text-sm text-gray-500">
        {name} lists no locations for this {account} yet.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {places.isError && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-red-700">
          {LOCATION_MESSAGES.loadFailed}.
          <Button type="button" variant="link" size="sm" onClick={() => places.refetch()}>
            Try again
          </Button>
        </p>
      )}
      <div className="overflow-hidden rounded-lg border border-gray-200">
        <div
          className="hidden grid-cols-2 gap-4 bg-gray-50 px-3 py-2 text-xs font-medium text-gray-500 sm:grid"
          aria-hidden
        >
          <span>{name} location</span>
          <span>Counts at</span>
        </div>
        <ul className="divide-y divide-gray-100">
          {tillLocations.map((till, i) => (
            <li key={till.externalId} className="grid gap-2 px-3 py-3 sm:grid-cols-2 sm:items-center sm:gap-4">
              <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-gray-900">
                <Store className="size-4 shrink-0 text-gray-400" aria-hidden />
                <span className="break-words">{till.name}</span>
              </span>
              <Controller
                control={control}
                name={`locations.${i}.locationId`}
                render={({ field }) => (
                  <div className="min-w-0 space-y-1">
                    <Select
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                      onBlur={field.onBlur}
                      // Until the business's locations are here, a choice would show wrong: wait for them.
                      disabled={!places.data}
                      aria-label={`Regulars location for ${till.name}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    >
                      <option value="">No location</option>
                      {ours.map((place) => (
                        <option key={place.id} value={place.id}>
                          {place.name}
                        </option>
                      ))}
                    </Select>
                    {field.value === null && places.data && !named(till) && (
                      <Button
                        type="button"
                        variant="link"
                        size="sm"
                        data-testid="till-add-location"
                        loading={create.isPending && create.variables === till.externalId}
                        onClick={() => addAsLocation(till)}
                      >
                        Add “{till.name}” as a location
                      </Button>
                    )}
                  </div>
                )}
              />
            </li>
          ))}
        </ul>
      </div>
      {places.data && ours.length === 0 && (
        <p className="text-xs text-gray-500">
          Sales count at no location until you{' '}
          <Link to="/company" className="font-medium text-brand-600 hover:text-brand-700">
            add your locations
          </Link>
          .
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
