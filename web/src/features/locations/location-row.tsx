import type { TLocation } from '@regulars/contracts';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { zoneLabel } from '../../components/ui/time-zone-select.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = {
  location: TLocation;
  businessTimeZone: string | null;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One location: name, address, time zone and how many QR codes hang there; the admin's Edit and Delete. */
export function LocationRow({ location, businessTimeZone, canEdit, onEdit, onDelete }: Props) {
  const { t } = useAppWords();
  const zone = location.timeZone
    ? zoneLabel(location.timeZone)
    : businessTimeZone
      ? t('company.locations.businessZoneNamed', { zone: zoneLabel(businessTimeZone) })
      : t('company.locations.businessZone');
  const named = { name: location.name };
  return (
    <li className="flex items-start gap-3 px-6 py-4" data-testid="location-row">
      <div
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600"
        aria-hidden
      >
        <MapPin className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate text-sm font-medium text-gray-900">{location.name}</p>
          <Badge tone={location.qrCodeCount > 0 ? 'brand' : 'neutral'}>
            {t('company.locations.qrCodes', { count: location.qrCodeCount })}
          </Badge>
        </div>
        <p className="text-sm break-words text-gray-500">{location.address ?? t('company.locations.noAddress')}</p>
        <p className="mt-0.5 text-xs text-gray-500">{zone}</p>
      </div>
      {canEdit && (
        <div className="flex shrink-0 items-center gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('company.locations.editNamed', named)}>
            <Pencil className="size-4" aria-hidden />
            <span className="hidden sm:inline">{t('company.locations.edit')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={t('company.locations.deleteNamed', named)}
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="hidden sm:inline">{t('company.locations.delete')}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
