import { DEFAULT_MONEY, type TMoney } from '@regulars/contracts';
import { useContext } from 'react';
import { useMe } from './auth.ts';
import { KnownBusiness } from './known-business.ts';

/**
 * The signed-in business's money (issue 35): the currency its amounts are recorded in and the locale they are written
 * in, from the profile the app has loaded already (a counter device's session); US dollars in en-US until it arrives.
 */
export function useBusinessMoney(): TMoney {
  const known = useContext(KnownBusiness);
  const business = useMe().data?.business;
  if (known) return known.money;
  return business ? { currency: business.currency, locale: business.locale } : DEFAULT_MONEY;
}
