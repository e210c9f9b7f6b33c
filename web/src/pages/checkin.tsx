import type { TCounterDeviceSession } from '@regulars/contracts';
import { CounterScreen } from '../features/loyalty/index.ts';

/**
 * The counter: find the customer (search, QR or a code), then record and redeem in large taps. On a counter device
 * (`device`) the location is the device's; what the business reserves for managers asks a manager's PIN.
 */
export function CheckinPage({ device }: { device?: TCounterDeviceSession['device'] }) {
  return <CounterScreen device={device} />;
}
