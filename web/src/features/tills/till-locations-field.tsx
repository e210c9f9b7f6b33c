import type { TTillLocation, TTillProvider, TUpdateTillConnection } from '@regulars/contracts';
import { Store } from 'lucide-react';
import { type Control, Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useLocations } from '../../api/locations.ts';
import { useCreateTillLocation } from '../../api/tills.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { wordsAround } from '../../lib/words-around.tsx';
import { tillRefusal } from './till-refusals.ts';
import { tillWords } from './till-words.ts';

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
  const words = useAppWords();
  const { t } = words;
  const places = useLocations();
  const ours = places.data?.locations ?? [];
  const create = useCreateTillLocation(provider);
  const addAsLocation = (till: TTillLocation) =>
    create.mutate(till.externalId, {
      onSuccess: () => toast.success(t('integrations.tills.locationAdded', { name: till.name })),
      onError: (error) =>
        toast.error(t('integrations.tills.locationAddFailed', { name: till.name }), {
          description: tillRefusal(words, error, 'integrations.somethingWrong'),
        }),
    });
  // A till location with none of ours by its name can become one in a click (the plan's limit applies).
  const named = (till: TTillLocation) =>
    ours.some((l) => l.name.trim().toLowerCase() === till.name.trim().toLowerCase());
  const { name, noLocations } = tillWords(words, provider);
  const errorId = `till-${provider}-locations-error`;

  if (tillLocations.length === 0) {
    return <p className="text-sm text-gray-500">{noLocations}</p>;
  }
  return (
    <div className="space-y-2">
      {places.isError && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-red-700">
          {t('integrations.tills.ourLocationsFailed')}
          <Button type="button" variant="link" size="sm" onClick={() => places.refetch()}>
            {t('integrations.tryAgain')}
          </Button>
        </p>
      )}
      <div className="overflow-hidden rounded-lg border border-gray-200">
        <div
          className="hidden grid-cols-2 gap-4 bg-gray-50 px-3 py-2 text-xs font-medium text-gray-500 sm:grid"
          aria-hidden
        >
          <span>{t('integrations.tills.tillLocation', { name })}</span>
          <span>{t('integrations.tills.countsAt')}</span>
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
                      aria-label={t('integrations.tills.locationFor', { name: till.name })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    >
                      <option value="">{t('integrations.tills.noLocation')}</option>
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
                        {t('integrations.tills.addAsLocation', { name: till.name })}
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
          {wordsAround((values) => t('integrations.tills.noOurLocations', values), {
            link: (
              <Link to="/company" className="font-medium text-brand-600 hover:text-brand-700">
                {t('integrations.tills.addYourLocations')}
              </Link>
            ),
          })}
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
