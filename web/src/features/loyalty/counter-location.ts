import type { TLocation } from '@regulars/contracts';
import { createContext, useContext, useMemo, useState } from 'react';
import { useLocations } from '../../api/locations.ts';
import { useBusinessScope } from '../../api/use-business-scope.ts';

/**
 * Where this counter stands (issue 35): every action it records carries the location. The choice is this browser's
 * (a till in Main Street stays in Main Street), kept per business; a business with one location needs no choice.
 */
export type TCounterLocation = {
  locations: TLocation[];
  /** The location actions are recorded at; null while there is none (no locations, or several and none chosen). */
  locationId: string | null;
  choose: (locationId: string) => void;
};

const storageKey = (scope: string) => `regulars.counter-location.${scope}`;

function readStored(scope: string | null): string | null {
  if (!scope) return null;
  try {
    return window.localStorage.getItem(storageKey(scope));
  } catch {
    return null;
  }
}

/** The counter's location: the browser's stored choice while it still exists, else the only location. */
export function pickCounterLocation(locations: readonly Pick<TLocation, 'id'>[], stored: string | null) {
  if (stored && locations.some((l) => l.id === stored)) return stored;
  return locations.length === 1 ? (locations[0]?.id ?? null) : null;
}

/** The counter's location; a counter device's is its own (set up in Company), nothing to choose or to load. */
export function useCounterLocationState(deviceLocationId?: string | null): TCounterLocation {
  const scope = useBusinessScope();
  const onDevice = deviceLocationId !== undefined;
  const { data } = useLocations(!onDevice);
  // Chosen here, else this browser's earlier choice (read once the business is known).
  const [chosen, setChosen] = useState<string | null>(null);
  const locations = useMemo(() => data?.locations ?? [], [data]);
  const locationId = onDevice ? deviceLocationId : pickCounterLocation(locations, chosen ?? readStored(scope));
  return useMemo(
    () => ({
      locations,
      locationId,
      choose: (id: string) => {
        setChosen(id);
        try {
          if (scope) window.localStorage.setItem(storageKey(scope), id);
        } catch {
          // Without storage the choice lasts until the page is left.
        }
      },
    }),
    [locations, locationId, scope],
  );
}

export const CounterLocationContext = createContext<TCounterLocation | null>(null);

/** The counter's location id for an action; null outside a counter (or before one is chosen). */
export function useCounterLocationId(): string | null {
  return useContext(CounterLocationContext)?.locationId ?? null;
}
