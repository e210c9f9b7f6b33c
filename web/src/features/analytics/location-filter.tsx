import { MapPin } from 'lucide-react';
import { useLocations } from '../../api/locations.ts';
import { Select } from '../../components/ui/select.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';

/**
 * "All locations" or one shop's figures. Shown when the business has two or more locations: with one, its figures are
 * the business's.
 */
export function LocationFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (locationId: string | undefined) => void;
}) {
  const { t } = useAppWords();
  const locations = useLocations().data?.locations ?? [];
  if (locations.length < 2) return null;
  return (
    <Select
      aria-label={t('analytics.location.label')}
      icon={<MapPin aria-hidden />}
      wrapperClassName="w-full sm:w-52"
      className="h-10"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{t('analytics.location.all')}</option>
      {locations.map((location) => (
        <option key={location.id} value={location.id}>
          {location.name}
        </option>
      ))}
    </Select>
  );
}

/** What a location's figures cover, said once above them. */
export function LocationScopeNote({ name }: { name: string }) {
  const { t } = useAppWords();
  // The location's name is in bold, wherever the language puts it.
  const [before, after] = partsAround((mark) => t('analytics.location.scope', { name: mark }));
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50/60 px-4 py-3 text-sm text-gray-700"
      data-testid="analytics-location-note"
    >
      <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
      <span>
        {before}
        <strong className="font-semibold text-gray-900">{name}</strong>
        {after}
      </span>
    </p>
  );
}
