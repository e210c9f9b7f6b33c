import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Select } from '../../components/ui/select.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import type { TCounterLocation } from './counter-location.ts';

/**
 * Which shop this counter records at. Shown only when the business has locations: one is simply named; with several
 * the till picks its own, and until it does the actions are recorded without a location.
 */
export function CounterLocationPicker({ counter }: { counter: TCounterLocation }) {
  const { t } = useAppWords();
  const id = useId();
  const { locations, locationId, choose } = counter;
  if (locations.length === 0) return null;
  if (locations.length === 1) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-gray-600" data-testid="counter-location">
        <MapPin className="size-4 text-gray-400" aria-hidden />
        {locations[0]?.name}
      </p>
    );
  }
  return (
    <div className="w-full sm:w-64">
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium text-gray-600">
        {t('counter.location.label')}
      </label>
      <Select
        id={id}
        icon={<MapPin aria-hidden />}
        value={locationId ?? ''}
        onChange={(e) => choose(e.target.value)}
        className={cn(!locationId && 'text-gray-500')}
      >
        {!locationId && (
          <option value="" disabled>
            {t('counter.location.choose')}
          </option>
        )}
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
