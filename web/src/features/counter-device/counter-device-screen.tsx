import { Outlet } from 'react-router';
import { useCounterDevice } from '../../api/counter.ts';
import { CounterDeviceScope } from '../../api/counter-device-scope.ts';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { StaffWords } from '../../lib/staff-words.tsx';
import { CounterScreen } from '../loyalty/index.ts';
import { CounterDeviceBar } from './counter-device-bar.tsx';
import { DeviceBusiness } from './device-business.tsx';
import { StaffSignIn } from './staff-sign-in.tsx';

/**
 * /checkin on a browser set up as a counter device (its own cookie, apart from any sign-in): the counter only, for the
 * staff member signed in on it with their PIN. Any other browser gets the team's /checkin (the nested route).
 */
export function CounterDeviceScreen() {
  const device = useCounterDevice();
  if (device.isPending) return <FullScreenLoader />;
  const session = device.data;
  if (!session) return <Outlet />;
  return (
    // A device has no user to choose a language: it speaks its business's. Its words wait (the app's Suspense above)
    // for that language the first time.
    <StaffWords language={session.language} businessLocale={session.locale}>
      <DeviceBusiness session={session}>
        <div className="min-h-dvh bg-gray-50">
          <CounterDeviceBar session={session} />
          <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
            {session.shift ? (
              <CounterDeviceScope value={`device:${session.device.id}`}>
                <CounterScreen key={session.shift.staffId} device={session.device} />
              </CounterDeviceScope>
            ) : (
              <StaffSignIn session={session} />
            )}
          </main>
        </div>
      </DeviceBusiness>
    </StaffWords>
  );
}
