import type { TCounterDeviceSession } from '@regulars/contracts';
import { LogOut, MapPin, MonitorSmartphone } from 'lucide-react';
import { useEndShift } from '../../api/counter.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** The counter device's top bar: the business, this device and its location, and who is signed in. */
export function CounterDeviceBar({ session }: { session: TCounterDeviceSession }) {
  const { t } = useAppWords();
  const end = useEndShift();
  const { device, shift } = session;
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-gray-900">{session.businessName}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-gray-500">
            <span className="flex items-center gap-1">
              <MonitorSmartphone className="size-3.5" aria-hidden />
              {device.name}
            </span>
            {device.locationName && (
              <span className="flex items-center gap-1" data-testid="device-location">
                <MapPin className="size-3.5" aria-hidden />
                {device.locationName}
              </span>
            )}
          </p>
        </div>
        {shift && (
          <div className="flex items-center gap-3">
            <p className="text-sm text-gray-600">
              {t('counter.device.signedIn')} <span className="font-semibold text-gray-900">{shift.name}</span>
            </p>
            <Button variant="secondary" size="sm" loading={end.isPending} onClick={() => end.mutate()}>
              {!end.isPending && <LogOut className="size-4" aria-hidden />}
              {t('counter.device.signOut')}
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
