import { useContext } from 'react';
import { displayPhone } from '../lib/display-phone.ts';
import { useMe } from './auth.ts';
import { KnownBusiness } from './known-business.ts';

/**
 * The country the signed-in business reads and shows phones in (issue 52), from the profile the app has loaded
 * already (a counter device's session); the United States until it arrives.
 */
export function useBusinessCountry(): string {
  const known = useContext(KnownBusiness);
  const country = useMe().data?.business?.country;
  return known?.country ?? country ?? 'US';
}

/** Writes a stored number as the signed-in business's people write numbers; an email address stays as it is. */
export function useShowPhone(): (address: string) => string {
  const country = useBusinessCountry();
  return (address) => displayPhone(address, country);
}
