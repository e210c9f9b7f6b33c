import { CounterDeviceScreen } from '../features/counter-device/index.ts';

/**
 * /checkin on a browser set up as a counter device (its own cookie, apart from any sign-in): the counter only, for the
 * staff member signed in on it with their PIN. Any other browser gets the team's /checkin (the nested route).
 */
export function CounterDeviceGate() {
  return <CounterDeviceScreen />;
}
