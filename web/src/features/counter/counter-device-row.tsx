import type { TCounterDevice } from '@regulars/contracts';
import { MapPin, Tablet, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { lastSeenLabel } from './device-last-seen.ts';

type Props = { device: TCounterDevice; onRemove: () => void };

/** One counter device: its name, where it stands, who set it up, when it was last used, and Remove. */
export function CounterDeviceRow({ device, onRemove }: Props) {
  const words = useAppWords();
  const { t } = words;
  const setUpBy = device.createdByName
    ? t('company.devices.setUpBy', { name: device.createdByName })
    : t('company.devices.setUpByFormer');
  return (
    <li className="flex items-start gap-3 px-6 py-4" data-testid="counter-device-row">
      <div
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600"
        aria-hidden
      >
        <Tablet className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium break-words text-gray-900">{device.name}</p>
          {device.thisBrowser && <Badge tone="brand">{t('company.devices.thisBrowser')}</Badge>}
        </div>
        <p className="flex items-center gap-1 text-sm text-gray-500">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{device.locationName ?? t('company.devices.noLocation')}</span>
        </p>
        <p className="mt-0.5 text-xs text-gray-500">
          {setUpBy} · {lastSeenLabel(device.lastSeenAt, Date.now(), words)}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 text-red-600 hover:bg-red-50 hover:text-red-700"
        onClick={onRemove}
        aria-label={t('company.removeNamed', { name: device.name })}
      >
        <Trash2 className="size-4" aria-hidden />
        <span className="hidden sm:inline">{t('company.remove')}</span>
      </Button>
    </li>
  );
}
