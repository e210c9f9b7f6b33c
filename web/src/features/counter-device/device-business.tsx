import type { TCounterDeviceSession } from '@regulars/contracts';
import { type ReactNode, useMemo } from 'react';
import { KnownBusiness } from '../../api/known-business.ts';
import { KnownTimeZone } from '../../api/use-business-time-zone.ts';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';

/**
 * A counter device has no signed-in profile to read the business from: its session says the business's money, the
 * country its phones are read in and its zone, so a Lyon café's till writes euros and reads "06 12 34 56 78".
 */
export function DeviceBusiness({ session, children }: { session: TCounterDeviceSession; children: ReactNode }) {
  const { currency, locale, country, timeZone } = session;
  const known = useMemo(() => ({ money: { currency, locale }, country }), [currency, locale, country]);
  return (
    <KnownBusiness value={known}>
      <KnownTimeZone value={timeZone ?? browserTimeZone() ?? 'UTC'}>{children}</KnownTimeZone>
    </KnownBusiness>
  );
}
