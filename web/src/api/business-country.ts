import { useMe } from './auth.ts';

/**
 * The country the signed-in business reads and shows phones in (issue 52), from the profile the app has loaded
 * already; the United States until it arrives.
 */
export function useBusinessCountry(): string {
  return useMe().data?.business?.country ?? 'US';
}
